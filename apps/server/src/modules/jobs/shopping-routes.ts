import {
  approvalBodySchema,
  errorResponseSchema,
  itemParamsSchema,
  itemUpdateBodySchema,
  messageResponseSchema,
  receiptFieldsSchema,
  SHOPPING_LIMITS,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { badRequest, parseInput } from '../../lib/errors.js';
import { photoForm, photoRoutes, readMultipart } from '../uploads/multipart.js';
import { jobErrors, jobParams, security, tags } from './route-schemas.js';
import type { ShoppingService } from './shopping.js';

const RECEIPT_FORM = photoForm(receiptFieldsSchema, {
  image: { min: SHOPPING_LIMITS.receiptImagesMin, max: SHOPPING_LIMITS.receiptImagesMax },
});

/** Nitip's shopping money between acceptance and proof (modules/jobs/shopping.ts). */
export function shoppingRoutes(shopping: ShoppingService): FastifyPluginAsyncZod {
  return async (app) => {
    await photoRoutes(app, (uploads) => {
      uploads.post(
        '/workers/jobs/:id/receipt',
        {
          preHandler: [...app.guards.requireRole('yasa'), app.uploadRateLimit],
          config: { multipartBody: RECEIPT_FORM.openapi },
          schema: {
            tags,
            security,
            summary: "'Struk belanja': the total paid and 1–5 receipt photos (the assigned Yasa)",
            description:
              'multipart/form-data: total (whole rupiah) and 1–5 `image` files. Every item must be ticked first (`ITEMS_PENDING`). Above the cap, the extra waits for the Jalu.',
            consumes: ['multipart/form-data'],
            params: jobParams,
            response: { 201: messageResponseSchema, 413: errorResponseSchema, ...jobErrors },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, RECEIPT_FORM);
          const { total } = parseInput(receiptFieldsSchema, form.fields);
          if (form.files.image.length < SHOPPING_LIMITS.receiptImagesMin) {
            throw badRequest('Tambahkan minimal 1 foto struk belanja');
          }
          await shopping.submitReceipt(
            currentUser(request).id,
            request.params.id,
            total,
            form.files.image,
          );
          return reply.status(201).send({ message: 'Struk belanja terkirim' });
        },
      );
    });

    app.patch(
      '/workers/jobs/:id/items/:itemId',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags,
          security,
          summary: 'Tick an item of the shopping list: bought, replaced (with what) or unavailable',
          params: itemParamsSchema,
          body: itemUpdateBodySchema,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        const { id, itemId } = request.params;
        await shopping.updateItem(currentUser(request).id, id, itemId, request.body);
        return { message: 'Daftar belanja diperbarui' };
      },
    );

    app.post(
      '/clients/jobs/:id/items/:itemId/replacement',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags,
          security,
          summary: "Answer the Yasa's replacement of an item ('Ganti dengan …?' Setuju / Tolak)",
          params: itemParamsSchema,
          body: approvalBodySchema,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        const { id, itemId } = request.params;
        await shopping.answerReplacement(currentUser(request).id, id, itemId, request.body.approve);
        return {
          message: request.body.approve ? 'Barang pengganti disetujui' : 'Barang pengganti ditolak',
        };
      },
    );

    app.post(
      '/clients/jobs/:id/receipt/extra',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags,
          security,
          summary:
            'Answer a receipt above the cap: approve takes the extra from the wallet into escrow',
          description:
            '400 `INSUFFICIENT_BALANCE` (nothing changes) when the wallet does not cover the extra; declined: the Yasa is reimbursed up to the cap.',
          params: jobParams,
          body: approvalBodySchema,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        await shopping.answerExtra(
          currentUser(request).id,
          request.params.id,
          request.body.approve,
        );
        return {
          message: request.body.approve
            ? 'Kelebihan belanja disetujui'
            : 'Kelebihan belanja ditolak; Yasa diganti sampai batas belanja',
        };
      },
    );
  };
}
