import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('landing page', () => {
  it('introduces Bantuin and leads to login and both registrations', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Semua yang kamu bayangkan itu nyata' }),
    ).toBeVisible();
    expect(screen.getByText(/pekerjaan sementara, tugas jangka pendek/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bantuin' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/jalu-register');
    expect(screen.getByRole('link', { name: 'Daftar sebagai Yasa' })).toHaveAttribute(
      'href',
      '/yasa-register',
    );
  });

  it('opens the login page from the top bar', async () => {
    const { user, currentPath } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Masuk' }));
    expect(await screen.findByText('Selamat datang kembali!')).toBeVisible();
    expect(currentPath()).toBe('/login');
  });
});
