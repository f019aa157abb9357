import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';

/**
 * Every page of the worker area, rendered inside YasaLayout; paths are relative to /yasa and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'order/jobs', element: <MyJobsPage /> }
 * and replace the index entry once the home page exists. Pages not built yet fall through to the
 * catch-all and show "Halaman tidak ditemukan" inside the layout.
 */
export const yasaRoutes: RouteObject[] = [
  { index: true, element: <NotFound homePath="/yasa" /> },
  { path: '*', element: <NotFound homePath="/yasa" /> },
];
