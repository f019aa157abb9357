import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.js';
import { createBoundedQueue } from '../../lib/bounded-queue.js';
import { processImage, type ProcessedImage } from './images.js';

/**
 * The one way modules store photos, so nothing is ever half-saved:
 * `prepare` every image in memory (all checks happen here) → `saveThen` writes the files and
 * runs the DB write, removing the files again if it fails → after the commit, `discard` the
 * files the change replaced.
 */
export interface ImageUploads {
  /**
   * Checks and re-encodes each image, one after another; throws 400/413 before any write, and
   * 503 SERVICE_UNAVAILABLE at once when too many uploads already wait for the decoder.
   */
  prepare(files: readonly Buffer[]): Promise<ProcessedImage[]>;
  /** Stores the images, then runs `commit` with their URLs (in order); undoes the files on failure. */
  saveThen<T>(
    images: readonly ProcessedImage[],
    commit: (urls: string[]) => Promise<T>,
  ): Promise<T>;
  /** Deletes stored files no longer referenced; failures are logged, never thrown. */
  discard(urls: ReadonlyArray<string | null | undefined>): Promise<void>;
}

export function createImageUploads(
  storage: FileStorage,
  log: FastifyBaseLogger,
  /** Uploads that may wait while another one is decoded (UPLOAD_QUEUE_MAX). */
  maxWaiting: number,
): ImageUploads {
  // One upload's photos are decoded at a time (and sharp uses one thread, see images.ts), so a
  // burst of huge photos leaves the other core to logins and everything else.
  const decoder = createBoundedQueue({
    concurrency: 1,
    maxWaiting,
    busyMessage: 'Server sedang sibuk memproses foto, coba kirim lagi sebentar lagi',
  });
  const discard: ImageUploads['discard'] = async (urls) => {
    await Promise.all(
      urls.map(async (url) => {
        if (!url) return;
        try {
          await storage.delete(url);
        } catch (error) {
          log.warn({ err: error, url }, 'could not delete an uploaded file');
        }
      }),
    );
  };

  return {
    async prepare(files) {
      if (files.length === 0) return [];
      return decoder.run('', async () => {
        const images: ProcessedImage[] = [];
        // One at a time: a 25-megapixel decode is large enough without five in parallel.
        for (const file of files) images.push(await processImage(file));
        return images;
      });
    },

    async saveThen(images, commit) {
      const urls: string[] = [];
      try {
        for (const image of images) urls.push(await storage.save(image.data, image.extension));
        return await commit(urls);
      } catch (error) {
        await discard(urls);
        throw error;
      }
    },

    discard,
  };
}
