import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LANDING_HEADING = 'Semua yang kamu bayangkan itu nyata';

// The areas load the signed-in user's profile (navbar) and the home page the wallet.
beforeEach(() => {
  fakeApi({ ...signedInApi('jalu'), ...signedInApi('yasa') });
});

describe('route guards', () => {
  it('sends a visitor without a token from /jalu to the landing page', async () => {
    const { currentPath } = renderApp('/jalu');
    expect(await screen.findByRole('heading', { name: LANDING_HEADING })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends a visitor without a token from a /yasa child page to log in, and back there after', async () => {
    const { currentPath } = renderApp('/yasa/order/jobs');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a Jalu who opens /yasa to /jalu', async () => {
    const { currentPath } = renderApp('/yasa', { session: { role: 'jalu' } });
    expect(await screen.findAllByRole('link', { name: 'Pesanan Saya' })).not.toHaveLength(0);
    expect(currentPath()).toBe('/jalu');
  });

  it('sends a Yasa who opens /jalu/order/my to /yasa', async () => {
    const { currentPath } = renderApp('/jalu/order/my', { session: { role: 'yasa' } });
    expect(await screen.findAllByRole('link', { name: 'Pekerjaan' })).not.toHaveLength(0);
    expect(currentPath()).toBe('/yasa');
  });

  it('sends a signed-in Jalu from /login to the Jalu area', async () => {
    const { currentPath } = renderApp('/login', { session: { role: 'jalu' } });
    expect(await screen.findAllByRole('link', { name: 'Pesanan Saya' })).not.toHaveLength(0);
    expect(currentPath()).toBe('/jalu');
    expect(screen.queryByRole('heading', { name: 'Masuk' })).not.toBeInTheDocument();
  });

  it('sends a signed-in Yasa from the landing page to the Yasa area', async () => {
    const { currentPath } = renderApp('/', { session: { role: 'yasa' } });
    expect(await screen.findAllByRole('link', { name: 'Pekerjaan' })).not.toHaveLength(0);
    expect(currentPath()).toBe('/yasa');
  });

  it.each([
    ['/jalu-register', 'jalu', '/jalu'],
    ['/yasa-register', 'jalu', '/jalu'],
    ['/jalu-register', 'yasa', '/yasa'],
    ['/yasa-register', 'yasa', '/yasa'],
  ] as const)('sends a signed-in visitor from %s (role %s) to %s', async (path, role, area) => {
    const { currentPath } = renderApp(path, { session: { role } });
    expect(await screen.findByRole('button', { name: 'Menu akun' })).toBeInTheDocument();
    expect(currentPath()).toBe(area);
  });

  it('ignores a stored token whose role is unknown', async () => {
    localStorage.setItem('access_token', 'token-123');
    localStorage.setItem('role', 'operator');
    const { currentPath } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});

describe('area pages not built yet', () => {
  it.each([['/yasa/order/verification', 'yasa']] as const)(
    '%s shows the not-found page inside the area layout',
    async (path, role) => {
      const { currentPath } = renderApp(path, { session: { role } });
      expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Menu akun' })).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );

  it('shows the not-found page with a way back for an unknown public path', async () => {
    renderApp('/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });
});
