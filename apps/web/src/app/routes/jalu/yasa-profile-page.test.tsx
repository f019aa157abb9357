import type { Applicant, JobWithWorkers, PublicYasaProfile } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { anId, signedInApi } from '@/test/fixtures';
import { aJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

const rina: PublicYasaProfile = {
  _id: anId(),
  name: 'Rina Lestari',
  profilePicture: null,
  bio: 'Rapi dan cepat, sudah tiga tahun membantu.',
  rating: 4.5,
  jobDone: 12,
  cancelledJobs: 1,
  memberSince: '2025-01-10T08:00:00.000Z',
  verified: true,
};

const review = {
  _id: anId(),
  client: { name: 'Sari', profilePicture: null },
  rating: 5,
  description: 'Dapur jadi kinclong.',
  images: ['/uploads/ulasan-1.webp'],
  createdAt: '2026-03-01T08:00:00.000Z',
};

const applicantOf = (yasa: PublicYasaProfile): Applicant => ({
  _id: anId(),
  userId: yasa._id,
  name: yasa.name,
  profilePicture: null,
  verified: yasa.verified,
  cancelledJobs: yasa.cancelledJobs,
  appliedAt: '2026-03-05T08:00:00.000Z',
});

function yasaApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...signedInApi('jalu'),
    [`GET /clients/yasa/${rina._id}`]: ok(rina),
    [`GET /clients/yasa/${rina._id}/reviews?limit=10`]: ok([review]),
    ...extra,
  });
}

describe("a Yasa's public profile", () => {
  it('shows the picture, bio, rating, jobs done, back-outs, member since and reviews', async () => {
    yasaApi();
    renderApp(`/jalu/yasa/${rina._id}`, { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Rina Lestari', level: 1 })).toBeVisible();
    expect(screen.getByText(rina.bio!)).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.getByText('1×')).toBeVisible();
    expect(screen.getByText('Terverifikasi')).toBeVisible();
    expect(screen.getByText(/Bergabung sejak/)).toHaveTextContent('10 Januari 2025');
    expect(await screen.findByText('Dapur jadi kinclong.')).toBeVisible();
    // Opened from 'Yasa Terbaik': nothing to accept.
    expect(screen.queryByRole('button', { name: 'Terima' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profil Yasa · Bantuin'));
  });

  it('offers Terima when opened from an order whose waiting list holds this Yasa', async () => {
    const job: JobWithWorkers = { ...aJob({ fee: 35_000 }), workers: [applicantOf(rina)] };
    const { requests } = yasaApi({
      [`GET /clients/jobs/${job._id}/workers`]: ok(job),
      [`PATCH /clients/jobs/${job._id}/${rina._id}`]: ok({ message: 'Berhasil Menerima Worker' }),
      [`GET /clients/jobs/active?limit=12`]: ok([]),
    });
    const { user, currentPath } = renderApp(`/jalu/yasa/${rina._id}?job=${job._id}`, {
      session: { role: 'jalu' },
    });

    await user.click(await screen.findByRole('button', { name: 'Terima' }));
    const question = await screen.findByRole('dialog', { name: 'Terima Rina Lestari?' });
    expect(within(question).getByText(/^Rp\s35\.000$/)).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Ya, terima' }));

    expect(await screen.findByText('Berhasil menerima Yasa')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(true);
  });

  it('says so for someone who is not a Yasa', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      [`GET /clients/yasa/${rina._id}`]: {
        status: 404,
        body: { message: 'Yasa tidak ditemukan', code: 'NOT_FOUND' },
      },
    });
    renderApp(`/jalu/yasa/${rina._id}`, { session: { role: 'jalu' } });
    expect(await screen.findByRole('heading', { name: 'Yasa tidak ditemukan' })).toBeVisible();
  });
});
