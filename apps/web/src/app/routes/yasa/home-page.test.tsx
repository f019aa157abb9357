import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aWorkerProfile, signedInApi } from '@/test/fixtures';
import { aCleaningJob, aJob, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { OPEN_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-open-jobs';

const OPEN_JOBS = `/workers/jobs/worker?limit=${OPEN_JOBS_PAGE_SIZE}`;
const ok = (body: unknown) => ({ status: 200, body });

/** jsdom has no geolocation; each test that needs one brings its own. */
function stubGeolocation(answer: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
    if (answer === 'denied') {
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    } else {
      success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Yasa home', () => {
  it('greets the Yasa, shows its own banner and a compact row per open job', async () => {
    const cleaning = aCleaningJob({ addressNotes: 'Pagar hijau', applicantCount: 3 });
    const errand = aJob({ client: { name: null, profilePicture: null }, applicantCount: 0 });
    fakeApi({ ...signedInApi('yasa'), [`GET ${OPEN_JOBS}`]: ok([cleaning, errand]) });
    renderApp('/yasa', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Halo, Budi Santoso!' })).toBeVisible();
    // The carousel (its first slide stands still in the same region while Swiper loads).
    await screen.findAllByText('Tarik saldo ke rekeningmu');
    const banner = screen.getByRole('region', { name: 'Info Bantuin' });
    // A Yasa hears about work, pay and withdrawing, never about ordering a cleaner.
    expect(within(banner).getAllByText('Cari kerja, atur waktumu sendiri').length).toBeGreaterThan(
      0,
    );
    expect(within(banner).getAllByText('Tarik saldo ke rekeningmu').length).toBeGreaterThan(0);
    expect(within(banner).queryByText('Rumah bersih tanpa repot')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pekerjaan Tersedia' })).toBeVisible();

    const rows = within(
      await screen.findByRole('list', { name: 'Pekerjaan Tersedia' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];

    const firstLink = within(first).getByRole('link', { name: cleaning.title });
    expect(firstLink).toHaveAttribute('href', `/yasa/order/${cleaning._id}`);
    expect(within(first).getByRole('article', { name: cleaning.title })).toBeVisible();
    expect(within(first).getByText('Bebersih')).toBeVisible();
    expect(within(first).getByText(/^Rp\s120\.000$/)).toBeVisible();
    expect(within(first).getByText('3 pelamar')).toBeVisible();
    expect(within(first).getByText(cleaning.address)).toHaveClass('line-clamp-3');
    // The first room photo is the row's thumbnail; no big cover on a list.
    expect(first.querySelector('img[src="/uploads/dapur.webp"]')).not.toBeNull();

    expect(within(second).getByRole('link', { name: errand.title })).toHaveAttribute(
      'href',
      `/yasa/order/${errand._id}`,
    );
    expect(within(second).getByText('Nitip')).toBeVisible();
    expect(within(second).getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(within(second).getByText('Belum ada pelamar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it("marks the jobs I applied for with 'Sudah melamar' and shows each job's time", async () => {
    const applied = aJob({ title: 'Sudah kulamar', hasApplied: true });
    const fresh = aJob({ title: 'Belum kulamar', hasApplied: false, scheduledAt: null });
    fakeApi({ ...signedInApi('yasa'), [`GET ${OPEN_JOBS}`]: ok([applied, fresh]) });
    renderApp('/yasa', { session: { role: 'yasa' } });

    const appliedCard = (await screen.findByRole('link', { name: 'Sudah kulamar' })).closest('li')!;
    const freshCard = screen.getByRole('link', { name: 'Belum kulamar' }).closest('li')!;
    expect(within(appliedCard).getByText('Sudah melamar')).toBeVisible();
    // 2026-03-07T02:00Z is 09.00 in Jakarta.
    expect(within(appliedCard).getByText('Sabtu, 7 Maret 2026, 09.00 WIB')).toBeVisible();
    expect(within(freshCard).queryByText('Sudah melamar')).not.toBeInTheDocument();
    expect(within(freshCard).queryByText(/WIB$/)).not.toBeInTheDocument();
  });

  it("says 'Halo, Yasa!' and asks for a profile while the name is missing", async () => {
    fakeApi({
      ...signedInApi('yasa', { profile: aWorkerProfile({ name: null }) }),
      [`GET ${OPEN_JOBS}`]: ok([]),
    });
    renderApp('/yasa', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Halo, Yasa!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lengkapi profil' })).toHaveAttribute(
      'href',
      '/yasa/profile/update',
    );
    expect(await screen.findByText('Belum ada pekerjaan tersedia')).toBeVisible();
  });

  it('filters by category with ?category=', async () => {
    const errand = aJob({ title: 'Titip beli galon' });
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      [`GET ${OPEN_JOBS}`]: ok([aCleaningJob(), errand]),
      [`GET /workers/jobs/worker?category=Nitip&limit=${OPEN_JOBS_PAGE_SIZE}`]: ok([errand]),
    });
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });
    const list = await screen.findByRole('list', { name: 'Pekerjaan Tersedia' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Semua' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Nitip' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Pekerjaan Tersedia' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Titip beli galon' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Nitip' })).toBeChecked();
    expect(requests.map((request) => request.url)).toContain(
      `/workers/jobs/worker?category=Nitip&limit=${OPEN_JOBS_PAGE_SIZE}`,
    );

    // Back to everything: the first answer is still cached.
    await user.click(screen.getByRole('radio', { name: 'Semua' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Pekerjaan Tersedia' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it("says so when a category has no open job, and offers 'Lihat semua kategori'", async () => {
    fakeApi({
      ...signedInApi('yasa'),
      [`GET ${OPEN_JOBS}`]: ok([aJob()]),
      [`GET /workers/jobs/worker?category=Bebersih&limit=${OPEN_JOBS_PAGE_SIZE}`]: ok([]),
    });
    const { user } = renderApp('/yasa?kategori=Bebersih', { session: { role: 'yasa' } });

    expect(await screen.findByText('Belum ada pekerjaan tersedia')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Bebersih' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Lihat semua kategori' }));
    expect(await screen.findByRole('list', { name: 'Pekerjaan Tersedia' })).toBeVisible();
  });

  it("loads the next page with 'Muat lebih banyak' and the last job as the cursor", async () => {
    const firstPage = Array.from({ length: OPEN_JOBS_PAGE_SIZE }, (_, index) =>
      aJob({ title: `Pekerjaan ${index + 1}` }),
    );
    const lastId = firstPage.at(-1)!._id;
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      [`GET ${OPEN_JOBS}`]: ok(firstPage),
      [`GET ${OPEN_JOBS}&cursor=${lastId}`]: ok([aJob({ title: 'Pekerjaan lama' })]),
    });
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });

    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));

    expect(await screen.findByRole('link', { name: 'Pekerjaan lama' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Pekerjaan Tersedia' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(OPEN_JOBS_PAGE_SIZE + 1);
    expect(requests.map((request) => request.url)).toContain(`${OPEN_JOBS}&cursor=${lastId}`);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it("lists the nearest first with 'Terdekat', showing each distance", async () => {
    const getCurrentPosition = stubGeolocation({ lat: -6.2, lng: 106.8167 });
    const near = aJob({ title: 'Titip obat di apotek', distanceKm: 1.26 });
    fakeApi({
      ...signedInApi('yasa'),
      [`GET ${OPEN_JOBS}`]: ok([aJob()]),
      [`GET /workers/jobs/worker?near=-6.20000%2C106.81670&limit=${OPEN_JOBS_PAGE_SIZE}`]: ok([
        near,
      ]),
    });
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });
    await screen.findByRole('list', { name: 'Pekerjaan Tersedia' });

    await user.click(screen.getByRole('switch', { name: 'Terdekat' }));

    const card = (await screen.findByRole('link', { name: 'Titip obat di apotek' })).closest('li')!;
    expect(within(card).getByText('1,3 km')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Terdekat' })).toBeChecked();
    expect(screen.getByText('Yang terdekat dari lokasimu lebih dulu.')).toBeVisible();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
  });

  it("keeps 'Terdekat' on the way back from a job, without asking for the location again", async () => {
    const getCurrentPosition = stubGeolocation({ lat: -6.2, lng: 106.8167 });
    const near = aJob({ title: 'Titip obat di apotek', distanceKm: 1.26 });
    fakeApi({
      ...signedInApi('yasa'),
      ...configApi(),
      [`GET ${OPEN_JOBS}`]: ok([aJob()]),
      [`GET /workers/jobs/worker?near=-6.20000%2C106.81670&limit=${OPEN_JOBS_PAGE_SIZE}`]: ok([
        near,
      ]),
      // The job page sends the point 'Terdekat' read, for its distance.
      [`GET /jobs/${near._id}?near=-6.20000%2C106.81670`]: ok(near),
    });
    const { user, router } = renderApp('/yasa', { session: { role: 'yasa' } });
    await screen.findByRole('list', { name: 'Pekerjaan Tersedia' });
    await user.click(screen.getByRole('switch', { name: 'Terdekat' }));

    await user.click(await screen.findByRole('link', { name: 'Titip obat di apotek' }));
    await screen.findByRole('heading', { level: 1, name: 'Titip obat di apotek' });
    await router.navigate(-1);

    expect(await screen.findByRole('link', { name: 'Titip obat di apotek' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Terdekat' })).toBeChecked();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('keeps the newest first when the location cannot be read', async () => {
    stubGeolocation('denied');
    const { requests } = fakeApi({ ...signedInApi('yasa'), [`GET ${OPEN_JOBS}`]: ok([aJob()]) });
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });
    await screen.findByRole('list', { name: 'Pekerjaan Tersedia' });

    await user.click(screen.getByRole('switch', { name: 'Terdekat' }));

    expect(
      await screen.findByText('Lokasimu tidak dapat diakses, peta memakai lokasi awal.'),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Terdekat' })).not.toBeChecked();
    expect(requests.some((request) => request.url.includes('near='))).toBe(false);
  });

  it('tells when the browser has no geolocation at all', async () => {
    fakeApi({ ...signedInApi('yasa'), [`GET ${OPEN_JOBS}`]: ok([aJob()]) });
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });
    await screen.findByRole('list', { name: 'Pekerjaan Tersedia' });

    await user.click(screen.getByRole('switch', { name: 'Terdekat' }));

    expect(await screen.findByText('Browser ini tidak dapat membaca lokasi.')).toBeVisible();
  });
});
