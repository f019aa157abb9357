import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenControlCharacters } from '@bantuin/contract';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.js';
import { maxFileMegabytes, maxRequestMegabytes, UPLOAD_LIMITS } from './limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files one request of this photo scope may carry (its parser's limit). */
    uploadFileLimit: number;
  }
}

/** Registers the multipart parser in `app`'s scope, with the upload limits. */
async function registerMultipart(app: FastifyInstance, maxFiles: number): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: maxFiles,
      fields: UPLOAD_LIMITS.maxFields,
      fieldSize: UPLOAD_LIMITS.maxFieldBytes,
      parts: UPLOAD_LIMITS.maxFields + maxFiles,
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
  /** Files per request in this scope (a Bebersih proof carries photos for up to 12 tasks). */
  maxFiles: number = UPLOAD_LIMITS.maxFilesPerRequest,
): Promise<void> {
  await app.register(async (scoped) => {
    await registerMultipart(scoped, maxFiles);
    scoped.decorateRequest('uploadFileLimit', maxFiles);
    register(scoped as App);
  });
}

/** What a route accepts: text field names, and for each file field how many files it may carry. */
export interface MultipartSpec<F extends string, G extends string> {
  fields: readonly F[];
  files: Readonly<Record<G, number>>;
}

/** A photo route's form: what `readMultipart` accepts, and how the API docs show it. */
export interface PhotoForm<F extends string, G extends string> extends MultipartSpec<F, G> {
  /** The multipart/form-data body schema, for the route's `config.multipartBody`. */
  openapi: Record<string, unknown>;
}

const imageFilesDescription = (min: number, max: number) =>
  `${min}–${max} photos (JPEG, PNG or WebP), each at most ${maxFileMegabytes} MB and ` +
  `${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels; stored as WebP, longest side ` +
  `${UPLOAD_LIMITS.maxSide} px.`;

/**
 * Declares a photo route's form once: its text fields as the contract's schema validates them
 * (the docs show that schema's rules) and its file fields with how many files each takes.
 */
export function photoForm<S extends z.ZodObject, const G extends string>(
  fieldsSchema: S,
  files: Readonly<Record<G, { min: number; max: number }>>,
  /** What the schema cannot say, per text field (e.g. JSON text that it parses). */
  notes: Partial<Record<keyof S['shape'] & string, string>> = {},
): PhotoForm<keyof S['shape'] & string, G> {
  const fieldsJson = z.toJSONSchema(fieldsSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const fileEntries = Object.entries(files) as [G, { min: number; max: number }][];
  return {
    fields: Object.keys(fieldsSchema.shape) as (keyof S['shape'] & string)[],
    files: Object.fromEntries(fileEntries.map(([name, { max }]) => [name, max])) as Record<
      G,
      number
    >,
    openapi: {
      type: 'object',
      properties: {
        ...Object.fromEntries(
          Object.entries(fieldsJson.properties ?? {}).map(([name, property]) => [
            name,
            name in notes
              ? { ...(property as object), description: notes[name as keyof typeof notes] }
              : property,
          ]),
        ),
        ...Object.fromEntries(
          fileEntries.map(([name, { min, max }]) => [
            name,
            {
              type: 'array',
              items: { type: 'string', format: 'binary' },
              minItems: min,
              maxItems: max,
              description: imageFilesDescription(min, max),
            },
          ]),
        ),
      },
      required: [
        ...(fieldsJson.required ?? []),
        ...fileEntries.filter(([, { min }]) => min > 0).map(([name]) => name),
      ],
      description:
        `At most ${UPLOAD_LIMITS.maxFilesPerRequest} files and ${UPLOAD_LIMITS.maxFields} text ` +
        `fields per request, each text at most ${UPLOAD_LIMITS.maxFieldBytes / 1024} KB.`,
    },
  };
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
  let fileBytes = 0;
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
        fileBytes += data.length;
        if (fileBytes > UPLOAD_LIMITS.maxRequestBytes) {
          // What was read is let go at once; the rest of the body is only drained.
          for (const field of Object.keys(files) as G[]) files[field] = [];
          refusal = payloadTooLarge(`Foto dalam satu kiriman maksimal ${maxRequestMegabytes} MB`);
          continue;
        }
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
      return payloadTooLarge(`Maksimal ${request.uploadFileLimit} foto dalam satu kiriman`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge('Formulir berisi terlalu banyak isian');
    default:
      return badRequest('Formulir tidak valid atau terpotong, coba kirim lagi');
  }
}
