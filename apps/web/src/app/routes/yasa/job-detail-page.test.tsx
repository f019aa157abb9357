import { SAFETY_MESSAGES } from '@bantuin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aCleaningJob, aJob, anAssignedJob, configApi } from '@/test/job-fixtures';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';
import { OPEN_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-open-jobs';

const ok = (body: unknown) => ({ status: 200, body });
const OPEN_JOBS = `GET /workers/jobs/worker?limit=${OPEN_JOBS_PAGE_SIZE}` as const;

describe('Yasa job detail', () => {
  it('shows a Nitip job with its map, fee, description, address and Jalu', async () => {
    const job = aJob();
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    expect(screen.getByText('Nitip')).toBeVisible();
    expect(screen.getByText('Biaya')).toBeVisible();
    expect(screen.getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(screen.getByText(job.description)).toBeVisible();
    expect(screen.getByText(job.address)).toBeVisible();
    expect(screen.getByText('(Tidak ada)')).toBeVisible();
    expect(screen.getByText('Sari Wulandari')).toBeVisible();
    expect(screen.getByRole('link', { name: /Pekerjaan lain/ })).toHaveAttribute('href', '/yasa');

    // The Leaflet map (loaded lazily) with the job's pin and the configured tiles.
    const map = await screen.findByRole('region', { name: 'Peta lokasi pekerjaan' });
    expect(await within(map).findByAltText('Lokasi pekerjaan')).toBeInTheDocument();
    await expect
      .poll(() => map.querySelector('img.leaflet-tile')?.getAttribute('src'))
      .toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
    expect(screen.getByRole('link', { name: /Buka di OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-6.2841&mlon=106.8446'),
    );
    expect(screen.getByRole('button', { name: 'Melamar' })).toBeEnabled();
  });

  it('loads the map only once its frame nears the screen (last on a phone)', async () => {
    const observer = stubIntersectionObserver();
    const job = aJob();
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    await expect.poll(() => observer.observers.length).toBeGreaterThan(0);
    // On the screen itself, not ahead of it: the map starts just below a phone's fold.
    expect(observer.observers[0]?.options?.rootMargin).toBe('0px 0px');
    observer.intersect(false);
    expect(screen.queryByRole('region', { name: 'Peta lokasi pekerjaan' })).toBeNull();

    observer.intersect(true);
    const map = await screen.findByRole('region', { name: 'Peta lokasi pekerjaan' });
    expect(await within(map).findByAltText('Lokasi pekerjaan')).toBeInTheDocument();
  });

  it("says how far the job is ('Sekitar 1,2 km darimu') once this tab knows the Yasa's position", async () => {
    const job = aJob({ approximateRadiusM: 300, distanceKm: 1.2 });
    // 'Terdekat' on the home read it (lib/geolocation remembers the last one in this tab).
    sessionStorage.setItem('bantuin:last-position', JSON.stringify({ lat: -6.27, lng: 106.8446 }));
    try {
      const { requests } = fakeApi({
        ...signedInApi('yasa'),
        ...configApi(),
        // The server measures from the Yasa's point to the true place; the web never could.
        [`GET /jobs/${job._id}?near=-6.27000%2C106.84460`]: ok(job),
      });
      renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

      expect(await screen.findByText('Sekitar 1,2 km darimu')).toBeVisible();
      expect(requests.some((request) => request.url.endsWith('near=-6.27000%2C106.84460'))).toBe(
        true,
      );
    } finally {
      sessionStorage.clear();
    }
  });

  it('shows no distance while the position is unknown, and asks the server for none', async () => {
    const job = aJob({ approximateRadiusM: 300 });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    expect(screen.queryByText(/darimu$/)).not.toBeInTheDocument();
  });

  it('shows the room photos of a Bebersih job, the notes, and still the map', async () => {
    const job = aCleaningJob({ addressNotes: 'Pagar hijau, sebelah warung' });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    const photos = await screen.findByRole('region', { name: 'Foto ruangan' });
    expect(within(photos).getByAltText('Foto ruangan 1 dari 2')).toHaveAttribute(
      'src',
      '/uploads/dapur.webp',
    );
    expect(within(photos).getByAltText('Foto ruangan 2 dari 2')).toBeInTheDocument();
    expect(screen.getByText('Pagar hijau, sebelah warung')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lokasi' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Peta lokasi pekerjaan' })).toBeVisible();
  });

  it("applies with 'Melamar', says so and goes home", async () => {
    const job = aJob();
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`POST /workers/jobs/${job._id}`]: {
        status: 201,
        body: { message: 'Successfully apply for the job' },
      },
      [OPEN_JOBS]: ok([]),
    });
    const { user, currentPath } = renderApp(`/yasa/order/${job._id}`, {
      session: { role: 'yasa' },
    });

    await user.click(await screen.findByRole('button', { name: 'Melamar' }));

    expect(await screen.findByText('Berhasil melamar pekerjaan')).toBeVisible();
    expect(currentPath()).toBe('/yasa');
    const apply = requests.find((request) => request.method === 'POST');
    expect(apply?.url).toBe(`/workers/jobs/${job._id}`);
    expect(apply?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it("sends a Yasa without a name to the profile with 'Lengkapi profilmu dulu' (the API's English stays for old clients)", async () => {
    const job = aJob();
    fakeApi({
      ...signedInApi('yasa'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`POST /workers/jobs/${job._id}`]: {
        status: 400,
        body: { message: 'Fill in your profile first!', code: 'PROFILE_INCOMPLETE' },
      },
      'GET /workers/profile/reviews?limit=10': ok([]),
    });
    const { user, currentPath } = renderApp(`/yasa/order/${job._id}`, {
      session: { role: 'yasa' },
    });

    await user.click(await screen.findByRole('button', { name: 'Melamar' }));

    const toast = await screen.findByText('Lengkapi profilmu dulu');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(currentPath()).toBe('/yasa/profile');
  });

  it("shows the server's message and stays when the job is no longer open", async () => {
    const job = aJob();
    fakeApi({
      ...signedInApi('yasa'),
      ...configApi(),
      [`GET /jobs/${job._id}`]: ok(job),
      [`POST /workers/jobs/${job._id}`]: {
        status: 409,
        body: { message: 'Pekerjaan ini sudah tidak menerima pelamar', code: 'JOB_NOT_OPEN' },
      },
    });
    const { user, currentPath } = renderApp(`/yasa/order/${job._id}`, {
      session: { role: 'yasa' },
    });

    await user.click(await screen.findByRole('button', { name: 'Melamar' }));

    expect(await screen.findByText('Pekerjaan ini sudah tidak menerima pelamar')).toBeVisible();
    expect(currentPath()).toBe(`/yasa/order/${job._id}`);
  });

  it("shows a disabled 'Sudah melamar' once the Yasa has applied", async () => {
    const job = aJob({ hasApplied: true });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('button', { name: 'Sudah melamar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Melamar' })).not.toBeInTheDocument();
  });

  it("says 'Lamaran ditutup', not 'Sudah melamar', when the server offers no 'Melamar' to one who did not apply", async () => {
    // An open job past its time: no 'apply' in its actions, and this Yasa never applied.
    const job = aJob({ hasApplied: false, actions: [] });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('button', { name: 'Lamaran ditutup' })).toBeDisabled();
    expect(screen.getByText('Pesanan ini tidak menerima lamaran lagi.')).toBeVisible();
    expect(screen.queryByText('Sudah melamar')).not.toBeInTheDocument();
  });

  it("says 'Kamu sudah mundur', not 'Sudah melamar', on a job the Yasa backed out of", async () => {
    const job = aJob({ hasApplied: false, applyRefusal: 'BACKED_OUT', actions: [] });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('button', { name: 'Kamu sudah mundur' })).toBeDisabled();
    expect(screen.getByText(/tidak bisa melamar lagi/)).toBeVisible();
    expect(screen.queryByText('Sudah melamar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Melamar' })).not.toBeInTheDocument();
  });

  it("offers no 'Melamar' when applying needs a verification, and links to 'Verifikasi'", async () => {
    const job = aJob({ hasApplied: false, applyRefusal: 'VERIFICATION_REQUIRED', actions: [] });
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('button', { name: 'Perlu verifikasi' })).toBeDisabled();
    expect(screen.getByText(/Verifikasi identitas \(KTP\) dulu/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verifikasi sekarang' })).toHaveAttribute(
      'href',
      '/yasa/profile/verifikasi',
    );
    expect(screen.queryByRole('button', { name: 'Melamar' })).not.toBeInTheDocument();
  });

  it("explains an open job a block hides (403 BLOCKED) with the server's sentence", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const job = aJob();
    fakeApi({
      ...signedInApi('yasa'),
      [`GET /jobs/${job._id}`]: {
        status: 403,
        body: { message: SAFETY_MESSAGES.blockedJob, code: 'BLOCKED' },
      },
    });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Pesanan tidak tersedia' })).toBeVisible();
    expect(screen.getByText(SAFETY_MESSAGES.blockedJob)).toBeVisible();
    expect(screen.queryByText('Sudah melamar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Melamar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat pekerjaan lain' })).toHaveAttribute(
      'href',
      '/yasa',
    );
    expect(log).toHaveBeenCalled();
  });

  it("points a job given to me to 'Pekerjaan saya'", async () => {
    const job = anAssignedJob();
    fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('link', { name: 'Buka di Pekerjaan saya' })).toHaveAttribute(
      'href',
      `/yasa/order/jobs/${job._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Melamar' })).not.toBeInTheDocument();
  });

  it("says 'Pekerjaan tidak ditemukan' for a job the server does not show", async () => {
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
    renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Pekerjaan tidak ditemukan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat pekerjaan lain' })).toHaveAttribute(
      'href',
      '/yasa',
    );
    expect(log).toHaveBeenCalled();
  });

  it('does not ask the server about an id that cannot be a job', async () => {
    const { requests } = fakeApi(signedInApi('yasa'));
    renderApp('/yasa/order/bukan-id', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Pekerjaan tidak ditemukan' })).toBeVisible();
    expect(requests.some((request) => request.url.startsWith('/jobs/'))).toBe(false);
  });

  it('leaves the pages of later issues to the not-found page', async () => {
    fakeApi(signedInApi('yasa'));
    renderApp('/yasa/order/verification?job=123', { session: { role: 'yasa' } });
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  });
});
