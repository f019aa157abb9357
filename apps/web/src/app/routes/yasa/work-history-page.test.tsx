import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aHistoryEntry } from '@/test/history-fixtures';
import { renderApp } from '@/test/render-app';
import { MY_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-my-jobs';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe("'Riwayat Pekerjaan' (Yasa)", () => {
  it('lists finished, cancelled and complained jobs with what the Yasa received', async () => {
    const paid = aHistoryEntry({
      worker: undefined,
      client: { name: 'Sari Wulandari' },
      actions: [],
      money: { toYasa: 35_000, backToJalu: 0, adminFee: 2_000 },
    });
    const cancelled = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Titip galon' },
      worker: undefined,
      client: { name: 'Sari Wulandari' },
      state: 'cancelled',
      actions: [],
      money: { toYasa: 5_000, backToJalu: 32_000, adminFee: 0 },
    });
    const complained = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Bersihkan dapur' },
      worker: undefined,
      client: { name: 'Dewi' },
      complained: true,
      actions: [],
      money: { toYasa: 0, backToJalu: 37_000, adminFee: 0 },
    });
    fakeApi({
      ...signedInApi('yasa'),
      'GET /profile/histories?limit=12': ok([paid, cancelled, complained]),
    });
    renderApp('/yasa/order/history', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Riwayat Pekerjaan' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Riwayat Pekerjaan' });
    const first = within(list).getByRole('article', { name: 'Belanja sayur di Pasar Minggu' });
    expect(within(first).getByText('Kamu terima').closest('div')).toHaveTextContent(/Rp\s35\.000/);
    // A Yasa is not shown the Jalu's side of the money.
    expect(within(first).queryByText('Biaya admin')).not.toBeInTheDocument();
    expect(within(first).getByText('Sari Wulandari')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Belanja sayur di Pasar Minggu' }),
    ).toHaveAttribute('href', `/yasa/order/jobs/${paid._id}`);
    expect(within(first).queryByRole('link', { name: 'Beri ulasan' })).not.toBeInTheDocument();

    const second = within(list).getByRole('article', { name: 'Titip galon' });
    expect(within(second).getByText('Dibatalkan')).toBeVisible();
    expect(within(second).getByText('Kamu terima').closest('div')).toHaveTextContent(/Rp\s5\.000/);

    const third = within(list).getByRole('article', { name: 'Bersihkan dapur' });
    expect(within(third).getByText('Komplain diputuskan')).toBeVisible();
    expect(within(third).getByText('Kamu terima').closest('div')).toHaveTextContent(/Rp\s0/);
  });

  it("is linked from 'Pekerjaan saya'", async () => {
    fakeApi({ ...signedInApi('yasa'), [`GET /workers/job?limit=${MY_JOBS_PAGE_SIZE}`]: ok([]) });
    renderApp('/yasa/order/jobs', { session: { role: 'yasa' } });
    const header = (await screen.findByRole('heading', { name: 'Pekerjaan saya' })).closest(
      'header',
    )!;
    expect(
      within(header as HTMLElement).getByRole('link', { name: 'Riwayat Pekerjaan' }),
    ).toHaveAttribute('href', '/yasa/order/history');
  });
});
