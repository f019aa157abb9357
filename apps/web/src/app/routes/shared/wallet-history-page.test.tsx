import { formatDateLong, formatTime } from '@bantuin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aTransaction, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { TRANSACTIONS_PAGE_SIZE } from '@/features/wallet/api/get-wallet-transactions';

const FIRST_PAGE = `/profile/wallet/transactions?limit=${TRANSACTIONS_PAGE_SIZE}`;

describe('Riwayat Saldo', () => {
  it('lists the lines: Indonesian kind, job title, signed amount, balance after, date', async () => {
    const hold = aTransaction({
      kind: 'job_hold',
      amount: -52_000,
      balanceAfter: 48_000,
      jobTitle: 'Bersihkan dapur',
      createdAt: '2026-03-06T02:30:00.000Z',
    });
    const topup = aTransaction({ kind: 'topup', amount: 100_000, balanceAfter: 100_000 });
    fakeApi({
      ...signedInApi('jalu'),
      [`GET ${FIRST_PAGE}`]: { status: 200, body: [hold, topup] },
    });
    renderApp('/jalu/wallet', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Riwayat Saldo' })).toBeVisible();
    const lines = within(await screen.findByRole('list', { name: 'Riwayat Saldo' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);

    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Pembayaran pekerjaan')).toBeVisible();
    expect(within(first).getByText('Bersihkan dapur')).toBeVisible();
    expect(within(first).getByText(/^−Rp\s52\.000$/)).toHaveClass('text-error');
    expect(within(first).getByText(/^Saldo Rp\s48\.000$/)).toBeVisible();
    expect(
      within(first).getByText(`${formatDateLong(hold.createdAt)}, ${formatTime(hold.createdAt)}`),
    ).toBeVisible();

    expect(within(second).getByText('Top up')).toBeVisible();
    expect(within(second).getByText(/^\+Rp\s100\.000$/)).toHaveClass('text-success');
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/jalu');
  });

  it.each([
    ['job_refund', 'Pengembalian dana'],
    ['job_payout', 'Pendapatan pekerjaan'],
    ['admin_fee', 'Biaya admin'],
    ['topup_refund', 'Dikembalikan ke pembayaran asal'],
    ['topup_refund_return', 'Pengembalian ke pembayaran gagal'],
  ] as const)('names %s "%s"', async (kind, label) => {
    fakeApi({
      ...signedInApi('yasa'),
      [`GET ${FIRST_PAGE}`]: { status: 200, body: [aTransaction({ kind })] },
    });
    renderApp('/yasa/wallet', { session: { role: 'yasa' } });
    expect(await screen.findByText(label)).toBeVisible();
  });

  it('loads the next page with the last line as the cursor', async () => {
    const firstPage = Array.from({ length: TRANSACTIONS_PAGE_SIZE }, (_, index) =>
      aTransaction({ jobTitle: `Pekerjaan ${index + 1}` }),
    );
    const lastId = firstPage.at(-1)!._id;
    const older = aTransaction({ kind: 'admin_fee', amount: -2_000, jobTitle: 'Pekerjaan lama' });
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      [`GET ${FIRST_PAGE}`]: { status: 200, body: firstPage },
      [`GET ${FIRST_PAGE}&cursor=${lastId}`]: { status: 200, body: [older] },
    });
    const { user } = renderApp('/jalu/wallet', { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));

    expect(await screen.findByText('Pekerjaan lama')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Riwayat Saldo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(TRANSACTIONS_PAGE_SIZE + 1);
    expect(requests.map((request) => request.url)).toContain(`${FIRST_PAGE}&cursor=${lastId}`);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ ...signedInApi('yasa'), [`GET ${FIRST_PAGE}`]: { status: 200, body: [] } });
    renderApp('/yasa/wallet', { session: { role: 'yasa' } });

    expect(await screen.findByText('Belum ada transaksi')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ke profil' })).toHaveAttribute(
      'href',
      '/yasa/profile',
    );
  });

  it('offers to retry when the lines cannot be loaded (and only logs it, spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      ...signedInApi('jalu'),
      [`GET ${FIRST_PAGE}`]: {
        status: 400,
        body: { message: 'cursor tidak valid', code: 'VALIDATION_ERROR' },
      },
    });
    renderApp('/jalu/wallet', { session: { role: 'jalu' } });

    expect(await screen.findByText('Riwayat saldo belum dapat dimuat.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    expect(screen.queryByText('cursor tidak valid')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
