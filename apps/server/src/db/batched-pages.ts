import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Statements that read several people's pages of their own list at once (a lateral page per
 * ask: `lib/statement-batches.ts` gathers the asks), each page given as one text of its entries.
 */

/** One person's ask for a page of their own list. */
export interface OwnPageAsk {
  owner: string;
  cursor?: string;
}

/** The person of the batch's ask a row belongs to, in the lateral page's conditions. */
export const BATCH_OWNER = sql.raw('o.owner');
/** That ask's cursor (`askRows(true)`). */
export const BATCH_CURSOR = sql.raw('o.cursor');

/** One row per ask of a batch: `o.owner` (and `o.cursor`), `o.i` its 1-based place. */
export const askRows = (afterCursor: boolean) =>
  sql`unnest(${sql.placeholder('owners')}::uuid[]${
    afterCursor ? sql`, ${sql.placeholder('cursors')}::uuid[]` : sql``
  }) with ordinality as o(owner${afterCursor ? sql`, cursor` : sql``}, i)`;
export const askPlace = sql<number>`o.i::int`;
/** The batch's rows are one per ask that has a page: grouped by it. */
export const perAsk = sql`o.i`;

/** The placeholder values of a batch: its owners, and their cursors if it has them. */
export const askValues = (asks: readonly OwnPageAsk[]) => ({
  owners: asks.map((ask) => ask.owner),
  cursors: asks[0]?.cursor !== undefined ? asks.map((ask) => ask.cursor) : undefined,
});

/**
 * An ask's page as one text (what `entriesOfText` in `lib/answer-cards.ts` takes apart): each
 * entry's `fields` (id, version, then the waiting count if any) between spaces, entries between
 * commas, in `order`. An aggregate over the lateral page, grouped by `perAsk`.
 */
export const entriesText = (fields: readonly SQLWrapper[], order: SQL) =>
  sql<string>`string_agg(concat_ws(' ', ${sql.join(
    fields.map((field) => sql`${field}`),
    sql`, `,
  )}), ',' order by ${order})`;

/** Each ask's text, in the asks' order (null: an empty page). */
export function textByAsk(
  rows: readonly { i: number; page: string | null }[],
  asks: readonly unknown[],
): (string | null)[] {
  const pages: (string | null)[] = asks.map(() => null);
  for (const { i, page } of rows) pages[i - 1] = page;
  return pages;
}
