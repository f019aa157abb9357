import { asError, statementBatches } from '../../lib/statement-batches.js';

/** One reader's ask for a page that several readers may read in one statement. */
export interface PageAsk<Page> {
  /** Which page: asks with the same key that wait together are read once. */
  key: string;
  reader: string;
  /** Reads the page for these readers (each once), with what each of them sees on it. */
  read: (readers: readonly string[]) => Promise<Page>;
}

/**
 * Readers who ask for the same page at once read it in one statement (`statementBatches`): a
 * page every Yasa reads (the open list) is then scanned, versioned and counted once for them
 * all, and only their own marks are read per reader.
 */
export function pageBatches<Page>(maxInFlight = 2) {
  return statementBatches<PageAsk<Page>, Page>(async (asks) => {
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
          const page = await read([...readersOf.get(key)!]).catch(asError);
          return [key, page] as const;
        }),
      ),
    );
    return asks.map((ask) => pages.get(ask.key)!);
  }, maxInFlight);
}
