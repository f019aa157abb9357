import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route entry may carry in `handle`: its page title, e.g. `{ title: 'Pesanan Saya' }`. */
export type RouteHandle = { title?: string };

export const APP_NAME = 'Bantuin';

/** The deepest matched route's `handle.title` becomes the tab's title: 'Pesanan Saya · Bantuin'. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
