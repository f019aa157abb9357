import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { LocalDiskStorage } from './local-disk.js';
import { S3Storage } from './s3.js';

export const UPLOADS_PREFIX = '/uploads/';

export type ConfiguredStorage = LocalDiskStorage | S3Storage;

/** Local disk unless `STORAGE=s3`. */
export function createStorage(config: AppConfig): ConfiguredStorage {
  return config.s3
    ? new S3Storage(config.s3, UPLOADS_PREFIX)
    : new LocalDiskStorage(path.join(config.dataDir, 'uploads'), UPLOADS_PREFIX);
}
