import { ACCOUNT_ROLES, type AccountRole } from '@bantuin/contract';
import { paths } from '@/lib/paths';

/** The spec fixes these localStorage keys. */
const TOKEN_KEY = 'access_token';
const ROLE_KEY = 'role';

export type Session = { accessToken: string; role: AccountRole };

const AREA_PATHS = {
  jalu: paths.jalu.home,
  yasa: paths.yasa.home,
  admin: paths.admin.home,
} as const satisfies Record<AccountRole, string>;
export type AreaPath = (typeof AREA_PATHS)[AccountRole];

const isRole = (value: string | null): value is AccountRole =>
  (ACCOUNT_ROLES as readonly (string | null)[]).includes(value);

/** The stored session, or null when there is no token or the role is not one we know. */
export function getSession(): Session | null {
  const accessToken = localStorage.getItem(TOKEN_KEY);
  const role = localStorage.getItem(ROLE_KEY);
  if (!accessToken || !isRole(role)) return null;
  return { accessToken, role };
}

export function getAccessToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveSession({ accessToken, role }: Session): void {
  localStorage.setItem(TOKEN_KEY, accessToken);
  localStorage.setItem(ROLE_KEY, role);
}

/** Forgets the token and role only; logout goes further and clears all of localStorage. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
}

/** Home of each role's area: /jalu for clients, /yasa for workers, /admin for operators. */
export function areaPathFor<R extends AccountRole>(role: R): (typeof AREA_PATHS)[R] {
  return AREA_PATHS[role];
}
