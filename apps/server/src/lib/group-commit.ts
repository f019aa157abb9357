/**
 * Group commit: runs `run` on batches of items, at most `maxInFlight` batches at a time. The
 * items that arrive in one turn of the event loop leave together at its end (a quiet server adds
 * no wait but that turn's), and those that arrive while every slot is busy leave together in the
 * next batch, so under load one statement (and one commit) serves many callers. Leaving at the
 * turn's end matters where the database runs in this thread (PGlite): no request arrives while a
 * statement runs, so a slot is always free when one does.
 *
 * Items with the same `keyOf` never share a batch (a later one waits for the next): a statement
 * that updates one row per item must not meet the same row twice. `run` answers one settled
 * result per item, in order, so one item's refusal is only that caller's.
 */
export function createGroupCommit<Item, Result>(options: {
  maxInFlight: number;
  maxBatch: number;
  keyOf: (item: Item) => string;
  run: (items: readonly Item[]) => Promise<readonly PromiseSettledResult<Result>[]>;
}): (item: Item) => Promise<Result> {
  const { maxInFlight, maxBatch, keyOf, run } = options;
  interface Waiting {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let inFlight = 0;
  let pumpScheduled = false;

  /** The oldest waiting items with distinct keys, up to maxBatch; the rest keep their places. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      const key = keyOf(waiting.item);
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  }

  async function runBatch(batch: Waiting[]) {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (result?.status === 'fulfilled') waiting.resolve(result.value);
        else waiting.reject(result ? result.reason : new Error('group commit: no result'));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight++;
      void runBatch(takeBatch()).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (pumpScheduled) return;
      pumpScheduled = true;
      setImmediate(() => {
        pumpScheduled = false;
        pump();
      });
    });
}
