import DataLoader from 'dataloader';

const MAX_ASKS_PER_BATCH = 256;

/**
 * Asks that wait while the database is busy with earlier ones are read together, in one
 * statement (`readBatch` answers each ask, in order, or gives the Error that fails it alone):
 * DataLoader's batching without its cache. An ask waits only for a statement that has not
 * started: each answer comes from a statement sent after the ask arrived, so it shows every
 * change committed before that.
 *
 * At most `maxInFlight` batches run at once; asks arriving meanwhile gather into the next one,
 * so the batches grow with the load and stay single asks when the database keeps up.
 */
export function statementBatches<Ask, Answer>(
  readBatch: (asks: readonly Ask[]) => Promise<(Answer | Error)[]>,
  maxInFlight = 2,
) {
  // Batches running or about to (a slot is taken when a batch is scheduled, handed on at its end).
  let running = 0;
  const waitingBatches: (() => void)[] = [];
  const loader = new DataLoader<Ask, Answer>(
    async (asks) => {
      try {
        return await readBatch(asks);
      } finally {
        const next = waitingBatches.shift();
        if (next) next();
        else running--;
      }
    },
    {
      cache: false,
      // A statement's arrays stay small; a full batch waits its turn as any other.
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
  return (ask: Ask) => loader.load(ask);
}

/** A failed read as the Error that fails the asks it answers (DataLoader's convention). */
export const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(String(error));

/**
 * A `statementBatches` reader for asks read in one statement per shape (asks of one shape can
 * share a statement: the same list, page size, with or without a cursor): `readShape` gets the
 * asks of a shape, in order, and answers each. A failed statement fails only its own asks.
 */
export function perShape<Ask, Answer>(
  shapeOf: (ask: Ask) => string,
  readShape: (asks: Ask[]) => Promise<Answer[]>,
) {
  return async (asks: readonly Ask[]): Promise<(Answer | Error)[]> => {
    const shapes = new Map<string, number[]>();
    asks.forEach((ask, i) => {
      const shape = shapeOf(ask);
      const members = shapes.get(shape);
      if (members) members.push(i);
      else shapes.set(shape, [i]);
    });
    const answers = new Array<Answer | Error>(asks.length);
    await Promise.all(
      [...shapes.values()].map(async (members) => {
        try {
          const read = await readShape(members.map((i) => asks[i]!));
          members.forEach((i, at) => (answers[i] = read[at]!));
        } catch (error) {
          for (const i of members) answers[i] = asError(error);
        }
      }),
    );
    return answers;
  };
}
