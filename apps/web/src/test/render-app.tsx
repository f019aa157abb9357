import type { AccountRole } from '@bantuin/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';

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
