import type { RouteObject } from 'react-router';
import { lazyPages } from '@/app/lazy-pages';
import { LandingPage } from './landing-page';

/** Login and registration come from one chunk; the landing is in the entry (first paint). */
const page = lazyPages(() => import('./public-pages'));

/** The suspension screen (router.tsx mounts it outside the visitors' guard). */
export const suspendedPage = page((p) => <p.SuspendedPage />);
/** The mails' links (router.tsx mounts them outside the visitors' guard: signed in or not). */
export const resetPasswordPage = page((p) => <p.ResetPasswordPage />);
export const verifyEmailPage = page((p) => <p.VerifyEmailPage />);

/** Pages for visitors without a session; a signed-in visitor is sent to their area first. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Bantuan Bebersih dan Nitip di sekitarmu' },
    element: <LandingPage />,
  },
  { path: 'login', handle: { title: 'Masuk' }, lazy: page((p) => <p.LoginPage />) },
  {
    path: 'jalu-register',
    handle: { title: 'Daftar sebagai Jalu' },
    lazy: page((p) => <p.JaluRegisterPage />),
  },
  {
    path: 'lupa-sandi',
    handle: { title: 'Lupa kata sandi' },
    lazy: page((p) => <p.ForgotPasswordPage />),
  },
  {
    path: 'yasa-register',
    handle: { title: 'Daftar sebagai Yasa' },
    lazy: page((p) => <p.YasaRegisterPage />),
  },
];
