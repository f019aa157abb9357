import {
  acceptedSchema,
  changeEmailBodySchema,
  changePhoneBodySchema,
  changePasswordBodySchema,
  endedSessionsSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  FORGOT_PASSWORD_ANSWER,
  phoneCodeBodySchema,
  resetPasswordBodySchema,
  verificationStateSchema,
  verifyEmailBodySchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import type { WindowLimit } from '../../lib/window-limit.js';
import { createHash } from 'node:crypto';
import type { AccountSecurityService } from './security.js';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Emails are not kept as such in the limiter (memory or Redis): their hash is the key. */
const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');

/** Recovering and proving an account (issue 27): the API names of the issue. */
export function accountSecurityRoutes(
  service: AccountSecurityService,
  options: {
    /** Per address per minute, shared with login (AUTH_RATE_LIMIT). */
    rateLimitMax: number;
    forgotPerEmail: WindowLimit;
    onBackgroundError: (error: unknown) => void;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    const perAddress = app.rateLimit({ max: options.rateLimitMax, timeWindow: '1 minute' });

    app.post(
      '/auth/password/forgot',
      {
        onRequest: perAddress,
        schema: {
          tags,
          summary: "'Lupa kata sandi?': mails a reset link; the same answer for any email",
          body: forgotPasswordBodySchema,
          response: { 202: acceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        // Counted whether the account exists or not, so the limit tells nothing either.
        if (await options.forgotPerEmail(emailKey(email))) {
          // The work (lookup, mail) happens after the answer: its time tells nothing.
          setImmediate(() => {
            service.forgotPassword(email).catch(options.onBackgroundError);
          });
        }
        return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
      },
    );

    app.post(
      '/auth/password/reset',
      {
        onRequest: perAddress,
        schema: {
          tags,
          summary: 'Sets a new password from a reset link; every session of the account ends',
          body: resetPasswordBodySchema,
          response: { 200: acceptedSchema, ...errors },
        },
      },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return { message: 'Kata sandi baru sudah disimpan. Silakan masuk.' };
      },
    );

    app.put(
      '/profile/password',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: "'Ubah kata sandi': needs the current one; every other session ends",
          body: changePasswordBodySchema,
          response: { 200: endedSessionsSchema, ...errors },
        },
      },
      async (request) =>
        service.changePassword(
          currentUser(request),
          request.body.currentPassword,
          request.body.newPassword,
        ),
    );

    app.post(
      '/auth/email/verify',
      {
        onRequest: perAddress,
        schema: {
          tags,
          summary: "Opens a 'Verifikasi email' or an email-change link",
          body: verifyEmailBodySchema,
          response: { 200: z.object({ email: z.string() }), ...errors },
        },
      },
      async (request) => service.verifyEmail(request.body.token),
    );

    app.post(
      '/auth/email/resend',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: "Sends the 'Verifikasi email' link again (a few an hour)",
          response: { 202: acceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await service.resendEmailVerification(currentUser(request).id);
        return reply
          .code(202)
          .send({ message: 'Tautan verifikasi sudah dikirim ulang. Periksa emailmu.' });
      },
    );

    app.put(
      '/profile/email',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'Change email: a link to the new address confirms it; the old one is told',
          body: changeEmailBodySchema,
          response: { 202: acceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await service.changeEmail(
          currentUser(request).id,
          request.body.email,
          request.body.password,
        );
        return reply.code(202).send({
          message: `Tautan konfirmasi sudah dikirim ke ${request.body.email}. Email baru berlaku setelah tautannya dibuka.`,
        });
      },
    );

    app.put(
      '/profile/phone',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'Change the WhatsApp number (password asked); the new one must be verified',
          body: changePhoneBodySchema,
          response: { 200: verificationStateSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await service.changePhone(id, request.body.phoneNumber, request.body.password);
        return service.verificationState(id);
      },
    );

    app.post(
      '/auth/phone/code',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'Sends a 6-digit code to the account phone through WhatsApp (10 minutes)',
          response: { 202: acceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await service.sendPhoneCode(currentUser(request).id);
        return reply
          .code(202)
          .send({ message: 'Kode verifikasi sudah dikirim lewat WhatsApp. Berlaku 10 menit.' });
      },
    );

    app.post(
      '/auth/phone/verify',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'Checks the WhatsApp code (5 tries per code)',
          body: phoneCodeBodySchema,
          response: { 200: verificationStateSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await service.verifyPhone(id, request.body.code);
        return service.verificationState(id);
      },
    );

    app.get(
      '/profile/verification',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'Whether the email and phone are verified, and a pending email change',
          response: { 200: verificationStateSchema, ...errors },
        },
      },
      async (request) => service.verificationState(currentUser(request).id),
    );
  };
}
