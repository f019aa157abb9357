/** The two sides of the marketplace. Kept in localStorage as `role`. */
export const ROLES = ['jalu', 'yasa'] as const;
export type Role = (typeof ROLES)[number];

/** Every kind of account: the two sides plus the operators (`admin`), who have no public sign-up. */
export const ACCOUNT_ROLES = [...ROLES, 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Flat admin fee charged to the Jalu on every job, in whole rupiah. */
export const ADMIN_FEE = 2000;

export const JOB_CATEGORIES = ['Bebersih', 'Nitip'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/**
 * First path segments that belong to the server. Everything else that is a GET is a page of the
 * web app (the server answers it with index.html; the Vite dev server proxies these to the API).
 * POST /login is an API call while GET /login is the login page, so `login` is not listed here.
 */
export const API_PATH_PREFIXES = [
  'clients',
  'workers',
  'jobs',
  'profile',
  'payment',
  'payout',
  'geocode',
  'uploads',
  'healthz',
  'config',
  'docs',
  'socket.io',
  'notifications',
  'push',
  'reports',
  'blocks',
] as const;

/**
 * The API's second path segments under `/admin/`; the console's pages use other (Indonesian)
 * segments, so a proxy or server can tell an API call from a page by its path.
 */
export const ADMIN_API_RESOURCES = [
  'overview',
  'users',
  'jobs',
  'disputes',
  'withdrawals',
  'audit',
  'verifications',
  'identity-images',
  'reports',
] as const;

export function isApiPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (API_PATH_PREFIXES as readonly string[]).includes(first);
}
