import { formatDateLong } from '@bantuin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aCleaningJob, aJob, anAssignedJob, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { MY_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-my-jobs';

const ok = (body: unknown) => ({ status: 200, body });
const MY_JOBS = `GET /workers/job?limit=${MY_JOBS_PAGE_SIZE}` as const;

const confirmed = {
  isWorkerConfirmed: true,
  confirmationImages: ['/uploads/bukti.webp'],
  confirmationDescription: 'Sudah beres',
  isClientConfirmed: false,
  isDone: false,
};

describe("'Pekerjaan saya'", () => {
  it('lists the jobs given to me, each linking to its page', async () => {
    const job = anAssignedJob({
      ...aCleaningJob(),
      state: 'assigned',
      client: { name: 'Sari Wulandari', profilePicture: '/uploads/sari.webp' },
    });
    const waiting = anAssignedJob({ state: 'worker_confirmed', status: confirmed });
    fakeApi({ ...signedInApi('yasa'), [MY_JOBS]: ok([job, waiting]) });
    renderApp('/yasa/order/jobs', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Pekerjaan saya' })).toBeVisible();
    const cards = within(await screen.findByRole('list', { name: 'Pekerjaan saya' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: job.title })).toHaveAttribute(
      'href',
      `/yasa/order/jobs/${job._id}`,
    );
    expect(within(first).getByText(formatDateLong(job.createdAt))).toBeVisible();
    expect(within(first).getByText('Bebersih')).toBeVisible();
    expect(within(first).getByText(job.description)).toBeVisible();
    expect(within(first).getByText(job.address)).toHaveClass('line-clamp-3');
    expect(within(first).getByText('Sari Wulandari')).toBeVisible();
    expect(within(first).getByAltText('Foto Sari Wulandari')).toHaveAttribute(
      'src',
      '/uploads/sari.webp',
    );
    expect(within(first).getByText(/^Rp\s120\.000$/)).toBeVisible();
    expect(within(first).getByText('Dalam Pengerjaan')).toBeVisible();

    expect(within(second).getByText('Menunggu konfirmasi Jalu')).toBeVisible();
  });

  it('invites the Yasa to find work when nothing is given to it yet', async () => {
    fakeApi({ ...signedInApi('yasa'), [MY_JOBS]: ok([]) });
    renderApp('/yasa/order/jobs', { session: { role: 'yasa' } });

    expect(await screen.findByText('Belum ada pekerjaan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cari pekerjaan' })).toHaveAttribute('href', '/yasa');
  });

  it('is reached from the navbar', async () => {
    fakeApi({
      ...signedInApi('yasa'),
      [MY_JOBS]: ok([]),
      [`GET /workers/jobs/worker?limit=12`]: ok([]),
    });
    const { user, currentPath } = renderApp('/yasa', { session: { role: 'yasa' } });

    await user.click((await screen.findAllByRole('link', { name: 'Pekerjaan' }))[0]!);
    expect(currentPath()).toBe('/yasa/order/jobs');
    expect(await screen.findByText('Belum ada pekerjaan')).toBeVisible();
  });
});

describe('My job detail', () => {
  it("offers 'Pesan' and 'Selesai' while the work is on", async () => {
    const job = anAssignedJob();
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/jobs/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    expect(screen.getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(screen.getByText(job.address)).toBeVisible();
    expect(screen.getByText('Dalam Pengerjaan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pesan' })).toHaveAttribute(
      'href',
      `/yasa/order/${job._id}/chat`,
    );
    expect(screen.getByRole('link', { name: 'Selesai' })).toHaveAttribute(
      'href',
      `/yasa/order/verification?job=${job._id}`,
    );
    expect(screen.getByRole('link', { name: /Pekerjaan saya/ })).toHaveAttribute(
      'href',
      '/yasa/order/jobs',
    );
    expect(await screen.findByRole('region', { name: 'Peta lokasi pekerjaan' })).toBeVisible();
  });

  it("hides 'Selesai' once the Yasa has confirmed, and waits for the Jalu", async () => {
    const job = anAssignedJob({ state: 'worker_confirmed', status: confirmed });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/jobs/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('link', { name: 'Pesan' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Selesai' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Menunggu konfirmasi Jalu').length).toBeGreaterThan(0);
  });

  it('sends a job that is still open to the page to apply from', async () => {
    const job = aJob();
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    const { currentPath } = renderApp(`/yasa/order/jobs/${job._id}`, {
      session: { role: 'yasa' },
    });

    expect(await screen.findByRole('button', { name: 'Melamar' })).toBeVisible();
    expect(currentPath()).toBe(`/yasa/order/${job._id}`);
  });

  it("says 'Pekerjaan tidak ditemukan' for someone else's job", async () => {
    // A failed job load is only logged (spec §8); the page explains it.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const job = aJob();
    fakeApi({
      ...signedInApi('yasa'),
      [`GET /jobs/${job._id}`]: {
        status: 404,
        body: { message: 'Pekerjaan tidak ditemukan', code: 'NOT_FOUND' },
      },
    });
    renderApp(`/yasa/order/jobs/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Pekerjaan tidak ditemukan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ke Pekerjaan saya' })).toHaveAttribute(
      'href',
      '/yasa/order/jobs',
    );
    expect(log).toHaveBeenCalled();
  });
});
