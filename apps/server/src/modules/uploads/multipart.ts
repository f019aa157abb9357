import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenControlCharacters } from '@bantuin/contract';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.js';
import { maxFileMegabytes, UPLOAD_LIMITS } from './limits.js';

/** Registers the multipart parser in `app`'s scope, with the upload limits. */
async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFilesPerRequest,
      fields: UPLOAD_LIMITS.maxFields,
      fieldSize: UPLOAD_LIMITS.maxFieldBytes,
      parts: UPLOAD_LIMITS.maxFields + UPLOAD_LIMITS.maxFilesPerRequest,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

/**
 * Registers the routes that take photos in a scope of their own with the multipart parser. The
 * plugin also puts two async hooks (clean-up of temporary files, which we never write: forms are
 * read in memory) on every request of its scope: 5 % of a cached read's CPU when it was global.
 * A multipart body sent to any other route is refused with 415.
 */
export async function photoRoutes<App extends FastifyInstance>(
  app: App,
  register: (scoped: App) => void,
): Promise<void> {
  await app.register(async (scoped) => {
    await registerMultipart(scoped);
    register(scoped as App);
  });
}

/** What a route accepts: text field names, and for each file field how many files it may carry. */
export interface MultipartSpec<F extends string, G extends string> {
  fields: readonly F[];
  files: Readonly<Record<G, number>>;
}

export interface MultipartForm<F extends string, G extends string> {
  /** Each accepted text field that was sent, once. */
  fields: Partial<Record<F, string>>;
  /** The raw bytes of each accepted file field, in the order sent (unchecked: see images.ts). */
  files: Record<G, Buffer[]>;
}

/**
 * Reads a whole multipart request into memory, within the limits registered above. Text fields
 * not in the spec are ignored; a file under a name not in the spec, a field sent twice or too
 * many files are refused. Every client mistake becomes a 400/413/415 `AppError`, never a 500.
 */
export async function readMultipart<const F extends string, const G extends string>(
  request: FastifyRequest,
  spec: MultipartSpec<F, G>,
): Promise<MultipartForm<F, G>> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Data harus dikirim sebagai formulir (multipart/form-data)');
  }
  const fields: Partial<Record<F, string>> = {};
  const files = {} as Record<G, Buffer[]>;
  for (const name of Object.keys(spec.files) as G[]) files[name] = [];
  const isField = (name: string): name is F => (spec.fields as readonly string[]).includes(name);
  const isFileField = (name: string): name is G => Object.hasOwn(spec.files, name);

  // The first problem is kept while the rest of the body is still read, so the client gets
  // the answer instead of a connection cut off mid-upload.
  let refusal: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (refusal || !isFileField(name)) {
          refusal ??= badRequest(`Kolom "${name}" tidak menerima file`);
          part.file.resume();
          await finished(part.file);
          continue;
        }
        const data = await part.toBuffer();
        // A browser form with no file chosen still sends an empty, nameless part.
        if (data.length === 0 && !part.filename) continue;
        if (files[name].length >= spec.files[name]) {
          refusal ??= badRequest(`Kolom "${name}" maksimal berisi ${spec.files[name]} file`);
          continue;
        }
        files[name].push(data);
      } else {
        if (refusal || !isField(name)) continue;
        if (part.valueTruncated) refusal = payloadTooLarge(`Isian "${name}" terlalu panjang`);
        else if (typeof part.value !== 'string') refusal = badRequest(`Isian "${name}" harus teks`);
        else if (hasForbiddenControlCharacters(part.value))
          refusal = badRequest(CONTROL_CHARACTERS_MESSAGE, 'VALIDATION_ERROR');
        else if (fields[name] !== undefined)
          refusal = badRequest(`Isian "${name}" dikirim lebih dari sekali`);
        else fields[name] = part.value;
      }
    }
  } catch (error) {
    throw refusal ?? multipartError(request, error);
  }
  if (refusal) throw refusal;
  return { fields, files };
}

/** The parser's own errors (limits, broken bodies) in our words. */
function multipartError(request: FastifyRequest, error: unknown): AppError {
  if (error instanceof AppError) return error;
  request.log.info({ err: error }, 'multipart body refused');
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(`Ukuran foto maksimal ${maxFileMegabytes} MB`);
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(
        `Maksimal ${UPLOAD_LIMITS.maxFilesPerRequest} foto dalam satu kiriman`,
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge('Formulir berisi terlalu banyak isian');
    default:
      return badRequest('Formulir tidak valid atau terpotong, coba kirim lagi');
  }
}
