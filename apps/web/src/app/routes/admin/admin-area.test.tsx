import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { anOverview, ok } from './admin-fixtures';

describe('the admin area', () => {
  it('an admin login lands on the overview with its figures and ledgerSum', async () => {
    fakeApi({
      'POST /login': ok({ access_token: 'admin-token', role: 'admin' }),
      'GET /admin/overview': ok(anOverview()),
    });
    const { user, currentPath } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ops@bantuin.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'kata-sandi');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeVisible();
    expect(currentPath()).toBe('/admin');
    await waitFor(() => expect(document.title).toBe('Ringkasan · Bantuin'));
    const gmv = (await screen.findByText('Nilai transaksi', { selector: '.stat-title' }))
      .parentElement!;
    expect(gmv.textContent?.replace(/\s/g, ' ')).toContain('Rp 150.000');
    const ledger = screen.getByText('Jumlah buku besar').parentElement!;
    expect(within(ledger).getByText('Seimbang')).toBeVisible();
    const nav = screen.getAllByRole('navigation')[0]!;
    for (const section of ['Pengguna', 'Pekerjaan', 'Komplain', 'Penarikan', 'Audit']) {
      expect(within(nav).getAllByRole('link', { name: section }).length).toBeGreaterThan(0);
    }
  });

  it('warns when the books do not balance', async () => {
    fakeApi({ 'GET /admin/overview': ok(anOverview({ ledgerSum: 5 })) });
    renderApp('/admin', { session: { role: 'admin' } });
    expect(await screen.findByText('TIDAK SEIMBANG — periksa!')).toBeVisible();
  });

  it('keeps Jalu out of /admin and admins out of /jalu', async () => {
    fakeApi({ ...signedInApi('jalu'), 'GET /admin/overview': ok(anOverview()) });
    const jalu = renderApp('/admin/pengguna', { session: { role: 'jalu' } });
    await waitFor(() => expect(jalu.currentPath()).toBe('/jalu'));
    jalu.unmount();
    localStorage.clear();
    const admin = renderApp('/jalu', { session: { role: 'admin' } });
    await waitFor(() => expect(admin.currentPath()).toBe('/admin'));
  });
});
