/**
 * Lists page with `?limit=&cursor=` (DESIGN.md): the cursor is the `_id` of the last item already
 * shown. A page shorter than the limit is the last one.
 */
export function nextCursor<T extends { _id: string }>(
  page: readonly T[],
  limit: number,
): string | undefined {
  return page.length < limit ? undefined : page.at(-1)?._id;
}
