import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config-ops.js';
import { serviceUnavailable } from '../../lib/errors.js';
import { STORED_NAME, type FileStorage, type StoredFile } from './storage.js';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Photos in an S3-compatible bucket (AWS, MinIO, R2…), so every process sees every photo.
 * URLs stay `/uploads/<name>` (the app streams the object, or redirects to `publicUrl`), so
 * rows do not change when the bucket or its address does.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    readonly publicPrefix = '/uploads/',
  ) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: !!config.endpoint,
      credentials: config.accessKeyId
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey ?? '' }
        : undefined,
      maxAttempts: 2,
    });
  }

  async save(data: Buffer, extension: string): Promise<string> {
    if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`bad file extension: ${extension}`);
    const name = `${randomUUID()}.${extension}`;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: name,
          Body: data,
          ContentType: contentTypes[extension] ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } catch (error) {
      throw serviceUnavailable('Foto tidak bisa disimpan, coba lagi nanti', 'STORAGE_UNAVAILABLE', {
        cause: error,
      });
    }
    return `${this.publicPrefix}${name}`;
  }

  async delete(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (!name) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: name }),
      );
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') {
        return null;
      }
      throw error;
    }
  }

  /** Where a browser may fetch the object directly, when the bucket is public. */
  publicUrlOf(name: string): string | undefined {
    if (!this.config.publicUrl || !STORED_NAME.test(name)) return undefined;
    return `${this.config.publicUrl}/${name}`;
  }

  private nameOf(url: string): string | undefined {
    if (!url.startsWith(this.publicPrefix)) return undefined;
    const name = url.slice(this.publicPrefix.length);
    return STORED_NAME.test(name) ? name : undefined;
  }
}
