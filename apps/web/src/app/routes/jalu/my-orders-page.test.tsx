import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aCleaningJob, aJob, anAssignedJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@/features/jobs/api/list-active-orders';

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const ACTIVE = '/clients/jobs/active';
const ALL = `GET ${ACTIVE}?limit=${ACTIVE_ORDERS_PAGE_SIZE}` as const;

describe("'Pesanan Saya'", () => {
  it('shows a card per active order with its pill, badge, description, address and fee', async () => {
    const waiting = aCleaningJob({ title: 'Bersihkan dapur', fee: 120_000 });
    const working = anAssignedJob({ title: 'Belanja bulanan', fee: 45_500 });
    fakeApi({ ...signedInApi('jalu'), [ALL]: ok([waiting, working]) });
    renderApp('/jalu/order/my', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Pesanan Saya', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Pesanan Saya' });
    const [first, second] = within(list).getAllByRole('listitem');

    const firstLink = within(first!).getByRole('link', { name: 'Bersihkan dapur' });
    expect(firstLink).toHaveAttribute('href', `/jalu/order/${waiting._id}`);
    expect(within(first!).getByText('Menunggu Yasa')).toBeVisible();
    expect(within(first!).getByText('Bebersih')).toBeVisible();
    expect(within(first!).getByText('5 Maret 2026')).toBeVisible();
    expect(within(first!).getByText('Deskripsi:')).toBeVisible();
    expect(within(first!).getByText(waiting.description)).toBeVisible();
    expect(within(first!).getByText('Alamat:')).toBeVisible();
    expect(within(first!).getByText(waiting.address).closest('span')).toHaveClass('line-clamp-3');
    expect(within(first!).getByText('Biaya:').parentElement).toHaveTextContent(/Rp\s120\.000/);
    expect(within(first!).getByText('Belum ada pelamar')).toBeVisible();

    expect(within(second!).getByRole('link', { name: 'Belanja bulanan' })).toHaveAttribute(
      'href',
      `/jalu/order/${working._id}`,
    );
    expect(within(second!).getByText('Dalam Pengerjaan')).toBeVisible();
    expect(within(second!).getByText('Nitip')).toBeVisible();
    expect(within(second!).getByText('Budi Santoso')).toBeVisible();
    expect(within(second!).getByText('Biaya:').parentElement).toHaveTextContent(/Rp\s45\.500/);
  });

  it('shows how many applied, marking the ones not seen on the order page yet', async () => {
    const waiting = aCleaningJob({ title: 'Bersihkan dapur', applicantCount: 3 });
    localStorage.setItem('bantuin:seen-applicants', JSON.stringify({ [waiting._id]: 1 }));
    fakeApi({ ...signedInApi('jalu'), [ALL]: ok([waiting]) });
    renderApp('/jalu/order/my', { session: { role: 'jalu' } });

    const card = await screen.findByRole('article', { name: 'Bersihkan dapur' });
    expect(within(card).getByText('3 pelamar')).toBeVisible();
    expect(within(card).getByText('2 baru')).toBeVisible();
    expect(within(card).queryByText('Belum ada pelamar')).not.toBeInTheDocument();
  });

  it("filters by category with ?category= and back to 'Semua'", async () => {
    const errand = aJob({ title: 'Titip obat' });
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      [ALL]: ok([aCleaningJob(), errand]),
      [`GET ${ACTIVE}?category=Nitip&limit=${ACTIVE_ORDERS_PAGE_SIZE}`]: ok([errand]),
    });
    const { user, router } = renderApp('/jalu/order/my', { session: { role: 'jalu' } });
    const list = await screen.findByRole('list', { name: 'Pesanan Saya' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);

    const filter = screen.getByRole('combobox', { name: 'Kategori' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semua', 'Bebersih', 'Nitip']);
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'Nitip');

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Pesanan Saya' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Titip obat' })).toBeVisible();
    expect(router.state.location.search).toBe('?category=Nitip');
    expect(requests.map((r) => r.url)).toContain(
      `${ACTIVE}?category=Nitip&limit=${ACTIVE_ORDERS_PAGE_SIZE}`,
    );

    await user.selectOptions(filter, 'Semua');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Pesanan Saya' })).getAllByRole('link'),
      ).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('');
  });

  it("loads the next page with the cursor on 'Muat lebih banyak'", async () => {
    const firstPage = Array.from({ length: ACTIVE_ORDERS_PAGE_SIZE }, (_, index) =>
      aJob({ title: `Pesanan ${index + 1}` }),
    );
    const last = firstPage.at(-1)!;
    fakeApi({
      ...signedInApi('jalu'),
      [ALL]: ok(firstPage),
      [`GET ${ACTIVE}?limit=${ACTIVE_ORDERS_PAGE_SIZE}&cursor=${last._id}`]: ok([
        aJob({ title: 'Pesanan lama' }),
      ]),
    });
    const { user } = renderApp('/jalu/order/my', { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));

    expect(await screen.findByRole('link', { name: 'Pesanan lama' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Pesanan Saya' })).getAllByRole('link'),
    ).toHaveLength(ACTIVE_ORDERS_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('offers to create an order when there is none', async () => {
    fakeApi({ ...signedInApi('jalu'), [ALL]: ok([]) });
    renderApp('/jalu/order/my', { session: { role: 'jalu' } });

    expect(await screen.findByText('Belum ada pesanan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pesan Bebersih' })).toHaveAttribute(
      'href',
      '/jalu/order/add-cleaning',
    );
    expect(screen.getByRole('link', { name: 'Pesan Nitip' })).toHaveAttribute(
      'href',
      '/jalu/order/add-shopping',
    );
  });

  it('only logs a failed load and offers to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fakeApi({
      ...signedInApi('jalu'),
      [ALL]: async () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { message: 'Akses ditolak', code: 'FORBIDDEN' } }
          : ok([aJob({ title: 'Titip obat' })]);
      },
    });
    const { user } = renderApp('/jalu/order/my', { session: { role: 'jalu' } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pesananmu belum dapat dimuat.')).toBeVisible();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(log).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: 'Titip obat' })).toBeVisible();
  });
});
