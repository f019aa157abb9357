import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '@/lib/load-chunk';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * Route `lazy` functions over one area's pages module: every page of an area (and its layout)
 * comes from that one chunk, fetched on the first visit to the area, so the entry holds none of
 * them. Paths, guards and titles stay in the route objects: they are needed before the chunk.
 * A failed fetch is retried (lib/load-chunk), then shown as 'Periksa koneksimu' (ErrorScreen).
 *   const page = lazyPages(() => import('./jalu-pages'));
 *   { path: 'profile', handle: { title: 'Profil' }, lazy: page((p) => <p.JaluProfilePage />) }
 */
export function lazyPages<Pages>(load: () => Promise<Pages>) {
  return (render: (pages: Pages) => ReactNode): LazyRoute =>
    async () => ({ element: render(await loadChunk(load)) });
}
