import { serviceUnavailable, tooManyRequests } from './errors.js';

export interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting (not yet running) in total; one more answers 503. */
  maxWaiting: number;
  /** Jobs one person may have waiting; one more answers 429. Unset: no per-person bound. */
  maxWaitingPerKey?: number;
  /** Said to the person when the queue is full (Indonesian). */
  busyMessage: string;
}

export interface BoundedQueue {
  /** Runs `job` when a slot is free; refuses at once (429/503) rather than wait in a long line. */
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  /** Jobs waiting now, for tests and metrics. */
  waiting(): number;
}

/**
 * A small semaphore with a bounded line in front of it, for expensive work (image decoding,
 * the rate-limited geocoder): one person cannot fill the line for everyone, and a full line is
 * refused quickly instead of making every request wait.
 */
export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  let running = 0;
  const line: Array<{ key: string; start: () => void }> = [];
  const waitingFor = new Map<string, number>();

  const next = () => {
    if (running >= options.concurrency) return;
    const entry = line.shift();
    if (!entry) return;
    const left = (waitingFor.get(entry.key) ?? 1) - 1;
    if (left > 0) waitingFor.set(entry.key, left);
    else waitingFor.delete(entry.key);
    // The slot passes straight to the waiter, so no newcomer slips in before it wakes.
    running += 1;
    entry.start();
  };

  return {
    async run(key, job) {
      if (running >= options.concurrency || line.length > 0) {
        if (
          options.maxWaitingPerKey !== undefined &&
          (waitingFor.get(key) ?? 0) >= options.maxWaitingPerKey
        ) {
          throw tooManyRequests(options.busyMessage);
        }
        if (line.length >= options.maxWaiting) {
          throw serviceUnavailable(options.busyMessage);
        }
        waitingFor.set(key, (waitingFor.get(key) ?? 0) + 1);
        await new Promise<void>((start) => line.push({ key, start }));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        running -= 1;
        next();
      }
    },
    waiting: () => line.length,
  };
}
