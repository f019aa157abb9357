import type { FastifyInstance } from 'fastify';
import { sweepEvery } from '../../lib/sweep.js';
import type { DataExportService } from './export.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Unduh data saya', exposed so tests and tools can run the purge on demand. */
    dataExports: DataExportService;
  }
}

/** How often each process drops expired export files (personal data nobody may fetch). */
const EXPORT_PURGE_EVERY_MS = 3_600_000;

/** Every process drops the export files whose link expired, hourly. */
export function startExportPurgeSweep(
  app: FastifyInstance,
  service: DataExportService,
  everyMs = EXPORT_PURGE_EVERY_MS,
): void {
  app.decorate('dataExports', service);
  sweepEvery(app, everyMs, 'data export purge', 'dropped expired data export files', () =>
    service.purgeExpired(),
  );
}
