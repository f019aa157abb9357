import type { Readable } from 'node:stream';

/** Names we hand out: a UUID and a short extension, so a URL can never reach outside `dir`. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export interface StoredFile {
  body: Readable;
  contentType: string;
  length?: number;
}

/** Where uploaded files live: local disk (one process) or an S3-compatible bucket (any number). */
export interface FileStorage {
  /** Stores `data` under a new random name and answers its public URL (e.g. `/uploads/…`). */
  save(data: Buffer, extension: string): Promise<string>;
  /** Removes a file this storage handed out; unknown, foreign or already-gone URLs are a no-op. */
  delete(url: string): Promise<void>;
}
