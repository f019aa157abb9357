import type { RouteObject } from 'react-router';
import { JaluRegisterPage } from './jalu-register-page';
import { LoginPage } from './login-page';
import { YasaRegisterPage } from './yasa-register-page';
import { LandingPage } from './landing-page';

/** Pages for visitors without a session; a signed-in visitor is sent to their area first. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', handle: { title: 'Masuk' }, element: <LoginPage /> },
  {
    path: 'jalu-register',
    handle: { title: 'Daftar sebagai Jalu' },
    element: <JaluRegisterPage />,
  },
  {
    path: 'yasa-register',
    handle: { title: 'Daftar sebagai Yasa' },
    element: <YasaRegisterPage />,
  },
];
