import { ACCOUNT_DELETION_BLOCKERS, type DataExportStatusAnswer } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown, status = 200): FakeReply => ({ status, body });
const NONE: DataExportStatusAnswer = {
  status: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  nextRequestAt: null,
};

describe("'Data & Akun'", () => {
  it('asks for a copy of the data and says when it is being prepared', async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/export': ok(NONE),
      'POST /profile/export': ok(
        {
          ...NONE,
          status: 'pending',
          requestedAt: '2026-11-27T03:00:00.000Z',
          nextRequestAt: '2026-11-28T03:00:00.000Z',
        },
        202,
      ),
    });
    const { user } = renderApp('/jalu/profile/privasi', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Data & Akun' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Minta salinan data' }));
    expect(await screen.findByText('Datamu sedang disiapkan…')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('offers the download while the link lasts, and the next request only after a day', async () => {
    fakeApi({
      ...signedInApi('yasa'),
      'GET /profile/export': ok({
        status: 'ready',
        requestedAt: '2026-11-27T03:00:00.000Z',
        readyAt: '2026-11-27T03:00:05.000Z',
        expiresAt: '2026-11-28T03:00:05.000Z',
        downloadUrl: '/profile/export/x',
        nextRequestAt: '2026-11-28T03:00:00.000Z',
      }),
    });
    renderApp('/yasa/profile/privasi', { session: { role: 'yasa' } });

    expect(await screen.findByRole('button', { name: 'Unduh file data (JSON)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Minta salinan data' })).toBeDisabled();
    expect(screen.getByText(/Permintaan berikutnya bisa dibuat/)).toBeVisible();
  });

  it("shows the server's reason when the account cannot be deleted yet", async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/export': ok(NONE),
      'DELETE /profile': ok(
        {
          code: 'DELETION_BALANCE_NOT_EMPTY',
          message: ACCOUNT_DELETION_BLOCKERS.DELETION_BALANCE_NOT_EMPTY,
        },
        409,
      ),
    });
    const { user } = renderApp('/jalu/profile/privasi', { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('button', { name: 'Hapus akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus akun secara permanen?' });
    const confirm = within(dialog).getByRole('button', { name: 'Hapus akun permanen' });
    // Both the password and the confirmation first.
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Kata sandi'), 'rahasia-saya');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ACCOUNT_DELETION_BLOCKERS.DELETION_BALANCE_NOT_EMPTY,
    );
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({
      password: 'rahasia-saya',
    });
  });

  it('deletes the account and leaves the area', async () => {
    fakeApi({
      ...signedInApi('yasa'),
      'GET /profile/export': ok(NONE),
      'DELETE /profile': ok({ deleted: true, deletedAt: '2026-11-27T03:00:00.000Z' }),
      'GET /clients/best-yasa': ok([]),
    });
    const { user, currentPath } = renderApp('/yasa/profile/privasi', {
      session: { role: 'yasa' },
    });

    await user.click(await screen.findByRole('button', { name: 'Hapus akun' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Kata sandi'), 'rahasia-saya');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun permanen' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText(/Akunmu sudah dihapus/)).toBeVisible();
    expect(localStorage.length).toBe(0);
  });

  it('is reached from the profile', async () => {
    fakeApi({ ...signedInApi('jalu') });
    renderApp('/jalu/profile', { session: { role: 'jalu' } });
    expect(await screen.findByRole('link', { name: 'Kelola data & akun' })).toHaveAttribute(
      'href',
      '/jalu/profile/privasi',
    );
  });
});
