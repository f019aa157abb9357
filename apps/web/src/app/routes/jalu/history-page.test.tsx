import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aHistoryEntry } from '@/test/history-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe("'Riwayat Pesanan'", () => {
  it('lists the finished jobs with their details, and offers a review where none was given', async () => {
    const errand = aHistoryEntry();
    const cleaning = aHistoryEntry({
      jobDetail: {
        title: 'Bersihkan dapur',
        categoryName: 'Bebersih',
        description: 'Dapur berminyak.',
        createdAt: '2026-02-10T05:00:00.000Z',
        fee: 120_000,
      },
      worker: { name: 'Rina Kartika' },
      reviewed: true,
    });
    fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=12': ok([errand, cleaning]),
    });
    renderApp('/jalu/order/history', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Riwayat Pesanan' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Riwayat Pesanan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = within(list).getByRole('article', { name: 'Belanja sayur di Pasar Minggu' });
    expect(within(first).getByText('Nitip')).toBeVisible();
    expect(
      within(first).getByText('Bayam 2 ikat, tomat 1 kg, cabai rawit seperempat.'),
    ).toBeVisible();
    expect(within(first).getByText('5 Maret 2026')).toBeVisible();
    expect(within(first).getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(within(first).getByText('Budi Santoso')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Beri ulasan' })).toHaveAttribute(
      'href',
      `/jalu/order/${errand._id}/review`,
    );

    const second = within(list).getByRole('article', { name: 'Bersihkan dapur' });
    expect(within(second).getByText('Bebersih')).toBeVisible();
    expect(within(second).getByText('10 Februari 2026')).toBeVisible();
    expect(within(second).getByText(/^Rp\s120\.000$/)).toBeVisible();
    expect(within(second).getByText('Rina Kartika')).toBeVisible();
    expect(within(second).queryByRole('link', { name: 'Beri ulasan' })).not.toBeInTheDocument();
  });

  it('says what actually moved, shows the job photo, and marks a decided complaint', async () => {
    const split = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Titip obat' },
      image: '/uploads/dapur.webp',
      complained: true,
      money: { toYasa: 10_000, backToJalu: 25_000, adminFee: 2_000 },
    });
    const lateCancel = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Titip galon' },
      state: 'cancelled',
      money: { toYasa: 5_000, backToJalu: 32_000, adminFee: 0 },
    });
    fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=12': ok([split, lateCancel]),
    });
    renderApp('/jalu/order/history', { session: { role: 'jalu' } });

    const first = await screen.findByRole('article', { name: 'Titip obat' });
    expect(within(first).getByText('Komplain diputuskan')).toBeVisible();
    const paid = within(first).getByText('Dibayar ke Yasa').closest('div')!;
    expect(paid).toHaveTextContent(/Dibayar ke Yasa\s*Rp\s10\.000/);
    expect(within(first).getByText('Kembali ke saldomu').closest('div')).toHaveTextContent(
      /Rp\s25\.000/,
    );
    expect(within(first).getByText('Biaya admin').closest('div')).toHaveTextContent(/Rp\s2\.000/);
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/dapur.webp');

    const second = screen.getByRole('article', { name: 'Titip galon' });
    expect(within(second).getByText('Kompensasi Yasa').closest('div')).toHaveTextContent(
      /Rp\s5\.000/,
    );
    expect(within(second).getByText('Kembali ke saldomu').closest('div')).toHaveTextContent(
      /Rp\s32\.000/,
    );
    expect(within(second).queryByText('Biaya admin')).not.toBeInTheDocument();
  });

  it('opens each entry on its order page, and lists cancelled jobs with their state', async () => {
    const finished = aHistoryEntry();
    const cancelled = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Titip galon' },
      worker: undefined,
      state: 'cancelled',
    });
    fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=12': ok([cancelled, finished]),
    });
    renderApp('/jalu/order/history', { session: { role: 'jalu' } });

    const row = await screen.findByRole('article', { name: 'Titip galon' });
    expect(within(row).getByText('Dibatalkan')).toBeVisible();
    expect(within(row).getByText('Dibatalkan sebelum ada Yasa')).toBeVisible();
    // Nothing to review on a cancelled job.
    expect(within(row).queryByRole('link', { name: 'Beri ulasan' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Titip galon' })).toHaveAttribute(
      'href',
      `/jalu/order/${cancelled._id}`,
    );
    const done = screen.getByRole('article', { name: finished.jobDetail.title });
    expect(within(done).getByText('Selesai')).toBeVisible();
    expect(within(done).getByRole('link', { name: finished.jobDetail.title })).toHaveAttribute(
      'href',
      `/jalu/order/${finished._id}`,
    );
  });

  it('filters by category through the server (?category=)', async () => {
    const errand = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Nitip obat' },
    });
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=12': ok([aHistoryEntry(), errand]),
      'GET /profile/histories?category=Nitip&limit=12': ok([errand]),
      'GET /profile/histories?category=Bebersih&limit=12': ok([]),
    });
    const { user, router } = renderApp('/jalu/order/history', { session: { role: 'jalu' } });

    const filter = await screen.findByLabelText('Kategori');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semua', 'Bebersih', 'Nitip']);
    await screen.findByRole('list', { name: 'Riwayat Pesanan' });

    await user.selectOptions(filter, 'Nitip');
    // The previous list may show until the filtered one arrives: wait for the filtered one.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Nitip obat' })).toBeVisible();
    expect(router.state.location.search).toBe('?category=Nitip');
    expect(requests.map((request) => request.url)).toContain(
      '/profile/histories?category=Nitip&limit=12',
    );

    await user.selectOptions(filter, 'Bebersih');
    expect(await screen.findByText('Belum ada pesanan Bebersih yang selesai')).toBeVisible();
  });

  it("pages with 'Muat lebih banyak', sending the last entry's id as the cursor", async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) =>
      aHistoryEntry({ jobDetail: { ...aHistoryEntry().jobDetail, title: `Pesanan ${index + 1}` } }),
    );
    const last = firstPage.at(-1)!;
    const older = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Pesanan paling lama' },
    });
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=12': ok(firstPage),
      [`GET /profile/histories?limit=12&cursor=${last._id}`]: ok([older]),
    });
    const { user } = renderApp('/jalu/order/history', { session: { role: 'jalu' } });

    expect(await screen.findByRole('article', { name: 'Pesanan 12' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));

    expect(await screen.findByRole('article', { name: 'Pesanan paling lama' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(requests.map((request) => request.url)).toContain(
      `/profile/histories?limit=12&cursor=${last._id}`,
    );
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('says when nothing has finished yet', async () => {
    fakeApi({ ...signedInApi('jalu'), 'GET /profile/histories?limit=12': ok([]) });
    renderApp('/jalu/order/history', { session: { role: 'jalu' } });
    expect(await screen.findByText('Belum ada pesanan yang selesai')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/jalu/order/my',
    );
  });

  it('is one click away in the navbar', async () => {
    fakeApi({ ...signedInApi('jalu'), 'GET /profile/histories?limit=12': ok([]) });
    const { user, currentPath } = renderApp('/jalu/profile', { session: { role: 'jalu' } });

    const links = await screen.findAllByRole('link', { name: 'Riwayat Pesanan' });
    expect(links.length).toBeGreaterThan(0);
    await user.click(links.at(-1)!);
    expect(currentPath()).toBe('/jalu/order/history');
  });
});

describe('the Jalu profile', () => {
  it('shows the latest finished orders in a grid, with a way to all of them', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/histories?limit=6': ok([
        aHistoryEntry(),
        aHistoryEntry({
          jobDetail: {
            ...aHistoryEntry().jobDetail,
            title: 'Bersihkan kamar',
            categoryName: 'Bebersih',
          },
          worker: { name: null },
          reviewed: true,
        }),
      ]),
    });
    renderApp('/jalu/profile', { session: { role: 'jalu' } });

    const section = await screen.findByRole('region', { name: 'Riwayat Pesanan' });
    const first = await within(section).findByRole('article', {
      name: 'Belanja sayur di Pasar Minggu',
    });
    expect(within(first).getByText('Nitip')).toBeVisible();
    expect(within(first).getByText('5 Maret 2026')).toBeVisible();
    expect(within(first).getByText(/^Rp\s35\.000$/)).toBeVisible();
    expect(within(first).getByText('Budi Santoso')).toBeVisible();
    const second = within(section).getByRole('article', { name: 'Bersihkan kamar' });
    expect(within(second).getByText('Bebersih')).toBeVisible();
    // A Yasa without a name yet.
    expect(within(second).getByText('Yasa')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '/jalu/order/history',
    );
  });

  it('says when there is no finished order yet', async () => {
    fakeApi(signedInApi('jalu'));
    renderApp('/jalu/profile', { session: { role: 'jalu' } });
    const section = await screen.findByRole('region', { name: 'Riwayat Pesanan' });
    expect(await within(section).findByText('Belum ada pesanan yang selesai')).toBeVisible();
  });
});
