import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { redirectSignedInVisitor, requireRole } from '@/features/auth/guards';
import { setSessionExpiredHandler } from '@/lib/session-expiry';
import { toast, useDismissToastsOnNavigation } from '@/lib/toast';
import { useRouteTitle } from './use-route-title';
import { lazyPages } from './lazy-pages';
import { adminLayout, adminRoutes } from '@/app/routes/admin/routes';
import { jaluLayout, jaluRoutes } from '@/app/routes/jalu/routes';
import {
  publicRoutes,
  resetPasswordPage,
  suspendedPage,
  verifyEmailPage,
} from '@/app/routes/public/routes';
import { yasaLayout, yasaRoutes } from '@/app/routes/yasa/routes';
import { paths } from '@/lib/paths';
import { keepRestoringScrollAfterLoad } from '@/lib/scroll-after-load';

function RootShell() {
  useDismissToastsOnNavigation();
  useRouteTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Not part of the landing's first download: fetched when an unknown address is opened. */
const notFoundPage = lazyPages(() => import('@/components/not-found'))((p) => <p.NotFoundPage />);

/** The guards are synchronous: the first paint is the right page, nothing to show before it. */
function NothingWhileGuardsRun() {
  return null;
}

/**
 * The whole route tree; tests mount it in a memory router. Each area's layout and pages are one
 * chunk, loaded by the routes' `lazy` (app/lazy-pages.tsx) in parallel with the area's guard:
 * the entry holds only this tree, the guards and the landing page.
 */
export function buildAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <ErrorScreen />,
      HydrateFallback: NothingWhileGuardsRun,
      children: [
        { loader: redirectSignedInVisitor, children: publicRoutes },
        {
          path: 'jalu',
          loader: requireRole('jalu'),
          lazy: jaluLayout,
          children: jaluRoutes,
        },
        {
          path: 'yasa',
          loader: requireRole('yasa'),
          lazy: yasaLayout,
          children: yasaRoutes,
        },
        {
          path: 'admin',
          loader: requireRole('admin'),
          lazy: adminLayout,
          children: adminRoutes,
        },
        // Outside the visitors' guard: shown right after the session was cleared, and again
        // when someone opens it later.
        {
          path: paths.suspended.slice(1),
          handle: { title: 'Akun ditangguhkan' },
          lazy: suspendedPage,
        },
        {
          path: paths.resetPassword.slice(1),
          handle: { title: 'Atur ulang kata sandi' },
          lazy: resetPasswordPage,
        },
        {
          path: paths.verifyEmail.slice(1),
          handle: { title: 'Verifikasi email' },
          lazy: verifyEmailPage,
        },
        { path: '*', handle: { title: 'Halaman tidak ditemukan' }, lazy: notFoundPage },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterFactory = (routes: RouteObject[]) => AppRouter;

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/**
 * Builds the router and wires what a 401 on an authenticated call means for the app: the API
 * client already forgot the session; here the user is told once and sent to /login.
 */
export function createAppRouter(
  queryClient: QueryClient,
  createRouter: RouterFactory = createBrowserRouter,
): AppRouter {
  const router = createRouter(buildAppRoutes());
  keepRestoringScrollAfterLoad(router);
  const onLoginPage = () =>
    router.state.location.pathname === paths.login ||
    router.state.navigation.location?.pathname === paths.login;
  const onSuspendedPage = () =>
    router.state.location.pathname === paths.suspended ||
    router.state.navigation.location?.pathname === paths.suspended;
  setSessionExpiredHandler((error) => {
    // A suspended person gets the suspension screen (with the way to support), not a login
    // form that cannot let them in; the live connection belongs to the session that ended.
    // Once there, the 401s of calls still in flight (sent without the forgotten token) say
    // nothing new, and must not carry the person on to /login.
    if (onSuspendedPage()) return;
    if (error.code === 'ACCOUNT_SUSPENDED') {
      // Imported here: only a page that opened a connection has loaded lib/socket, and the
      // landing's entry chunk stays without it.
      void import('@/lib/socket').then(({ closeSocket }) => closeSocket());
      void router.navigate(paths.suspended, { replace: true }).then(() => queryClient.clear());
      return;
    }
    // Already leaving: the pages still on screen until the navigation commits may refetch
    // (without a token) after the cache is cleared; answering those would restart the
    // navigation over and over.
    if (onLoginPage()) return;
    toast.error(error.message, { toastId: SESSION_EXPIRED_TOAST_ID });
    void router.navigate(paths.login, { replace: true }).then(() => queryClient.clear());
  });
  return router;
}
