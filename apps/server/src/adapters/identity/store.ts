import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../../config-ops.js';

/**
 * Where identity documents (KTP photo, selfie) live: encrypted with AES-256-GCM before they
 * leave the process, under random keys, never under the public `/uploads`. Plain bytes exist
 * only in memory, on the way in and on an admin's signed view.
 */
export interface IdentityStore {
  /** Encrypts and stores; answers the key to read or erase it with. */
  put(plain: Buffer): Promise<string>;
  /** The decrypted bytes, or null when the key is unknown or erased. */
  get(key: string): Promise<Buffer | null>;
  /** Erases; an unknown key is a no-op. */
  delete(key: string): Promise<void>;
}

/** The raw (already encrypted) blobs: a private folder or a private bucket prefix. */
export interface BlobStore {
  write(name: string, data: Buffer): Promise<void>;
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

const KEY_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.bin$/;
/** Format tag of a stored blob: version 1 = 12-byte IV, 16-byte tag, ciphertext. */
const MAGIC = Buffer.from('BIv1');

export function encrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

export function decrypt(key: Buffer, stored: Uint8Array): Buffer {
  // The database driver may hand a bytea back as a plain Uint8Array.
  const sealed = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (sealed.length < 32 || !sealed.subarray(0, 4).equals(MAGIC)) {
    throw new Error('not an identity blob');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(4, 16));
  decipher.setAuthTag(sealed.subarray(16, 32));
  return Buffer.concat([decipher.update(sealed.subarray(32)), decipher.final()]);
}

export function createIdentityStore(blobs: BlobStore, key: Buffer): IdentityStore {
  if (key.length !== 32) throw new Error('identity key must be 32 bytes');
  return {
    async put(plain) {
      const name = `${randomUUID()}.bin`;
      await blobs.write(name, encrypt(key, plain));
      return name;
    },
    async get(name) {
      if (!KEY_NAME.test(name)) return null;
      const sealed = await blobs.read(name);
      return sealed && decrypt(key, sealed);
    },
    async delete(name) {
      if (KEY_NAME.test(name)) await blobs.remove(name);
    },
  };
}

/** `DATA_DIR/identity`: a folder no route serves (photos are under `DATA_DIR/uploads`). */
export class LocalBlobStore implements BlobStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  async write(name: string, data: Buffer) {
    const partial = path.join(this.dir, `.${name}.partial`);
    try {
      await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
      await rename(partial, path.join(this.dir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  async read(name: string) {
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  async remove(name: string) {
    await rm(path.join(this.dir, name), { force: true });
  }
}

/** The private prefix of the photos' bucket: `/uploads/…` reads only names without a slash. */
export const S3_IDENTITY_PREFIX = 'private/identity/';

export async function createS3BlobStore(config: S3Config): Promise<BlobStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: !!config.endpoint,
    credentials: config.accessKeyId
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey ?? '' }
      : undefined,
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  return {
    async write(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${S3_IDENTITY_PREFIX}${name}`,
          Body: data,
          ContentType: 'application/octet-stream',
          CacheControl: 'no-store',
        }),
      );
    },
    async read(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: `${S3_IDENTITY_PREFIX}${name}` }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        const code = (error as { name?: string }).name;
        if (code === 'NoSuchKey' || code === 'NotFound') return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${S3_IDENTITY_PREFIX}${name}` }));
    },
  };
}
