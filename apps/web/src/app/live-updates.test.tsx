import type { Role } from '@bantuin/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { completionJobKey } from '@/features/jobs/api/completion-keys';
import { orderKey } from '@/features/jobs/api/get-order';
import { ordersKey } from '@/features/jobs/api/keys';
import { activeOrdersQuery } from '@/features/jobs/api/list-active-orders';
import { clientProfileKey } from '@/features/profile/api/get-client-profile';
import { workerProfileKey } from '@/features/profile/api/get-worker-profile';
import { walletKey } from '@/features/wallet/api/get-wallet';
import { yasaJobsKey } from '@/features/jobs/api/yasa-keys';
import {
  activeOrdersQueryKey,
  completionJobQueryKey,
  historyQueryKey,
  orderDetailQueryKey,
  ordersQueryKey,
  profileQueryKey,
  walletQueryKey,
  yasaJobsQueryKey,
} from '@/lib/query-keys';
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
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, socket, invalidate, invalidated };
}

describe('live updates', () => {
  it("refreshes the Jalu's orders when a Yasa applies, and says so", async () => {
    const { socket, invalidated } = await openArea('jalu');
    const jobId = anId();

    socket.serverEmit('job_applicant', { jobId });

    expect(invalidated()).toEqual([
      ['orders', 'detail', jobId],
      ['orders', 'active'],
    ]);
    expect(await screen.findByText('Ada Yasa baru yang melamar')).toBeVisible();
  });

  it("refreshes the Jalu's orders and the confirmation page when the Yasa sends the proof", async () => {
    const { socket, invalidated } = await openArea('jalu');
    const jobId = anId();

    socket.serverEmit('job_proof', { jobId });

    expect(invalidated()).toEqual([
      ['orders', 'detail', jobId],
      ['orders', 'active'],
      ['completion', 'job', jobId],
    ]);
    expect(await screen.findByText('Yasa sudah mengirim bukti pekerjaan')).toBeVisible();
  });

  it("refreshes the Yasa's jobs and wallet when an application is accepted", async () => {
    const { socket, invalidated } = await openArea('yasa');

    socket.serverEmit('job_accepted', { jobId: anId() });

    expect(invalidated()).toEqual([yasaJobsQueryKey, walletQueryKey]);
    expect(await screen.findByText('Lamaranmu diterima!')).toBeVisible();
  });

  it("refreshes the Yasa's jobs, wallet and profile when the payment is released", async () => {
    const { socket, invalidated } = await openArea('yasa');
    const jobId = anId();

    socket.serverEmit('job_paid', { jobId });

    expect(invalidated()).toEqual([
      yasaJobsQueryKey,
      walletQueryKey,
      ['completion', 'job', jobId],
      ['profile', 'yasa'],
      historyQueryKey,
    ]);
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

  it('uses the same keys as the features that own the queries', () => {
    // Features cannot import each other, so lib/query-keys repeats their prefixes: keep them equal.
    const jobId = anId();
    expect(ordersQueryKey).toEqual(ordersKey);
    expect(orderDetailQueryKey(jobId)).toEqual(orderKey(jobId));
    // A prefix of every filter's key.
    expect(activeOrdersQuery('Nitip').queryKey.slice(0, 2)).toEqual(activeOrdersQueryKey);
    expect(activeOrdersQuery(undefined).queryKey.slice(0, 2)).toEqual(activeOrdersQueryKey);
    expect(yasaJobsQueryKey).toEqual(yasaJobsKey);
    expect(walletQueryKey).toEqual(walletKey);
    expect(completionJobQueryKey(jobId)).toEqual(completionJobKey(jobId));
    expect(profileQueryKey('jalu')).toEqual(clientProfileKey);
    expect(profileQueryKey('yasa')).toEqual(workerProfileKey);
  });
});
