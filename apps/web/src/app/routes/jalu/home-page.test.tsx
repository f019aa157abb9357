import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aClientProfile, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('Jalu home', () => {
  it('greets the Jalu by name, offers Nitip and Bebersih, and shows the wallet', async () => {
    fakeApi(signedInApi('jalu', { balance: 25_000 }));
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Halo, Sari Wulandari!' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mau Ngapain Hari Ini?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nitip' })).toHaveAttribute(
      'href',
      '/jalu/order/add-shopping',
    );
    expect(screen.getByRole('link', { name: 'Bebersih' })).toHaveAttribute(
      'href',
      '/jalu/order/add-cleaning',
    );
    const wallet = screen.getByRole('region', { name: 'Saldo saya' });
    expect(await within(wallet).findByText(/^Rp\s25\.000$/)).toBeVisible();
  });

  it("says 'Halo, Jalu!' while the name is not filled in", async () => {
    fakeApi(signedInApi('jalu', { profile: aClientProfile({ name: null }) }));
    renderApp('/jalu', { session: { role: 'jalu' } });
    expect(await screen.findByRole('heading', { name: 'Halo, Jalu!' })).toBeVisible();
  });

  it("toasts the server's message when the profile cannot be loaded", async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/profile': {
        status: 403,
        body: { message: 'Kamu tidak punya akses', code: 'FORBIDDEN' },
      },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByText('Kamu tidak punya akses')).toBeVisible();
    // The answers are rendered in the background (useDeferredQuery): a moment after the toast.
    expect(await screen.findByRole('heading', { name: 'Halo, Jalu!' })).toBeVisible();
    // The navbar shares the query: one failure, one toast.
    expect(screen.getAllByText('Kamu tidak punya akses')).toHaveLength(1);
  });

  it('leads to the order forms (built in a later issue)', async () => {
    fakeApi(signedInApi('jalu'));
    const { user, currentPath } = renderApp('/jalu', { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('link', { name: 'Bebersih' }));
    expect(currentPath()).toBe('/jalu/order/add-cleaning');
  });
});
