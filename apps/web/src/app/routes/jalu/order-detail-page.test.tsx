import type { Applicant, Job, JobWithWorkers } from '@bantuin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { walletKeys } from '@/features/wallet/api/keys';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { anId, signedInApi } from '@/test/fixtures';
import { aCleaningJob, aJob, anAssignedJob, asJalu, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@/features/jobs/api/list-active-orders';

/** Leaflet and Swiper load lazily; the first import in a busy run can take a while. */
const LAZY = { timeout: 15_000 };
/** Every page here draws a map or a carousel: room for their first, lazy import. */
const SLOW = { timeout: 15_000 };
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const MY_ORDERS = `GET /clients/jobs/active?limit=${ACTIVE_ORDERS_PAGE_SIZE}` as const;

function anApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    _id: anId(),
    userId: anId(),
    name: 'Budi Santoso',
    profilePicture: null,
    verified: false,
    rating: 4.75,
    cancelledJobs: 0,
    appliedAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}

const freeQuote = { refund: 37_000, compensation: 0, late: false, kind: 'free' };

/** The order as its Jalu is answered it, with its waiting list. */
function withWorkers(job: Job, workers: Applicant[] = []): JobWithWorkers {
  return asJalu({ ...job, workers });
}

const detailRoute = (job: Job) => `GET /clients/jobs/${job._id}/workers` as const;

function openOrder(job: JobWithWorkers, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...signedInApi('jalu'),
    ...configApi(),
    [detailRoute(job)]: ok(job),
    ...extra,
  });
  const view = renderApp(`/jalu/order/${job._id}`, { session: { role: 'jalu' } });
  return { ...api, ...view };
}

