import DataLoader from 'dataloader';

const MAX_ASKS_PER_BATCH = 256;

/** One reader's ask for a page that several readers may read in one statement. */
export interface PageAsk<Page> {
  /** Which page: asks with the same key that wait together are read once. */
  key: string;
  reader: string;
  /** Reads the page for these readers (each once), with what each of them sees on it. */
  read: (readers: readonly string[]) => Promise<Page>;
}

/**
 * Readers who ask for the same page while the database is busy with earlier asks read it in one
 * statement: a page every Yasa reads (the open list) is then scanned, versioned and counted once
 * for them all, and only their own marks are read per reader (DataLoader's batching, without its
 * cache). An ask waits only for a statement that has not started: each answer comes from a
 * statement sent after the ask arrived, so it shows every change committed before that.
 *
 * At most `maxInFlight` batches run at once; asks arriving meanwhile gather into the next one,
 * so the batches grow with the load and stay single asks when the database keeps up.
 */
export function pageBatches<Page>(maxInFlight = 2) {
  // Batches running or about to (a slot is taken when a batch is scheduled, handed on at its end).
  let running = 0;
  const waitingBatches: (() => void)[] = [];
  const loader = new DataLoader<PageAsk<Page>, Page>(
    async (asks) => {
      try {
        const readersOf = new Map<string, Set<string>>();
        const readOf = new Map<string, PageAsk<Page>['read']>();
        for (const ask of asks) {
          if (!readOf.has(ask.key)) {
            readOf.set(ask.key, ask.read);
            readersOf.set(ask.key, new Set());
          }
          readersOf.get(ask.key)!.add(ask.reader);
        }
        const pages = new Map(
          await Promise.all(
            [...readOf].map(async ([key, read]) => {
              const page = await read([...readersOf.get(key)!]).catch((error: unknown) =>
                error instanceof Error ? error : new Error(String(error)),
              );
              return [key, page] as const;
            }),
          ),
        );
        return asks.map((ask) => pages.get(ask.key)!);
      } finally {
        const next = waitingBatches.shift();
        if (next) next();
        else running--;
      }
    },
    {
      cache: false,
      // A statement's array of readers stays small; a full batch waits its turn as any other.
      maxBatchSize: MAX_ASKS_PER_BATCH,
      // Asks parsed in the same turn of the event loop join; beyond `maxInFlight`, the batch
      // waits for one to end and gathers whoever asks meanwhile.
      batchScheduleFn: (dispatch) => {
        if (running < maxInFlight) {
          running++;
          setImmediate(dispatch);
        } else waitingBatches.push(dispatch);
      },
    },
  );
  return (ask: PageAsk<Page>) => loader.load(ask);
}
