/**
 * Where uploaded files live. Local disk today; an S3-compatible bucket can implement the same
 * two calls later without touching the modules that upload.
 */
export interface FileStorage {
  /** Stores `data` under a new random name and answers its public URL (e.g. `/uploads/…`). */
  save(data: Buffer, extension: string): Promise<string>;
  /** Removes a file this storage handed out; unknown, foreign or already-gone URLs are a no-op. */
  delete(url: string): Promise<void>;
}