describe('order detail', SLOW, () => {
  it('shows an open Nitip order with its map, details and waiting list', async () => {
    const budi = anApplicant({ profilePicture: '/uploads/budi.webp' });
    const rina = anApplicant({ name: 'Rina Lestari', rating: undefined });
    const job = withWorkers(aJob(), [budi, rina]);
    openOrder(job);

    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    expect(screen.getAllByText('Nitip')[0]).toBeVisible();
    expect(screen.getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(screen.getByText(job.description)).toBeVisible();
    expect(screen.getByText(job.address)).toBeVisible();
    expect(screen.getByText('(Tidak ada)')).toBeVisible();
    expect(screen.getByText('Menunggu Yasa')).toBeVisible();
    const map = await screen.findByRole('region', { name: 'Peta lokasi pekerjaan' }, LAZY);
    expect(await within(map).findByAltText('Lokasi pekerjaan', {}, LAZY)).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Pesanan Saya' }),
    ).toHaveAttribute('href', '/jalu/order/my');

    const list = screen.getByRole('region', { name: 'Daftar Tunggu Yasa' });
    const first = within(list).getByRole('listitem', { name: 'Budi Santoso' });
    expect(within(first).getByRole('img', { name: 'Foto Budi Santoso' })).toHaveAttribute(
      'src',
      '/uploads/budi.webp',
    );
    expect(within(first).getByRole('img', { name: 'Rating 4,8 dari 5' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Terima Budi Santoso' })).toBeEnabled();
    // The name opens the Yasa's public profile, with 'Terima' for this order.
    expect(within(first).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `/jalu/yasa/${budi.userId}?job=${job._id}`,
    );
    const second = within(list).getByRole('listitem', { name: 'Rina Lestari' });
    expect(within(second).getByText('Yasa Baru')).toBeVisible();
    // No picture: the default avatar.
    expect(within(second).getByRole('img', { name: 'Foto Rina Lestari' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );

    expect(screen.getByRole('button', { name: 'Batalkan Pekerjaan' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pesan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Konfirmasi selesai' })).not.toBeInTheDocument();
  });

  it('shows the room photos of a Bebersih order and its notes', async () => {
    const job = withWorkers(aCleaningJob({ addressNotes: 'Pagar hijau' }));
    openOrder(job);

    const photos = await screen.findByRole('region', { name: 'Foto ruangan' }, LAZY);
    expect(within(photos).getByAltText('Foto ruangan 1 dari 2')).toHaveAttribute(
      'src',
      '/uploads/dapur.webp',
    );
    expect(screen.getByText('Pagar hijau')).toBeVisible();
  });

  it('says so when nobody has applied yet', async () => {
    openOrder(withWorkers(aJob()));

    const list = await screen.findByRole('region', { name: 'Daftar Tunggu Yasa' });
    expect(within(list).getByText('Belum ada Yasa yang melamar')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Terima/ })).not.toBeInTheDocument();
  });

  it('accepts a Yasa with both toasts, one after the other, and goes to my orders', async () => {
    const budi = anApplicant();
    const job = withWorkers(aJob(), [budi, anApplicant({ name: 'Rina Lestari' })]);
    const { requests, user, currentPath } = openOrder(job, {
      [`PATCH /clients/jobs/${job._id}/${budi.userId}`]: ok({
        message: 'Berhasil Menerima Worker',
      }),
      [MY_ORDERS]: ok([]),
    });

    await user.click(await screen.findByRole('button', { name: 'Terima Budi Santoso' }));
    // Asked first, with who and how much; nothing is sent before the answer.
    const question = await screen.findByRole('dialog', { name: 'Terima Budi Santoso?' });
    expect(within(question).getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Ya, terima' }));

    const success = await screen.findByText('Berhasil menerima Yasa');
    const successCard = success.closest('.Toastify__toast')!;
    expect(successCard).toHaveClass('Toastify__toast--success');
    // One toast at a time: the follow-up waits until the first is closed (or its 5 s are over).
    expect(screen.queryByText('Kamu tinggal menunggu pekerjaannya beres')).not.toBeInTheDocument();
    await user.click(
      within(successCard as HTMLElement).getByRole('button', { name: 'Tutup notifikasi' }),
    );
    await waitFor(() => expect(successCard.className).toMatch(/exit/));
    fireEvent.animationEnd(successCard); // jsdom runs no CSS animations
    const info = await screen.findByText('Kamu tinggal menunggu pekerjaannya beres');
    expect(info.closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/clients/jobs/${job._id}/${budi.userId}`);
    expect(patch?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it("shows the server's message when the job was taken meanwhile", async () => {
    const budi = anApplicant();
    const job = withWorkers(aJob(), [budi]);
    const { user, currentPath } = openOrder(job, {
      [`PATCH /clients/jobs/${job._id}/${budi.userId}`]: {
        status: 409,
        body: {
          message: 'Pekerjaan ini sudah punya Yasa atau sudah dibatalkan',
          code: 'JOB_NOT_OPEN',
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Terima Budi Santoso' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, terima' }));

    const toast = await screen.findByText('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(currentPath()).toBe(`/jalu/order/${job._id}`);
  });

  it('cancels after a confirmation, says so, refreshes the wallet and goes to my orders', async () => {
    const job = withWorkers(aJob({ fee: 35_000 }));
    const { requests, user, currentPath, queryClient } = openOrder(job, {
      [`GET /clients/jobs/${job._id}/cancellation`]: ok(freeQuote),
      [`DELETE /clients/jobs/${job._id}`]: ok({
        message: 'Berhasil membatalkan order nya',
        ...freeQuote,
      }),
      [MY_ORDERS]: ok([]),
    });
    queryClient.setQueryData(walletKeys.balance(), { amount: 0, withdrawable: 0 });

    await user.click(await screen.findByRole('button', { name: 'Batalkan Pekerjaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pekerjaan ini?' });
    expect(
      await within(dialog).findByText(/Pembatalan gratis: Rp\s37\.000 kembali utuh/),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Bantuan: aturan pembatalan' }),
    ).toHaveAttribute('href', '/jalu/bantuan#pembatalan');
    // Nothing is sent before the confirmation.
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));

    expect(await screen.findByText('Berhasil membatalkan pesanan')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(
      `/clients/jobs/${job._id}`,
    );
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
  });

  it("keeps the order when the cancel dialog is answered 'Tidak'", async () => {
    const job = withWorkers(aJob());
    const { requests, user } = openOrder(job, {
      [`GET /clients/jobs/${job._id}/cancellation`]: ok(freeQuote),
    });

    await user.click(await screen.findByRole('button', { name: 'Batalkan Pekerjaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pekerjaan ini?' });
    // The dialog has its quote: 'Tidak' is answered to the whole question.
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toContain(`/clients/jobs/${job._id}/cancellation`),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tidak' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("shows the Yasa on the job, 'Pesan' and 'Batalkan Pekerjaan', without the waiting list", async () => {
    const job = withWorkers(anAssignedJob());
    openOrder(job);

    expect(await screen.findByRole('link', { name: 'Pesan' })).toHaveAttribute(
      'href',
      `/jalu/order/${job._id}/chat`,
    );
    expect(screen.getByText('Budi Santoso')).toBeVisible();
    expect(screen.getByText('Dalam Pengerjaan')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Konfirmasi selesai' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Pekerjaan' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Daftar Tunggu Yasa' })).not.toBeInTheDocument();
  });

  it('quotes a late cancellation of an assigned job and sends the reason', async () => {
    const job = withWorkers(anAssignedJob({ fee: 35_000 }));
    const late = { refund: 30_000, compensation: 7_000, late: true, kind: 'late' };
    const { requests, user, currentPath } = openOrder(job, {
      [`GET /clients/jobs/${job._id}/cancellation`]: ok(late),
      [`DELETE /clients/jobs/${job._id}`]: ok({
        message: 'Berhasil membatalkan order nya',
        ...late,
      }),
      [MY_ORDERS]: ok([]),
    });

    await user.click(await screen.findByRole('button', { name: 'Batalkan Pekerjaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pekerjaan ini?' });
    expect(
      await within(dialog).findByText(
        /terlambat: Rp\s7\.000 diberikan ke Yasa sebagai kompensasi, dan Rp\s30\.000 kembali/,
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Alasan (opsional)'), 'Ada urusan mendadak');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));

    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      reason: 'Ada urusan mendadak',
    });
  });

  it("no longer offers 'Batalkan Pekerjaan' once the proof is in", async () => {
    const assigned = anAssignedJob();
    openOrder(
      withWorkers({
        ...assigned,
        state: 'worker_confirmed',
        status: { ...assigned.status!, isWorkerConfirmed: true },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Konfirmasi selesai' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Batalkan Pekerjaan' })).not.toBeInTheDocument();
  });

  it('shows the complaint, the Yasa’s answer and the decision on a disputed order', async () => {
    const assigned = anAssignedJob();
    const job = withWorkers({
      ...assigned,
      state: 'done',
      status: { ...assigned.status!, isWorkerConfirmed: true, isDone: true },
    });
    openOrder(job, {
      [`GET /jobs/${job._id}/dispute`]: ok({
        reason: 'Belanjaannya kurang dua item',
        images: [],
        response: 'Tokonya kehabisan tomat',
        responseImages: [],
        status: 'resolved',
        resolution: { workerAmount: 20_000, refund: 15_000, note: 'Dibagi sesuai belanjaan' },
        createdAt: '2026-03-06T02:00:00.000Z',
        respondedAt: '2026-03-06T03:00:00.000Z',
        resolvedAt: '2026-03-06T04:00:00.000Z',
      }),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
    });

    const section = await screen.findByRole('region', { name: 'Komplain' });
    expect(within(section).getByText('Belanjaannya kurang dua item')).toBeVisible();
    expect(within(section).getByText('Tokonya kehabisan tomat')).toBeVisible();
    expect(within(section).getByText('Sudah diputuskan')).toBeVisible();
    expect(within(section).getByText(/^Rp\s20\.000$/)).toBeVisible();
    expect(within(section).getByText(/^Rp\s15\.000$/)).toBeVisible();
    expect(within(section).getByText('Dibagi sesuai belanjaan')).toBeVisible();
  });

  it('opens a finished order with the proof photos and the review, back to the history', async () => {
    const assigned = anAssignedJob();
    const job = withWorkers({
      ...assigned,
      state: 'done',
      status: {
        ...assigned.status!,
        isWorkerConfirmed: true,
        isClientConfirmed: true,
        isDone: true,
        confirmationImages: ['/uploads/bukti-1.webp'],
        confirmationDescription: 'Semua sudah dibeli',
      },
    });
    openOrder(job, {
      [`GET /jobs/${job._id}/dispute`]: {
        status: 404,
        body: { message: 'Belum ada komplain', code: 'DISPUTE_NOT_FOUND' },
      },
      [`GET /jobs/${job._id}/review`]: ok({
        review: {
          _id: anId(),
          client: { name: 'Sari Wulandari', profilePicture: null },
          rating: 4,
          description: 'Cepat dan rapi',
          images: [],
          createdAt: '2026-03-06T05:00:00.000Z',
        },
      }),
    });

    const proof = await screen.findByRole('region', { name: 'Bukti pekerjaan' }, SLOW);
    expect(within(proof).getByText('Semua sudah dibeli')).toBeVisible();
    expect(await within(proof).findAllByRole('img', { name: /Foto bukti/ }, LAZY)).not.toHaveLength(
      0,
    );
    const review = await screen.findByRole('region', { name: 'Ulasan' });
    expect(within(review).getByText('Cepat dan rapi')).toBeVisible();
    expect(within(review).getByLabelText('Rating 4 dari 5')).toBeVisible();
    expect(screen.getByText('Selesai')).toBeVisible();
    // The way back leads to the history the order was opened from.
    const page = proof.closest('article')!;
    expect(within(page).getByRole('link', { name: 'Riwayat Pesanan' })).toHaveAttribute(
      'href',
      '/jalu/order/history',
    );
    expect(screen.queryByRole('button', { name: 'Batalkan Pekerjaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pesan' })).not.toBeInTheDocument();
  });

  it("offers 'Beri ulasan' on a finished order not reviewed yet", async () => {
    const assigned = anAssignedJob();
    const job = withWorkers({
      ...assigned,
      state: 'done',
      status: { ...assigned.status!, isWorkerConfirmed: true, isDone: true },
    });
    openOrder(job, {
      [`GET /jobs/${job._id}/dispute`]: {
        status: 404,
        body: { message: 'Belum ada komplain', code: 'DISPUTE_NOT_FOUND' },
      },
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
    });

    const review = await screen.findByRole('region', { name: 'Ulasan' }, SLOW);
    expect(
      within(review).getByText('Kamu belum memberi ulasan untuk pekerjaan ini.'),
    ).toBeVisible();
    expect(within(review).getByRole('link', { name: 'Beri ulasan' })).toHaveAttribute(
      'href',
      `/jalu/order/${job._id}/review`,
    );
  });

  it('shows a cancelled order as cancelled, with nothing left to do', async () => {
    const job = withWorkers(aJob({ state: 'cancelled' }));
    openOrder(job);

    expect(await screen.findByText('Dibatalkan', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Batalkan Pekerjaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ulasan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Daftar Tunggu Yasa')).not.toBeInTheDocument();
  });

  it("offers 'Konfirmasi selesai' once the Yasa has confirmed", async () => {
    const assigned = anAssignedJob();
    const job = withWorkers({
      ...assigned,
      state: 'worker_confirmed',
      status: { ...assigned.status!, isWorkerConfirmed: true },
    });
    openOrder(job);

    const confirm = await screen.findByRole('link', { name: 'Konfirmasi selesai' });
    expect(confirm).toHaveAttribute('href', `/jalu/order/${job._id}/confirmation`);
    expect(screen.getByRole('link', { name: 'Pesan' })).toBeVisible();
  });

  it('shows a new applicant as soon as the server says one applied', async () => {
    const socket = fakeSocket();
    const job = withWorkers(aJob());
    let replies = 0;
    openOrder(job, {
      [detailRoute(job)]: async () => {
        replies += 1;
        return ok(replies === 1 ? job : { ...job, workers: [anApplicant({ name: 'Rina' })] });
      },
    });
    expect(await screen.findByText('Belum ada Yasa yang melamar')).toBeVisible();
    await waitFor(() => expect(socket.listenerCount('job_applicant')).toBeGreaterThan(0));

    socket.serverEmit('job_applicant', { jobId: job._id });

    expect(await screen.findByRole('listitem', { name: 'Rina' })).toBeVisible();
  });

  it("says 'Pesanan tidak ditemukan' for an order the server does not show", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const job = withWorkers(aJob());
    openOrder(job, {
      [detailRoute(job)]: {
        status: 404,
        body: { message: 'Pekerjaan tidak ditemukan', code: 'NOT_FOUND' },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/jalu/order/my',
    );
  });

  it('does not ask the server about an id that cannot be an order', async () => {
    const { requests } = fakeApi(signedInApi('jalu'));
    renderApp('/jalu/order/bukan-id', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
    expect(requests.some((request) => request.url.startsWith('/clients/jobs'))).toBe(false);
  });
});
