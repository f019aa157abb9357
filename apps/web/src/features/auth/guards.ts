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

/**
 * /jalu, /yasa and /admin: no token goes to / (the area's home) or to /login with `?next=` (a
 * deeper link, e.g. an order shared in WhatsApp: back there after logging in); another role
 * goes to its own area.
 */
export function requireRole(role: AccountRole): LoaderFunction {
  return ({ request }) => {
    const session = getSession();
    if (!session) {
      const { pathname, search } = new URL(request.url);
      if (pathname === areaPathFor(role) || pathname === `${areaPathFor(role)}/`) {
        return redirect(paths.landing);
      }
      return redirect(`${paths.login}?next=${encodeURIComponent(pathname + search)}`);
    }
    if (session.role !== role) return redirect(areaPathFor(session.role));
    return null;
  };
}
