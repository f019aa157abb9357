import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { aReview, aWorkerProfile, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const REVIEWS = 'GET /workers/profile/reviews?limit=10';

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function yasaApi(
  profile = aWorkerProfile(),
  reviews: FakeReply = { status: 200, body: [] },
  balance = 0,
) {
  return fakeApi({ ...signedInApi('yasa', { profile, balance }), [REVIEWS]: reviews });
}

describe('Yasa profile', () => {
  it("shows the 'Yasa Baru' badge while the Yasa has no rating", async () => {
    yasaApi(aWorkerProfile());
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
    expect(screen.getByText('Yasa Baru')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Rating/ })).not.toBeInTheDocument();
  });

  it('shows the rating with a star once there is one', async () => {
    yasaApi(aWorkerProfile({ rating: 4.75, jobDone: 12 }));
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    expect(await screen.findByRole('img', { name: 'Rating 4,8 dari 5' })).toBeVisible();
    expect(screen.queryByText('Yasa Baru')).not.toBeInTheDocument();
    expect(screen.getByText('Pekerjaan selesai').nextElementSibling).toHaveTextContent('12');
  });

  it('shows email, age, phone, birth date, address, bio, jobs done and the join date', async () => {
    yasaApi(aWorkerProfile({ jobDone: 3 }));
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    await screen.findByRole('heading', { name: 'Budi Santoso' });
    expect(detail('Email')).toHaveTextContent('budi@contoh.id');
    expect(detail('Umur')).toHaveTextContent(`${new Date().getFullYear() - 1990} tahun`);
    // Stored normalised, shown as typed in Indonesia.
    expect(detail('Nomor Telepon')).toHaveTextContent(/^0898-7654-3210$/);
    expect(detail('Tanggal Lahir')).toHaveTextContent('3 Februari 1990');
    expect(detail('Alamat')).toHaveTextContent('Jl. Kenanga No. 12, Depok');
    expect(screen.getByRole('region', { name: 'Bio' })).toHaveTextContent('Rapi dan tepat waktu.');
    expect(screen.getByText('Pekerjaan selesai').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Mundur').nextElementSibling).toHaveTextContent('0×');
    expect(screen.getByText(/^Bergabung sejak/)).toHaveTextContent(
      'Bergabung sejak 15 Januari 2026',
    );
    expect(screen.getByRole('link', { name: 'Ubah Profil' })).toHaveAttribute(
      'href',
      '/yasa/profile/update',
    );
  });

  it('shows how often the Yasa backed out, as Jalu see it in their waiting lists', async () => {
    yasaApi(aWorkerProfile({ cancelledJobs: 2 }));
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    await screen.findByRole('heading', { name: 'Budi Santoso' });
    expect(screen.getByText('Mundur').nextElementSibling).toHaveTextContent('2×');
    expect(
      screen.getByText('Jalu melihat berapa kali kamu mundur setelah diterima.'),
    ).toBeInTheDocument();
  });

  it("says 'Belum diisi' rather than leaving a cell empty", async () => {
    const profile = aWorkerProfile({ address: '' });
    yasaApi({ ...profile, userData: { ...profile.userData, phoneNumber: '' } });
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    await screen.findByRole('heading', { name: 'Budi Santoso' });
    expect(detail('Nomor Telepon')).toHaveTextContent('Belum diisi');
    expect(detail('Alamat')).toHaveTextContent('Belum diisi');
  });

  it('shows the wallet card with the balance only (no Top Up for a Yasa)', async () => {
    yasaApi(aWorkerProfile(), undefined, 75_000);
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    const wallet = await screen.findByRole('region', { name: 'Saldo saya' });
    expect(await within(wallet).findByText(/^Rp\s75\.000$/)).toBeVisible();
    expect(within(wallet).getByText('Budi Santoso')).toBeVisible();
    expect(within(wallet).queryByRole('button', { name: 'Top Up' })).not.toBeInTheDocument();
    expect(within(wallet).getByRole('link', { name: 'Riwayat Saldo' })).toHaveAttribute(
      'href',
      '/yasa/wallet',
    );
  });

  it("says 'Belum ada ulasan' while there are no reviews", async () => {
    yasaApi();
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    const reviews = await screen.findByRole('region', { name: 'Ulasan' });
    expect(await within(reviews).findByText('Belum ada ulasan')).toBeVisible();
  });

  it("lists reviews: client's name and picture, stars, clamped text, photos", async () => {
    const review = aReview({
      client: { name: 'Rina', profilePicture: '/uploads/rina.webp' },
      rating: 4,
      description: 'Cepat dan rapi.',
      images: ['/uploads/dapur-1.webp', '/uploads/dapur-2.webp'],
    });
    yasaApi(aWorkerProfile({ rating: 4 }), { status: 200, body: [review] });
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    const reviews = await screen.findByRole('region', { name: 'Ulasan' });
    const card = (await within(reviews).findByText('Rina')).closest('article')!;
    expect(
      within(card as HTMLElement).getByRole('img', { name: '4 dari 5 bintang' }),
    ).toBeVisible();
    expect(within(card as HTMLElement).getByText('Cepat dan rapi.')).toHaveClass('line-clamp-5');
    expect(card.querySelector('img[src="/uploads/rina.webp"]')).not.toBeNull();
    expect(within(card as HTMLElement).getAllByRole('img', { name: /^Foto ulasan/ })).toHaveLength(
      2,
    );
    expect(within(reviews).queryByText('Belum ada ulasan')).not.toBeInTheDocument();
  });

  it('only logs a failed reviews load (spec §8) and says it quietly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    yasaApi(aWorkerProfile(), {
      status: 404,
      body: { message: 'Rute tidak ditemukan', code: 'NOT_FOUND' },
    });
    renderApp('/yasa/profile', { session: { role: 'yasa' } });

    expect(await screen.findByText('Ulasan belum dapat dimuat.')).toBeVisible();
    expect(screen.queryByText('Rute tidak ditemukan')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
