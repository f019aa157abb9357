import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '@/lib/load-chunk';
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
      await screen.findByRole('heading', { name: 'Maaf, ada yang tidak beres' }),
    ).toBeVisible();
    // The browser's own words only under 'Detail teknis', for a bug report.
    expect(screen.getByText('Koneksi terputus')).not.toBeVisible();
    expect(screen.getByText('Detail teknis')).toBeVisible();
  });

  it("asks to check the connection when a page's code could not be fetched, with 'Coba lagi'", async () => {
    renderFailingRoute(() => {
      throw new ChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js');
    });
    expect(await screen.findByRole('heading', { name: 'Periksa koneksimu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
  });

  it("shows a route error response's status text", async () => {
    renderFailingRoute(() => {
      throw data('tidak ada', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
  });

  it("shows a route error response's data when it has no status text", async () => {
    renderFailingRoute(() => {
      throw new Response('Data rusak', { status: 500 });
    });
    expect(await screen.findByText('Data rusak')).toBeInTheDocument();
  });
});
