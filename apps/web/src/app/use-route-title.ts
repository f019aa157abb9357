import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '@/lib/document-title';

/**
 * What a route entry may carry in `handle`: its page title, e.g. `{ title: 'Pesanan Saya' }`,
 * and `fullScreenOnPhone` for a page that is a screen of its own below lg (the chat): the area's
 * top bar, bottom tabs and padding step aside and the page owns the whole height. Every page
 * has a title (route-titles.test walks the route table).
 */
export type RouteHandle = { title?: string; fullScreenOnPhone?: boolean };

/** The deepest matched route's `handle.title` becomes the tab's title: 'Pesanan Saya · Bantuin'. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** True when the deepest route that says so asks for the whole phone screen (RouteHandle). */
export function useFullScreenOnPhone(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.fullScreenOnPhone);
}
