/** How many answers one store keeps per process (emptied when full: a city's open jobs). */
const CARDS_MAX = 20_000;

/** What a list statement reads of each item instead of the item: the versions it is made from. */
export interface CardEntry {
  id: string;
  version: string;
  /** Written into the answer on each read (an open job's waiting Yasa); absent: none. */
  waiting?: number | null;
}

interface Card<Answer> {
  version: string;
  /** The answer stops being right at this instant without any row changing (`actionsChangeAt`). */
  staleAt: number;
  /** The answer as made, and as last answered with `waiting` written in. */
  base: Answer;
  waiting: number;
  answer: Answer;
}

/**
 * Answers kept per process by the versions of the rows they are made from (a job's answer by
 * `jobs.xmin` and both profiles' `xmin`: `JobListEntry.version`, which every committed change to
 * them renews). A list statement then reads only its page's entries (narrow rows with the
 * versions and what each reader sees differently); only items whose answer is not held in that
 * version are read whole, in one more statement. Nothing here is trusted without the version
 * read in the same request, so a change from any process shows on the next read.
 *
 * `present` makes the answer from an item read whole, `withWaiting` writes the entry's waiting
 * count in; both give frozen objects, shared by every reader (their bytes are made once:
 * `serializedItemsOnce`).
 */
export function answerCards<Source, Answer>(options: {
  idOf: (source: Source) => string;
  versionOf: (source: Source) => string;
  present: (source: Source) => Answer;
  withWaiting: (base: Answer, waiting: number) => Answer;
  /** When the answer made from `source` stops being right with no row changed. */
  staleAt: (source: Source) => number;
}) {
  const cards = new Map<string, Card<Answer>>();

  const current = (entry: CardEntry, now: number) => {
    const card = cards.get(entry.id);
    return card && card.version === entry.version && card.staleAt > now ? card : undefined;
  };

  const withWaiting = (card: Card<Answer>, waiting: number) => {
    if (card.waiting !== waiting) {
      card.answer = options.withWaiting(card.base, waiting);
      card.waiting = waiting;
    }
    return card.answer;
  };

  return {
    /**
     * The page's answers, in its order: those held in the entry's version, the others from
     * `load` (the items of the ids given still on such a list; one gone from it in the meantime
     * is left out of the page, one changed again is answered in its newer version).
     */
    async answersFor(
      entries: readonly CardEntry[],
      load: (ids: string[]) => Promise<Source[]>,
    ): Promise<Answer[]> {
      const now = Date.now();
      const missing = entries.filter((entry) => !current(entry, now)).map((entry) => entry.id);
      const loaded = new Map<string, Card<Answer>>();
      if (missing.length > 0) {
        for (const source of await load(missing)) {
          const base = options.present(source);
          const card: Card<Answer> = {
            version: options.versionOf(source),
            staleAt: options.staleAt(source),
            base,
            waiting: Number.NaN,
            answer: base,
          };
          if (cards.size >= CARDS_MAX) cards.clear();
          cards.set(options.idOf(source), card);
          loaded.set(options.idOf(source), card);
        }
      }
      return entries.flatMap((entry) => {
        const card = loaded.get(entry.id) ?? current(entry, now);
        return card ? [withWaiting(card, entry.waiting ?? 0)] : [];
      });
    },
  };
}

/**
 * A page's entries (`read`) and their answers (`answersFor`, given at most `shown` of them: a
 * list reading one entry more to know whether another page follows). An item that left the list
 * between the two statements is not answered: the page is read once more then, or it would come
 * back short, and a short page is the last one to the web.
 */
export async function settledPage<Entry extends CardEntry, Answer>(
  read: () => Promise<Entry[]>,
  answersFor: (entries: Entry[]) => Promise<Answer[]>,
  shown = Infinity,
): Promise<{ entries: Entry[]; answers: readonly Answer[] }> {
  const answered = async (entries: Entry[]) =>
    answersFor(entries.length > shown ? entries.slice(0, shown) : entries);
  let entries = await read();
  let answers = await answered(entries);
  if (answers.length < Math.min(entries.length, shown)) {
    entries = await read();
    answers = await answered(entries);
  }
  return { entries, answers: Object.freeze(answers) };
}

export type AnswerCards<Answer> = ReturnType<typeof answerCards<unknown, Answer>>;
