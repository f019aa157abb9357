import type { Role } from '@bantuin/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { jobKeys } from '@/features/jobs/api/keys';
import { profileKeys } from '@/features/profile/api/keys';
import { walletKeys } from '@/features/wallet/api/keys';
import { fakeApi } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { anId, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The area's layout (and so its live updates) around a page that loads nothing itself. */
async function openArea(role: Role) {
  const socket = fakeSocket();
  fakeApi(signedInApi(role));
  const view = renderApp(`/${role}/halaman-sepi`, { session: { role } });
  await screen.findByRole('button', { name: 'Menu akun' });
  await waitFor(() => expect(socket.listenerCount('job_paid')).toBeGreaterThan(0));
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { ...view, socket, invalidate, cached: cache(view.queryClient) };
}

/** Puts answers in the cache; `stale()` then says which of them an event made stale. */
function cache(queryClient: QueryClient) {
  return (keys: Record<string, QueryKey>) => {
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    return () =>
      Object.entries(keys)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
  };
}

describe('live updates', () => {
  it("refreshes the Jalu's order and list when a Yasa applies, and says so", async () => {
    const { socket, cached } = await openArea('jalu');
    const jobId = anId();
    const stale = cached({
      order: jobKeys.order(jobId),
      list: jobKeys.activeOrders(null),
      otherOrder: jobKeys.order(anId()),
      wallet: walletKeys.balance(),
    });

    socket.serverEmit('job_applicant', { jobId });

    expect(stale()).toEqual(['order', 'list']);
    expect(await screen.findByText('Ada Yasa baru yang melamar')).toBeVisible();
  });

  it("refreshes the Jalu's order and the confirmation page when the Yasa sends the proof", async () => {
    const { socket, cached } = await openArea('jalu');
    const jobId = anId();
    const stale = cached({
      order: jobKeys.order(jobId),
      job: jobKeys.job(jobId),
      otherJob: jobKeys.job(anId()),
    });

    socket.serverEmit('job_proof', { jobId });

    expect(stale()).toEqual(['order', 'job']);
    expect(await screen.findByText('Yasa sudah mengirim bukti pekerjaan')).toBeVisible();
  });

  it("refreshes the Yasa's jobs and wallet when an application is accepted", async () => {
    const { socket, cached } = await openArea('yasa');
    const jobId = anId();
    const stale = cached({
      job: jobKeys.job(jobId),
      mine: jobKeys.mine(),
      open: [...jobKeys.open(), { category: null, near: null }],
      wallet: walletKeys.balance(),
      profile: profileKeys.mine('yasa'),
    });

    socket.serverEmit('job_accepted', { jobId });

    expect(stale()).toEqual(['job', 'mine', 'open', 'wallet']);
    expect(await screen.findByText('Lamaranmu diterima!')).toBeVisible();
  });

  it("refreshes the Yasa's job, wallet, profile and history when the payment is released", async () => {
    const { socket, cached } = await openArea('yasa');
    const jobId = anId();
    const stale = cached({
      job: jobKeys.job(jobId),
      wallet: walletKeys.transactions(),
      profile: profileKeys.mine('yasa'),
      history: [...jobKeys.history(), 'recent'],
      reviews: profileKeys.myReviews(),
    });

    socket.serverEmit('job_paid', { jobId });

    expect(stale()).toEqual(['job', 'wallet', 'profile', 'history']);
    expect(await screen.findByText('Pembayaran sudah masuk ke dompetmu')).toBeVisible();
  });

  it("ignores the other side's events and payloads without a job id", async () => {
    const { socket, invalidate } = await openArea('jalu');

    socket.serverEmit('job_paid', { jobId: anId() });
    socket.serverEmit('job_accepted', { jobId: anId() });
    socket.serverEmit('job_applicant', { jobId: 'bukan-id' });
    socket.serverEmit('job_applicant', null);

    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.queryByText('Pembayaran sudah masuk ke dompetmu')).not.toBeInTheDocument();
  });

  it('opens the job when its toast is clicked', async () => {
    const { socket, user, currentPath } = await openArea('yasa');
    const jobId = anId();
    fakeApi({
      ...signedInApi('yasa'),
      [`GET /jobs/${jobId}`]: { status: 404, body: { message: 'x', code: 'NOT_FOUND' } },
    });

    socket.serverEmit('job_accepted', { jobId });
    await user.click(await screen.findByText('Lamaranmu diterima!'));

    await waitFor(() => expect(currentPath()).toBe(`/yasa/order/jobs/${jobId}`));
  });

  it.each([
    ['yasa', 'completed', 'Penarikan saldo berhasil dikirim ke rekeningmu'],
    ['jalu', 'failed', 'Penarikan saldo gagal, saldomu sudah dikembalikan'],
  ] as const)(
    "refreshes the %s's balance and withdrawals when a payout is %s",
    async (role, status, message) => {
      const { socket, cached } = await openArea(role);
      const stale = cached({
        balance: walletKeys.balance(),
        withdrawals: walletKeys.withdrawals(),
        account: walletKeys.payoutAccount(),
      });

      socket.serverEmit('withdrawal_updated', { withdrawalId: anId(), status });

      expect(stale()).toEqual(['balance', 'withdrawals']);
      expect(await screen.findByText(message)).toBeVisible();
    },
  );

  it('ignores withdrawal updates without an outcome or an id', async () => {
    const { socket, invalidate } = await openArea('yasa');

    socket.serverEmit('withdrawal_updated', { withdrawalId: anId(), status: 'processing' });
    socket.serverEmit('withdrawal_updated', { withdrawalId: 'x', status: 'completed' });

    expect(invalidate).not.toHaveBeenCalled();
  });

  it("tells the Yasa a cancellation's compensation and refreshes the job and wallet", async () => {
    const { socket, cached } = await openArea('yasa');
    const jobId = anId();
    const stale = cached({
      job: jobKeys.job(jobId),
      mine: jobKeys.mine(),
      wallet: walletKeys.balance(),
    });

    socket.serverEmit('job_cancelled', { jobId, compensation: 7_000 });

    expect(stale()).toEqual(['job', 'mine', 'wallet']);
    expect(
      await screen.findByText(/Jalu membatalkan pekerjaan\. Kompensasi Rp\s7\.000 masuk/),
    ).toBeVisible();
  });

  it('tells the Jalu the Yasa backed out and refreshes the order', async () => {
    const { socket, cached } = await openArea('jalu');
    const jobId = anId();
    const stale = cached({ order: jobKeys.order(jobId), wallet: walletKeys.balance() });

    socket.serverEmit('job_worker_left', { jobId });

    expect(stale()).toEqual(['order']);
    expect(await screen.findByText(/Yasa mundur dari pekerjaan/)).toBeVisible();
  });

  it.each([
    ['yasa', 'dispute_filed', 'Jalu mengajukan komplain. Tanggapi di halaman pekerjaan'],
    ['jalu', 'dispute_answered', 'Yasa sudah menanggapi komplainmu'],
    ['jalu', 'dispute_resolved', 'Komplain sudah diputuskan'],
    ['yasa', 'dispute_resolved', 'Komplain sudah diputuskan'],
  ] as const)('%s: %s refreshes the complaint and says so', async (role, event, message) => {
    const { socket, cached } = await openArea(role);
    const jobId = anId();
    const stale = cached({ dispute: jobKeys.dispute(jobId), other: jobKeys.dispute(anId()) });

    socket.serverEmit(event, { jobId, workerAmount: 0, refund: 0 });

    expect(stale()).toEqual(['dispute']);
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('ignores a complaint event meant for the other side', async () => {
    const { socket, cached } = await openArea('jalu');
    const jobId = anId();
    const stale = cached({ dispute: jobKeys.dispute(jobId) });

    socket.serverEmit('dispute_filed', { jobId });

    expect(stale()).toEqual([]);
  });
});

describe("the server's hang-up", () => {
  async function openAreaAnswering(profileMe: { status: number; body: unknown }) {
    const socket = fakeSocket();
    const { requests } = fakeApi({ ...signedInApi('yasa'), 'GET /profile/me': profileMe });
    const view = renderApp('/yasa/halaman-sepi', { session: { role: 'yasa' } });
    await screen.findByRole('button', { name: 'Menu akun' });
    await waitFor(() => expect(socket.listenerCount('disconnect')).toBeGreaterThan(0));
    const checks = () => requests.filter((request) => request.url === '/profile/me').length;
    return { ...view, socket, checks };
  }

  it('of a suspended person shows the suspension screen at once', async () => {
    const { socket, currentPath } = await openAreaAnswering({
      status: 403,
      body: { message: 'Akun kamu sedang ditangguhkan.', code: 'ACCOUNT_SUSPENDED' },
    });

    socket.drop('io server disconnect');

    expect(await screen.findByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    expect(currentPath()).toBe('/akun-ditangguhkan');
  });

  it("of a session ended otherwise (401) is left to the page's own next call", async () => {
    // E.g. 'Hapus akun': the page that deleted the account routes the person itself.
    const { socket, currentPath, checks } = await openAreaAnswering({
      status: 401,
      body: { message: 'Sesi kamu sudah berakhir, silakan masuk lagi', code: 'UNAUTHENTICATED' },
    });

    socket.drop('io server disconnect');
    await waitFor(() => expect(checks()).toBe(1));

    expect(currentPath()).toBe('/yasa/halaman-sepi');
    expect(screen.queryByText('Sesi kamu sudah berakhir, silakan masuk lagi')).toBeNull();
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('whose session still stands leaves the page as it is; a lost network asks nothing', async () => {
    const { socket, currentPath, checks } = await openAreaAnswering({
      status: 200,
      body: { _id: anId(), email: 'yasa@example.com', role: 'yasa' },
    });

    socket.drop('transport close');
    socket.reconnect();
    expect(checks()).toBe(0);

    socket.drop('io server disconnect');
    await waitFor(() => expect(checks()).toBe(1));
    expect(currentPath()).toBe('/yasa/halaman-sepi');
  });
});
