import { LRUCache } from 'lru-cache';

/** How many answers one store keeps per process (emptied when full: a city's open jobs). */
const CARDS_MAX = 20_000;
/** How many pages `keptPages` holds per list (the one asked longest ago dropped first). */
const KEPT_PAGES_MAX = 256;

/** What a list statement reads of each item instead of the item: the versions it is made from. */
export interface CardEntry {
  id: string;
  version: string;
  /** Written into the answer on each read (an open job's waiting Yasa); absent: none. */
  waiting?: number | null;
}

/** A page's answers, and the instant the first of them stops being right with no row changed. */
export interface PageAnswers<Answer> {
  answers: Answer[];
  staleAt: number;
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
    ): Promise<PageAnswers<Answer>> {
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
      let staleAt = Infinity;
      const answers = entries.flatMap((entry) => {
        const card = loaded.get(entry.id) ?? current(entry, now);
        if (!card) return [];
        staleAt = Math.min(staleAt, card.staleAt);
        return [withWaiting(card, entry.waiting ?? 0)];
      });
      return { answers, staleAt };
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
  answersFor: (entries: Entry[]) => Promise<PageAnswers<Answer>>,
  shown = Infinity,
): Promise<{ entries: Entry[]; answers: readonly Answer[]; staleAt: number }> {
  const answered = async (entries: Entry[]) =>
    answersFor(entries.length > shown ? entries.slice(0, shown) : entries);
  let entries = await read();
  let page = await answered(entries);
  if (page.answers.length < Math.min(entries.length, shown)) {
    entries = await read();
    page = await answered(entries);
  }
  return { entries, answers: Object.freeze(page.answers), staleAt: page.staleAt };
}

/**
 * A page's entries as its statement gives them in one text (`entriesText` in SQL): an entry's
 * id, version and waiting count (if any) between spaces, entries between commas; no page: null.
 * One text per page is one value for the driver to take apart instead of a row per entry.
 */
export function entriesOfText(text: string | null): CardEntry[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [id, version, waiting] = entry.split(' ');
    return { id: id!, version: version!, waiting: waiting === undefined ? null : Number(waiting) };
  });
}

/**
 * A list's last answers per page (`key`: whose page, which one), kept with the text of the
 * entries they were made from (`entriesOfText`). The text is read on every request; while it is
 * the same and no answer is past its instant, the same answers are right, so the same frozen
 * value is given again (and its bytes sent again: `serializedItemsOnce`). This is
 * `answerCards` for a whole page: nothing is trusted without the page's entries read in the
 * request itself.
 */
export function keptPages<Value>(max = KEPT_PAGES_MAX) {
  const pages = new LRUCache<string, { text: string | null; value: Value; staleAt: number }>({
    max,
  });
  return async function answered<Answer>(
    key: string,
    readText: () => Promise<string | null>,
    answersFor: (entries: CardEntry[]) => Promise<PageAnswers<Answer>>,
    valueOf: (page: { entries: CardEntry[]; answers: readonly Answer[] }) => Value,
    shown = Infinity,
  ): Promise<Value> {
    let text = await readText();
    const kept = pages.get(key);
    if (kept && kept.text === text && kept.staleAt > Date.now()) return kept.value;
    let firstRead = true;
    const page = await settledPage(
      async () => {
        if (!firstRead) text = await readText();
        firstRead = false;
        return entriesOfText(text);
      },
      answersFor,
      shown,
    );
    const value = valueOf(page);
    pages.set(key, { text, value, staleAt: page.staleAt });
    return value;
  };
}

/** Entries read as rows, as the text `entriesOfText` takes apart. */
const textOfEntries = (entries: readonly CardEntry[]) =>
  entries
    .map(({ id, version, waiting }) =>
      waiting == null ? `${id} ${version}` : `${id} ${version} ${waiting}`,
    )
    .join(',');

/**
 * `keptPages` for a page read as rows (the open list, read once for everyone asking it at once,
 * with each reader's marks beside the entries): the same answers while the page's entries are
 * the same, so the page's bytes, and each reader's marked copy, can be made once for it.
 */
export function keptPageAnswers<Answer>(max = KEPT_PAGES_MAX) {
  const pages = new LRUCache<string, { text: string; page: PageAnswers<Answer> }>({ max });
  return async (
    key: string,
    entries: readonly CardEntry[],
    answersFor: (entries: readonly CardEntry[]) => Promise<PageAnswers<Answer>>,
  ): Promise<PageAnswers<Answer>> => {
    const text = textOfEntries(entries);
    const kept = pages.get(key);
    if (kept && kept.text === text && kept.page.staleAt > Date.now()) return kept.page;
    const page = await answersFor(entries);
    // A page short of an item that left the list is read again (`settledPage`), not kept.
    if (page.answers.length === entries.length) {
      Object.freeze(page.answers);
      pages.set(key, { text, page });
    }
    return page;
  };
}

export type AnswerCards<Answer> = ReturnType<typeof answerCards<unknown, Answer>>;
