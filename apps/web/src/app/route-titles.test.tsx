import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildAppRoutes } from '@/app/router';
import type { RouteHandle } from '@/app/use-route-title';
import { renderApp } from '@/test/render-app';

type Page = { path: string; title: string | undefined };

/** Every route that shows a page (a leaf of the tree), with its full path and its own title. */
function pagesOf(routes: RouteObject[], parent = ''): Page[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    if (route.children) return pagesOf(route.children, path);
    return [{ path, title: (route.handle as RouteHandle | undefined)?.title }];
  });
}

const pages = pagesOf(buildAppRoutes());

describe('page titles', () => {
  it('walks every page of every area', () => {
    // A guard against a walk that finds nothing (and so checks nothing).
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/login', '/jalu/order/my', '/yasa/order/:id', '/admin/tiket']),
    );
  });

  it.each(pages.map((page) => [page.path, page.title]))('%s has its own title', (_path, title) => {
    // The tab and the history list tell the pages apart by it; a screen reader reads it first.
    expect(title?.trim()).toBeTruthy();
    expect(title).not.toMatch(/Bantuin/);
  });

  it('names the landing, a page of an area and an unknown address in the tab', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe('Bantuan Bebersih dan Nitip di sekitarmu · Bantuin'),
    );
  });

  it('names an unknown address as not found', async () => {
    renderApp('/tidak-ada');
    await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' });
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan · Bantuin'));
  });
});

describe('the not-found page', () => {
  it("offers 'Kembali' to the page the person came from, and the home always", async () => {
    const { user, router, currentPath } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Masuk' });
    await act(() => router.navigate('/halaman-lama'));

    expect(await screen.findByRole('img', { name: /Ilustrasi peta/ })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
  });

  it("opened first in the tab, has no 'Kembali' (nothing in the app before it)", async () => {
    renderApp('/halaman-lama');
    expect(await screen.findByRole('link', { name: 'Kembali ke beranda' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
  });
});
