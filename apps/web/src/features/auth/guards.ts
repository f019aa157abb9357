import type { AccountRole } from '@bantuin/contract';
import { redirect, type LoaderFunction } from 'react-router';
import { areaPathFor, getSession } from '@/lib/session';
import { paths } from '@/lib/paths';

/**
 * Route loaders, so the redirect happens before anything renders (no flash of the wrong page).
 */

/** Public pages (/, /login, registration): a signed-in visitor goes to their own area. */
export const redirectSignedInVisitor: LoaderFunction = () => {
  const session = getSession();
  return session ? redirect(areaPathFor(session.role)) : null;
};

/** /jalu, /yasa and /admin: no token goes to /, another role goes to its own area. */
export function requireRole(role: AccountRole): LoaderFunction {
  return () => {
    const session = getSession();
    if (!session) return redirect(paths.landing);
    if (session.role !== role) return redirect(areaPathFor(session.role));
    return null;
  };
}
