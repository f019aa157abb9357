import type { Job } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobKeys } from '@/features/jobs/api/keys';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { anAssignedJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const photo = (name: string) => new File([`isi ${name}`], name, { type: 'image/jpeg' });

const myJobsApi = (jobs: Job[] = []) => ({ 'GET /workers/job?limit=12': ok(jobs) });

describe("Yasa 'Verifikasi Pesanan'", () => {
  it('shows the fee and the description, and needs a photo before sending', async () => {
    const job = anAssignedJob({ fee: 25_000, description: 'Beli telur 1 kg dan minyak 2 liter.' });
    const { requests } = fakeApi({ ...signedInApi('yasa'), [`GET /jobs/${job._id}`]: ok(job) });
    const { user, currentPath } = renderApp(`/yasa/order/verification?job=${job._id}`, {
      session: { role: 'yasa' },
    });

    expect(await screen.findByRole('heading', { name: 'Verifikasi Pesanan' })).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Pekerjaan yang diverifikasi' });
    expect(within(summary).getByText(/^Rp\s25\.000$/)).toBeVisible();
    expect(within(summary).getByText('Beli telur 1 kg dan minyak 2 liter.')).toBeVisible();
    expect(within(summary).getByText(job.title)).toBeVisible();

    await user.type(screen.getByLabelText('Keterangan (opsional)'), 'Sudah diantar.');
    await user.click(screen.getByRole('button', { name: 'Kirim Verifikasi' }));

    expect(await screen.findByText('Tambahkan minimal 1 foto bukti pekerjaan')).toBeVisible();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    expect(currentPath()).toBe('/yasa/order/verification');
  });

  it("sends the photos and the description, toasts 'Bukti pekerjaan terkirim' (not the API's 'Successfully') and goes to my jobs", async () => {
    const job = anAssignedJob();
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      ...myJobsApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`PATCH /workers/jobs/${job._id}/worker`]: ok({ message: 'Successfully' }),
    });
    const { user, currentPath, queryClient } = renderApp(
      `/yasa/order/verification?job=${job._id}`,
      { session: { role: 'yasa' } },
    );
    queryClient.setQueryData(jobKeys.job(job._id), job);

    await user.upload(await screen.findByLabelText('Tambah foto'), [
      photo('belanjaan.jpg'),
      photo('struk.jpg'),
    ]);
    expect(screen.getByRole('img', { name: 'Foto bukti pekerjaan 1' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto bukti pekerjaan 2' })).toBeVisible();
    await user.type(
      screen.getByLabelText('Keterangan (opsional)'),
      'Belanjaan sudah diserahkan, struk terlampir.',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Verifikasi' }));

    expect(await screen.findByText('Bukti pekerjaan terkirim')).toBeVisible();
    expect(screen.queryByText('Successfully')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pekerjaan saya' })).toBeVisible();
    expect(currentPath()).toBe('/yasa/order/jobs');

    const sent = requests.find((request) => request.method === 'PATCH');
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent!.body as FormData;
    expect(form.get('description')).toBe('Belanjaan sudah diserahkan, struk terlampir.');
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual([
      'belanjaan.jpg',
      'struk.jpg',
    ]);
    // The Yasa's job pages are refreshed: the job now waits for the Jalu.
    const patchIndex = requests.findIndex((request) => request.method === 'PATCH');
    await waitFor(() =>
      expect(requests.slice(patchIndex).some((request) => request.url === `/jobs/${job._id}`)).toBe(
        true,
      ),
    );
  });

  it('asks a photo for every task of a task list and sends them as `taskImages[i]`', async () => {
    const job = anAssignedJob({
      category: { name: 'Bebersih' },
      tasks: [
        { name: 'Dapur', images: [] },
        { name: 'Kamar mandi', images: [] },
      ],
    });
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      ...myJobsApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`PATCH /workers/jobs/${job._id}/worker`]: ok({ message: 'Successfully' }),
    });
    const { user, currentPath } = renderApp(`/yasa/order/verification?job=${job._id}`, {
      session: { role: 'yasa' },
    });

    expect(await screen.findByRole('heading', { name: 'Bukti per tugas' })).toBeVisible();
    await user.upload(screen.getByLabelText(/^Foto Dapur/), [
      photo('dapur-sebelum.jpg'),
      photo('dapur-sesudah.jpg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Kirim Verifikasi' }));
    // The bathroom has no photo yet: said before anything is sent.
    expect(
      await screen.findByText('Tambahkan minimal 1 foto untuk tugas "Kamar mandi"'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.upload(screen.getByLabelText(/^Foto Kamar mandi/), [photo('wc.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Kirim Verifikasi' }));
    await waitFor(() => expect(currentPath()).toBe('/yasa/order/jobs'));

    const form = requests.find((request) => request.method === 'PATCH')!.body as FormData;
    const names = (field: string) => form.getAll(field).map((file) => (file as File).name);
    expect(names('taskImages[0]')).toEqual(['dapur-sebelum.jpg', 'dapur-sesudah.jpg']);
    expect(names('taskImages[1]')).toEqual(['wc.jpg']);
    expect(names('image')).toEqual([]);
  });

  it("shows the server's refusal beside the button and stays", async () => {
    const job = anAssignedJob();
    fakeApi({
      ...signedInApi('yasa'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`PATCH /workers/jobs/${job._id}/worker`]: {
        status: 400,
        body: { message: 'File ini bukan gambar yang didukung', code: 'INVALID_IMAGE' },
      },
    });
    const { user, currentPath } = renderApp(`/yasa/order/verification?job=${job._id}`, {
      session: { role: 'yasa' },
    });

    await user.upload(await screen.findByLabelText('Tambah foto'), photo('rusak.jpg'));
    await user.click(screen.getByRole('button', { name: 'Kirim Verifikasi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File ini bukan gambar yang didukung',
    );
    // Beside the button, not a toast (a toast has the role alert too).
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(currentPath()).toBe('/yasa/order/verification');
    expect(screen.getByRole('img', { name: 'Foto bukti pekerjaan 1' })).toBeVisible();
  });

  it('says the proof went out already instead of asking again', async () => {
    const job = anAssignedJob({
      state: 'worker_confirmed',
      status: {
        isWorkerConfirmed: true,
        confirmationImages: ['/uploads/bukti.webp'],
        confirmationDescription: null,
        isClientConfirmed: false,
        isDone: false,
      },
    });
    fakeApi({ ...signedInApi('yasa'), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/verification?job=${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByText('Bukti pekerjaan sudah terkirim')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kirim Verifikasi' })).not.toBeInTheDocument();
  });

  it("is reached from the 'Selesai' button of my job", async () => {
    const job = anAssignedJob();
    fakeApi({ ...signedInApi('yasa'), [`GET /jobs/${job._id}`]: ok(job) });
    const { user, router } = renderApp(`/yasa/order/jobs/${job._id}`, {
      session: { role: 'yasa' },
    });

    await user.click(await screen.findByRole('link', { name: 'Selesai' }));
    expect(await screen.findByRole('heading', { name: 'Verifikasi Pesanan' })).toBeVisible();
    expect(router.state.location.search).toBe(`?job=${job._id}`);
  });
});
