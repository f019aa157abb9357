import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';

/**
 * Every page of the client area, rendered inside JaluLayout; paths are relative to /jalu and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'profile', element: <JaluProfilePage /> }
 * and replace the index entry once the home page exists. Pages not built yet fall through to the
 * catch-all and show "Halaman tidak ditemukan" inside the layout.
 */
export const jaluRoutes: RouteObject[] = [
  { index: true, element: <NotFound homePath="/jalu" /> },
  { path: '*', element: <NotFound homePath="/jalu" /> },
];
