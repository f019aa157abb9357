import type { Job } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-my-jobs';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { anAssignedJob, anOpenDispute, asAssignedYasa, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const SLOW = { timeout: 15_000 };

function openMyJob(job: Job, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...signedInApi('yasa'),
    ...configApi(),
    [`GET /jobs/${job._id}`]: ok(job),
    [`GET /workers/job?limit=${MY_JOBS_PAGE_SIZE}`]: ok([]),
    ...extra,
  });
  return { ...api, ...renderApp(`/yasa/order/jobs/${job._id}`, { session: { role: 'yasa' } }) };
}

const openDispute = anOpenDispute();

describe("the Yasa's job page", SLOW, () => {
  it("shows 'Waktu pengerjaan' and backs out after a confirmation", async () => {
    const job = anAssignedJob({ scheduledAt: '2026-11-28T02:00:00.000Z' });
    const { requests, user, currentPath } = openMyJob(job, {
      [`DELETE /workers/jobs/${job._id}`]: ok({ message: 'Kamu sudah mundur dari pekerjaan ini' }),
    });

    const time = await screen.findByText('Sabtu, 28 November 2026, 09.00 WIB');
    expect(time.parentElement).toHaveTextContent('Waktu: Sabtu, 28 November 2026, 09.00 WIB');
    // The Jalu's standing, as a Yasa sees it.
    expect(await screen.findByLabelText('Reputasi Jalu')).toHaveTextContent(
      'Rating Jalu 4,5 dari 2 ulasan · 7 pesanan selesai',
    );
    await user.click(screen.getByRole('button', { name: 'Mundur dari pekerjaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mundur dari pekerjaan ini?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, mundur' }));

    expect(await screen.findByText('Kamu sudah mundur dari pekerjaan ini')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/yasa/order/jobs'));
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(
      `/workers/jobs/${job._id}`,
    );
  });

  it('answers a complaint once, with text and a photo', async () => {
    const assigned = anAssignedJob();
    const job: Job = asAssignedYasa({
      ...assigned,
      state: 'disputed',
      status: { ...assigned.status!, isWorkerConfirmed: true },
    });
    let answered = false;
    const { requests, user } = openMyJob(job, {
      [`GET /jobs/${job._id}/dispute`]: async () =>
        ok(answered ? { ...openDispute, response: 'Sudah saya sikat dua kali' } : openDispute),
      [`PATCH /workers/jobs/${job._id}/dispute`]: async () => {
        answered = true;
        return ok({ message: 'Tanggapan berhasil dikirim' });
      },
    });

    const section = await screen.findByRole('region', { name: 'Komplain' });
    expect(within(section).getByText(openDispute.reason)).toBeVisible();
    expect(within(section).getByText('Sedang ditinjau')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mundur dari pekerjaan' })).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText('Tanggapanmu'), 'Sudah saya sikat dua kali');
    await user.upload(
      within(section).getByLabelText(/Foto pendukung/),
      new File(['x'], 'bukti.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Kirim Tanggapan' }));

    expect(await screen.findByText('Tanggapan berhasil dikirim')).toBeVisible();
    expect(await within(section).findByText('Sudah saya sikat dua kali')).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Kirim Tanggapan' }),
    ).not.toBeInTheDocument();
    const form = requests.find((request) => request.method === 'PATCH')?.body as FormData;
    expect(form.get('response')).toBe('Sudah saya sikat dua kali');
    expect((form.getAll('image') as File[]).map((file) => file.name)).toEqual(['bukti.png']);
  });

  it('ticks the shopping list, asks the Jalu about a replacement, and holds the receipt until every item is ticked', async () => {
    const item = (id: string, name: string) => ({
      _id: id,
      name,
      quantity: 1,
      note: null,
      estimatedPrice: null,
      state: 'pending' as const,
      replacement: null,
    });
    const job = anAssignedJob({
      shoppingCap: 100_000,
      // The server offers the receipt on a Nitip with a cap before it is sent.
      actions: ['backOut', 'submitReceipt', 'chat'],
      items: [
        item('00000000-0000-4000-8000-0000000000b1', 'Beras 5 kg'),
        item('00000000-0000-4000-8000-0000000000b2', 'Susu kotak'),
      ],
    });
    const { requests, user } = openMyJob(job, {
      [`PATCH /workers/jobs/${job._id}/items/00000000-0000-4000-8000-0000000000b1`]: ok({
        message: 'Daftar belanja diperbarui',
      }),
      [`PATCH /workers/jobs/${job._id}/items/00000000-0000-4000-8000-0000000000b2`]: ok({
        message: 'Daftar belanja diperbarui',
      }),
    });

    const list = await screen.findByRole('region', { name: 'Daftar belanja' });
    expect(within(list).getByText(/Tandai semua barang/)).toBeVisible();
    const [beras, susu] = within(list).getAllByRole('listitem');
    await user.click(within(beras!).getByRole('button', { name: 'Dibeli' }));
    await user.click(within(susu!).getByRole('button', { name: 'Ganti…' }));
    await user.type(within(susu!).getByLabelText('Barang pengganti'), 'Susu UHT');
    await user.click(within(susu!).getByRole('button', { name: 'Tanyakan ke Jalu' }));

    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH').map((r) => r.body)).toEqual([
        { state: 'bought' },
        { state: 'replaced', replacement: 'Susu UHT' },
      ]),
    );
  });
});
