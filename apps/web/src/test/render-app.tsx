import type { AccountRole } from '@bantuin/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';

// Each area's pages are one lazy chunk in the app (routes.tsx). Loading them here, before any
// test starts, keeps transforming a whole area out of the first test's timeouts, as the static
// imports did before the split; the routes still go through their `lazy` functions.
await Promise.all([
  import('@/app/routes/public/public-pages'),
  import('@/app/routes/jalu/jalu-home'),
  import('@/app/routes/jalu/jalu-pages'),
  import('@/app/routes/yasa/yasa-pages'),
  import('@/app/routes/admin/admin-pages'),
]);

type RenderAppOptions = { session?: { role: AccountRole; accessToken?: string } };

/** Mounts the real app (routes, guards, providers, toasts) in a memory router at `path`. */
export function renderApp(path: string, { session }: RenderAppOptions = {}) {
  if (session) saveSession({ accessToken: session.accessToken ?? 'token-123', role: session.role });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  const currentPath = () => router.state.location.pathname;
  return { ...view, user, router, queryClient, currentPath };
}
