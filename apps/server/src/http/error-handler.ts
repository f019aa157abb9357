import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { fieldMessagesOf } from '@bantuin/contract';
import { AppError, forbidden } from '../lib/errors.js';

const { code: forbiddenCode, message: forbiddenMessage } = forbidden();

/** Indonesian sentences for the errors Fastify itself raises before a handler runs. */
const frameworkMessages: Record<number, { code: string; message: string }> = {
  400: { code: 'VALIDATION_ERROR', message: 'Permintaan tidak valid' },
  // @fastify/static refuses a path with a `..` segment (e.g. `..%5C`) before looking for it.
  403: { code: forbiddenCode, message: forbiddenMessage },
  404: { code: 'NOT_FOUND', message: 'Alamat tidak ditemukan' },
  406: { code: 'VALIDATION_ERROR', message: 'Format jawaban tidak didukung' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Data yang dikirim terlalu besar' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Jenis konten tidak didukung' },
  429: { code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan, coba lagi sebentar lagi' },
};

/** One place where every error becomes `{ message, code }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'service unavailable');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A body's problems by field, so a form shows them all at once (not for path or query).
      const fields =
        error.validationContext === 'body'
          ? fieldMessagesOf(
              error.validation.map(({ instancePath, message }) => ({
                path: instancePath.split('/').slice(1),
                message: message ?? '',
              })),
            )
          : {};
      return reply.status(400).send({
        message: first?.message ?? frameworkMessages[400]!.message,
        code: 'VALIDATION_ERROR',
        fields: Object.keys(fields).length > 0 ? fields : undefined,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = frameworkMessages[status] ?? frameworkMessages[400]!;
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(known);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or fail-over: the next request gets a fresh connection once it answers.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({
        message: 'Database sedang tidak dapat dihubungi, coba lagi sebentar lagi',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Terjadi kesalahan pada server, coba lagi nanti', code: 'INTERNAL_ERROR' });
  });
}
