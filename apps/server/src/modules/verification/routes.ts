import {
  adminVerificationDetailSchema,
  adminVerificationSchema,
  adminVerificationsQuerySchema,
  errorResponseSchema,
  myVerificationSchema,
  rejectVerificationBodySchema,
  verificationFieldsSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, currentUser } from '../../http/auth.js';
import { bearerSecurity, idParams, signedInErrors } from '../../http/route-schemas.js';
import { badRequest, parseInput } from '../../lib/errors.js';
import { photoForm, photoRoutes, readMultipart } from '../uploads/multipart.js';
import { IDENTITY_IMAGE_KINDS, IDENTITY_IMAGE_PATH, type VerificationService } from './service.js';

const formErrors = { ...signedInErrors, 413: errorResponseSchema, 415: errorResponseSchema };
const VERIFICATION_FORM = photoForm(verificationFieldsSchema, {
  ktp: { min: 1, max: 1 },
  selfie: { min: 1, max: 1 },
});
const verificationParams = idParams('Id verifikasi tidak valid');

/** A Yasa's identity check ('Verifikasi identitas'). */
export function verificationRoutes(service: VerificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/workers/verification',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags: ['verification'],
          security: bearerSecurity,
          summary: "The signed-in Yasa's identity check: belum, menunggu, terverifikasi or ditolak",
          response: { 200: myVerificationSchema, ...signedInErrors },
        },
      },
      async (request) => service.mine(currentUser(request).id),
    );

    await photoRoutes(app, (uploads) => {
      uploads.post(
        '/workers/verification',
        {
          preHandler: [...app.guards.requireRole('yasa'), app.uploadRateLimit],
          config: { multipartBody: VERIFICATION_FORM.openapi },
          schema: {
            tags: ['verification'],
            security: bearerSecurity,
            summary: 'Send NIK, a KTP photo and a selfie holding the KTP for review',
            description:
              'multipart/form-data: nik (16 digits, matching the profile’s date of birth), ktp, selfie. The photos are stored encrypted, never under /uploads.',
            consumes: ['multipart/form-data'],
            response: { 201: myVerificationSchema, ...formErrors },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, VERIFICATION_FORM);
          const { nik } = parseInput(verificationFieldsSchema, form.fields);
          const [ktp] = form.files.ktp;
          const [selfie] = form.files.selfie;
          if (!ktp) throw badRequest('Foto KTP wajib dikirim');
          if (!selfie) throw badRequest('Swafoto dengan KTP wajib dikirim');
          return reply
            .code(201)
            .send(await service.submit(currentUser(request).id, nik, ktp, selfie));
        },
      );
    });
  };
}

/** An identity image for an admin, through its signed URL. */
export function identityImageRoutes(service: VerificationService): FastifyPluginAsyncZod {
  return async (app) => {
    // A signed URL is its own permission (an <img> sends no bearer token): it names the admin
    // who asked for it, lives minutes, and each use is written to the audit log.
    app.get(
      `${IDENTITY_IMAGE_PATH}:id/:kind`,
      {
        schema: {
          // Like /uploads: bytes, not an API answer; reached only through the signed URLs that
          // GET /admin/verifications/{id} hands out.
          hide: true,
          tags: ['admin'],
          summary: 'One identity image through a short-lived signed URL (audited)',
          params: z.object({
            id: z.uuid({ error: 'Id verifikasi tidak valid' }),
            kind: z.enum(IDENTITY_IMAGE_KINDS, { error: 'Jenis foto tidak valid' }),
          }),
          querystring: z.object({
            by: z.uuid({ error: 'Tautan foto tidak valid' }),
            expires: z.coerce.number({ error: 'Tautan foto tidak valid' }).int(),
            signature: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const image = await service.viewImage({ ...request.params, ...request.query });
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'")
          .type('image/webp')
          .send(image);
      },
    );
  };
}

/** The 'Verifikasi' queue of the admin console. */
export function adminVerificationRoutes(service: VerificationService): FastifyPluginAsyncZod {
  return async (admin) => {
    adminOnly(admin);
    const tags = ['admin'];

    admin.get(
      '/admin/verifications',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Identity checks; the waiting queue oldest first',
          querystring: adminVerificationsQuerySchema,
          response: { 200: adminVerificationSchema.array(), ...signedInErrors },
        },
      },
      async (request) => service.list(request.query),
    );

    admin.get(
      '/admin/verifications/:id',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'One identity check with the NIK and signed image URLs (5 minutes)',
          params: verificationParams,
          response: { 200: adminVerificationDetailSchema, ...signedInErrors },
        },
      },
      async (request) => service.detail(currentUser(request).id, request.params.id),
    );

    admin.post(
      '/admin/verifications/:id/approve',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: "Approve: the Yasa becomes 'Terverifikasi' (audit-logged)",
          params: verificationParams,
          response: { 200: adminVerificationSchema, ...signedInErrors },
        },
      },
      async (request) => service.approve(currentUser(request).id, request.params.id),
    );

    admin.post(
      '/admin/verifications/:id/reject',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Reject with a reason the Yasa sees; they may send again (audit-logged)',
          params: verificationParams,
          body: rejectVerificationBodySchema,
          response: { 200: adminVerificationSchema, ...signedInErrors },
        },
      },
      async (request) =>
        service.reject(currentUser(request).id, request.params.id, request.body.reason),
    );
  };
}
