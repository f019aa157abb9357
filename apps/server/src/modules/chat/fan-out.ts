/** One event for one room's sockets, on every other process. */
export interface RoomEvent {
  room: string;
  event: string;
  payload: unknown;
}

/** Payloads past PostgreSQL's 8000-byte NOTIFY limit take the adapter's slower attachment path. */
const BATCH_BYTES = 7000;
/** Past this many waiting events (the database away for long) the oldest are dropped. */
const QUEUE_MAX = 10_000;

/** How many of the first entries go in one publication: up to ~7 KB, at least one however large. */
function fittingCount(entries: readonly { bytes: number }[]): number {
  let bytes = 0;
  let count = 0;
  while (count < entries.length && (count === 0 || bytes + entries[count]!.bytes <= BATCH_BYTES)) {
    bytes += entries[count]!.bytes;
    count += 1;
  }
  return count;
}

/** Room events cut into publications of up to ~7 KB each (one NOTIFY apiece). */
export function fanOutBatches(events: readonly RoomEvent[]): RoomEvent[][] {
  let entries = events.map((event) => ({ event, bytes: Buffer.byteLength(JSON.stringify(event)) }));
  const batches: RoomEvent[][] = [];
  while (entries.length > 0) {
    const count = fittingCount(entries);
    batches.push(entries.slice(0, count).map((entry) => entry.event));
    entries = entries.slice(count);
  }
  return batches;
}

/**
 * Sends room events to the other processes with at most one publication in flight: events that
 * arrive meanwhile go together in the next one (up to ~7 KB). Under load this turns one
 * `pg_notify` round trip per chat message into one per batch, so the adapter's connection never
 * queues, and the caller never waits (local delivery has happened already).
 */
export function batchedFanOut(
  publish: (batch: RoomEvent[]) => Promise<void>,
  report: { onDropped(count: number): void; onFailed(error: unknown): void },
) {
  const { onDropped, onFailed } = report;
  let queue: { event: RoomEvent; bytes: number }[] = [];
  let sending = false;

  function nextBatch() {
    const count = fittingCount(queue);
    const batch = queue.slice(0, count).map((entry) => entry.event);
    queue = queue.slice(count);
    return batch;
  }

  async function drain() {
    sending = true;
    try {
      while (queue.length) {
        // A failed publication loses that batch for the other processes (the messages are
        // stored, so they show on the next join), never the chat of this one.
        await publish(nextBatch()).catch(onFailed);
      }
    } finally {
      sending = false;
    }
  }

  return (event: RoomEvent) => {
    queue.push({ event, bytes: Buffer.byteLength(JSON.stringify(event)) });
    if (queue.length > QUEUE_MAX) {
      const dropped = queue.length - QUEUE_MAX;
      queue = queue.slice(dropped);
      onDropped(dropped);
    }
    if (!sending) void drain();
  };
}
