import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>isi</p>,
      errorElement: <ErrorScreen />,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('fallback screen', () => {
  it("shows a thrown error's message", async () => {
    renderFailingRoute(() => {
      throw new Error('Koneksi terputus');
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('Koneksi terputus')).toBeVisible();
  });

  it("shows a route error response's status text", async () => {
    renderFailingRoute(() => {
      throw data('tidak ada', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('Service Unavailable')).toBeVisible();
  });

  it("shows a route error response's data when it has no status text", async () => {
    renderFailingRoute(() => {
      throw new Response('Data rusak', { status: 500 });
    });
    expect(await screen.findByText('Data rusak')).toBeVisible();
  });
});
