import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aClientProfile, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The value shown under a label of the profile's description list. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Jalu profile', () => {
  it('shows picture, name, email, status, age, phone, birth date and address', async () => {
    fakeApi(
      signedInApi('jalu', {
        profile: aClientProfile({ profilePicture: '/uploads/sari.webp' }),
      }),
    );
    renderApp('/jalu/profile', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto profil Sari Wulandari' })).toHaveAttribute(
      'src',
      '/uploads/sari.webp',
    );
    expect(detail('Email')).toHaveTextContent('sari@contoh.id');
    expect(detail('Status')).toHaveTextContent('Jalu');
    // Spec §5: the difference of calendar years.
    expect(detail('Umur')).toHaveTextContent(`${new Date().getFullYear() - 1995} tahun`);
    // Stored normalised, shown as typed in Indonesia.
    expect(detail('Nomor Telepon')).toHaveTextContent(/^0812-3456-7890$/);
    expect(detail('Tanggal Lahir')).toHaveTextContent('17 Agustus 1995');
    expect(detail('Alamat')).toHaveTextContent('Jl. Melati No. 5, Bandung');
    expect(screen.getByRole('link', { name: 'Ubah Profil' })).toHaveAttribute(
      'href',
      '/jalu/profile/update',
    );
    expect(screen.queryByText('Profilmu belum lengkap')).not.toBeInTheDocument();
  });

  it("says 'Belum diisi' for what is not filled in, and nudges to complete it", async () => {
    fakeApi(
      signedInApi('jalu', {
        profile: aClientProfile({ name: null, dateOfBirth: null, address: null }),
      }),
    );
    renderApp('/jalu/profile', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Nama belum diisi' })).toBeVisible();
    expect(detail('Umur')).toHaveTextContent('Belum diisi');
    expect(detail('Tanggal Lahir')).toHaveTextContent('Belum diisi');
    expect(detail('Alamat')).toHaveTextContent('Belum diisi');
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Profilmu belum lengkap')).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Lengkapi' })).toHaveAttribute(
      'href',
      '/jalu/profile/update',
    );
  });

  it("toasts the server's message and offers to retry when the profile cannot be loaded", async () => {
    let fail = true;
    fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/profile': async () =>
        fail
          ? { status: 404, body: { message: 'Profil tidak ditemukan', code: 'NOT_FOUND' } }
          : { status: 200, body: aClientProfile() },
    });
    const { user } = renderApp('/jalu/profile', { session: { role: 'jalu' } });

    expect(await screen.findByText('Profil tidak ditemukan')).toBeVisible();
    expect(await screen.findByText('Profil belum dapat dimuat')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeVisible();
  });

  it('a 401 on the profile ends the session: told once, back to /login', async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/profile': {
        status: 401,
        body: { message: 'Akun tidak ditemukan, silakan masuk lagi', code: 'UNAUTHENTICATED' },
      },
    });
    const { currentPath } = renderApp('/jalu/profile', { session: { role: 'jalu' } });

    expect(await screen.findByText('Akun tidak ditemukan, silakan masuk lagi')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(screen.getAllByText('Akun tidak ditemukan, silakan masuk lagi')).toHaveLength(1);
    // No loop: the pages left behind may refetch once, and that is ignored.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((request) => request.url === '/clients/profile').length).toBeLessThan(4);
  });
});
