import type { Job } from '@bantuin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobKeys } from '@/features/jobs/api/keys';
import { walletKeys } from '@/features/wallet/api/keys';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { asJalu, anAssignedJob, anOpenDispute, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** A job whose Yasa has sent the proof: waiting for the Jalu. */
function aProofSentJob(overrides: Partial<Job> = {}): Job {
  return asJalu(
    anAssignedJob({
      title: 'Bersihkan dapur dan kamar mandi',
      description: 'Dapur berminyak, kamar mandi perlu disikat.',
      fee: 120_000,
      category: { name: 'Bebersih' },
      state: 'worker_confirmed',
      status: {
        isWorkerConfirmed: true,
        confirmationImages: ['/uploads/bukti-1.webp', '/uploads/bukti-2.webp'],
        confirmationDescription: 'Dapur dan kamar mandi sudah bersih, sampah sudah dibuang.',
        isClientConfirmed: false,
        isDone: false,
      },
      ...overrides,
    }),
  );
}

describe("Jalu 'Konfirmasi Pekerjaan'", () => {
  it('shows the job and the proof, pays, toasts and goes on to the review', async () => {
    const job = aProofSentJob();
    let paid = false;
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      // The review page it goes on to asks whether a review was given.
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
      [`GET /jobs/${job._id}`]: async () =>
        ok(
          paid
            ? asJalu({
                ...job,
                state: 'done',
                status: { ...job.status!, isClientConfirmed: true, isDone: true },
              })
            : job,
        ),
      // The review page asks the history whether the job was reviewed.
      [`PATCH /clients/jobs/${job._id}/client`]: async () => {
        paid = true;
        return ok({ message: 'Anda telah menyelesaikan order anda' });
      },
    });
    const { user, currentPath, queryClient } = renderApp(`/jalu/order/${job._id}/confirmation`, {
      session: { role: 'jalu' },
    });
    queryClient.setQueryData(walletKeys.balance(), { amount: 0, withdrawable: 0 });
    queryClient.setQueryData(jobKeys.activeOrders(null), {
      pages: [],
      pageParams: [],
    });

    expect(await screen.findByRole('heading', { name: 'Konfirmasi Pekerjaan' })).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Ringkasan pembayaran' });
    expect(within(summary).getByText('Bebersih')).toBeVisible();
    expect(within(summary).getByText(/^Rp\s120\.000$/)).toBeVisible();
    expect(within(summary).getByText('Budi Santoso')).toBeVisible();
    expect(screen.getByText('Dapur berminyak, kamar mandi perlu disikat.')).toBeVisible();
    const proof = screen.getByRole('region', { name: 'Bukti pekerjaan' });
    expect(
      within(proof).getByText('Dapur dan kamar mandi sudah bersih, sampah sudah dibuang.'),
    ).toBeVisible();
    // The shared carousel, with the proof photos.
    const carousel = await within(proof).findByRole('region', { name: 'Foto bukti pekerjaan' });
    expect(
      (await within(carousel).findAllByRole('img', { name: 'Foto bukti 1 dari 2' }))[0],
    ).toHaveAttribute('src', '/uploads/bukti-1.webp');

    // When the fee would go by itself, and a question with who and how much before paying.
    expect(
      await screen.findByText(/dibayarkan otomatis ke .* 48 jam setelah bukti dikirim/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan Pembayaran' }));
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    const question = await screen.findByRole('dialog', { name: /^Bayar / });
    await user.click(within(question).getByRole('button', { name: 'Ya, bayar' }));

    expect(await screen.findByText('Kamu telah menyelesaikan pesananmu')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Review Yasa' })).toBeVisible();
    expect(currentPath()).toBe(`/jalu/order/${job._id}/review`);
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    // The balance and the orders are refreshed wherever they show next.
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(jobKeys.activeOrders(null))?.isInvalidated).toBe(true);
  });

  it('shows the proof per task on a job with a task list, and the other photos apart', async () => {
    const job = aProofSentJob({
      tasks: [
        { name: 'Dapur', images: ['/uploads/dapur-1.webp', '/uploads/dapur-2.webp'] },
        { name: 'Kamar mandi', images: ['/uploads/wc-1.webp'] },
      ],
      status: {
        isWorkerConfirmed: true,
        confirmationImages: [
          '/uploads/dapur-1.webp',
          '/uploads/dapur-2.webp',
          '/uploads/wc-1.webp',
          '/uploads/lain.webp',
        ],
        confirmationDescription: null,
        isClientConfirmed: false,
        isDone: false,
      },
    });
    fakeApi({ ...signedInApi('jalu'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });

    const proof = await screen.findByRole('region', { name: 'Bukti pekerjaan' });
    expect(within(proof).getByRole('heading', { name: 'Bukti per tugas' })).toBeVisible();
    const kitchen = await within(proof).findByRole('region', { name: 'Foto Dapur' });
    expect(
      (await within(kitchen).findAllByRole('img', { name: 'Foto Dapur 1 dari 2' }))[0],
    ).toHaveAttribute('src', '/uploads/dapur-1.webp');
    const bathroom = await within(proof).findByRole('region', { name: 'Foto Kamar mandi' });
    expect(
      (await within(bathroom).findAllByRole('img', { name: 'Foto Kamar mandi 1 dari 1' }))[0],
    ).toHaveAttribute('src', '/uploads/wc-1.webp');
    const others = await within(proof).findByRole('region', { name: 'Foto lain' });
    expect(
      (await within(others).findAllByRole('img', { name: 'Foto bukti 1 dari 1' }))[0],
    ).toHaveAttribute('src', '/uploads/lain.webp');
    // No single carousel of every photo beside the per-task ones.
    expect(within(proof).queryByRole('region', { name: 'Foto bukti pekerjaan' })).toBeNull();
  });

  it("shows the server's message when the payment is refused, and stays", async () => {
    const job = aProofSentJob();
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`PATCH /clients/jobs/${job._id}/client`]: {
        status: 409,
        body: { message: 'Yasa belum mengirim bukti pekerjaan', code: 'JOB_STATE_CONFLICT' },
      },
    });
    const { user, currentPath } = renderApp(`/jalu/order/${job._id}/confirmation`, {
      session: { role: 'jalu' },
    });

    await user.click(await screen.findByRole('button', { name: 'Lanjutkan Pembayaran' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, bayar' }));
    expect(await screen.findByText('Yasa belum mengirim bukti pekerjaan')).toBeVisible();
    expect(currentPath()).toBe(`/jalu/order/${job._id}/confirmation`);
  });

  it('says the proof has not come yet instead of offering to pay', async () => {
    const job = anAssignedJob();
    fakeApi({ ...signedInApi('jalu'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });

    expect(await screen.findByText('Menunggu bukti dari Yasa')).toBeVisible();
    expect(screen.getByText('Belum ada bukti')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lanjutkan Pembayaran' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke pesanan' })).toHaveAttribute(
      'href',
      `/jalu/order/${job._id}`,
    );
  });

  it('once paid, leads to the review instead', async () => {
    const job = aProofSentJob({ state: 'done' });
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
    });
    renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });

    expect(await screen.findByText('Pekerjaan selesai dan sudah dibayar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lanjutkan Pembayaran' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Beri ulasan' })).toHaveAttribute(
      'href',
      `/jalu/order/${job._id}/review`,
    );
  });

  it('says so when the job is not found', async () => {
    const job = aProofSentJob();
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: {
        status: 404,
        body: { message: 'Pekerjaan tidak ditemukan', code: 'NOT_FOUND' },
      },
    });
    renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });
    expect(await screen.findByRole('heading', { name: 'Pekerjaan tidak ditemukan' })).toBeVisible();
  });
  it("files a complaint with 'Ajukan Komplain' (reason and a photo) instead of paying", async () => {
    const job = aProofSentJob();
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`POST /clients/jobs/${job._id}/dispute`]: {
        status: 201,
        body: { message: 'Komplain berhasil diajukan' },
      },
      [`GET /clients/jobs/${job._id}/workers`]: ok(
        asJalu({
          ...job,
          state: 'disputed',
          workers: [],
        }),
      ),
      // The order page it lands on shows the complaint just filed.
      [`GET /jobs/${job._id}/dispute`]: ok(anOpenDispute()),
    });
    const { user, currentPath } = renderApp(`/jalu/order/${job._id}/confirmation`, {
      session: { role: 'jalu' },
    });

    expect(await screen.findByRole('link', { name: 'Bantuan: cara komplain' })).toHaveAttribute(
      'href',
      '/jalu/bantuan#komplain',
    );
    await user.click(await screen.findByRole('button', { name: 'Ajukan Komplain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Komplain' });
    await user.type(
      within(dialog).getByLabelText('Alasan komplain'),
      'Kamar mandi belum disikat sama sekali',
    );
    await user.upload(
      within(dialog).getByLabelText(/Foto pendukung/),
      new File(['x'], 'kamar-mandi.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Komplain' }));

    expect(await screen.findByText('Komplain berhasil diajukan')).toBeVisible();
    expect(currentPath()).toBe(`/jalu/order/${job._id}`);
    const complaint = await screen.findByRole('region', { name: 'Komplain' });
    expect(within(complaint).getByText('Kamar mandi belum disikat sama sekali')).toBeVisible();
    const post = requests.find((request) => request.method === 'POST');
    const form = post?.body as FormData;
    expect(form.get('reason')).toBe('Kamar mandi belum disikat sama sekali');
    expect((form.getAll('image') as File[]).map((file) => file.name)).toEqual(['kamar-mandi.png']);
    // Nothing was paid.
    expect(requests.some((request) => request.url.endsWith('/client'))).toBe(false);
  });

  it('says the complaint is under review on a disputed job, without the payment button', async () => {
    const job = aProofSentJob({ state: 'disputed' });
    fakeApi({ ...signedInApi('jalu'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });

    expect(await screen.findByText('Komplain sedang ditinjau')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lanjutkan Pembayaran' })).not.toBeInTheDocument();
  });
});
