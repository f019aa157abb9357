import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { LocalDiskStorage } from './local-disk.js';
import type { S3Storage } from './s3.js';

export const UPLOADS_PREFIX = '/uploads/';

export type ConfiguredStorage = LocalDiskStorage | S3Storage;

/**
 * Local disk unless `STORAGE=s3`. The S3 adapter (and the AWS SDK, about half a second of
 * module loading) is imported only when configured: every other start-up skips it.
 */
export async function createStorage(config: AppConfig): Promise<ConfiguredStorage> {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'), UPLOADS_PREFIX);
  const { S3Storage } = await import('./s3.js');
  return new S3Storage(config.s3, UPLOADS_PREFIX);
}
