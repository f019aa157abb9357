import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('login page', () => {
  it('shows the spec texts', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(screen.getByText('Selamat datang kembali!')).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByLabelText('Kata Sandi')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['jalu', '/jalu', 'Pesanan Saya'],
    ['yasa', '/yasa', 'Pekerjaan'],
  ] as const)(
    'signs a %s in: posts the form, stores the session, lands on %s',
    async (role, area, navLabel) => {
      const { requests } = fakeApi({
        ...signedInApi(role),
        'POST /login': { status: 200, body: { access_token: 'fresh-token', role } },
      });
      const { user, currentPath } = renderApp('/login');

      await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
      await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
      await user.click(screen.getByRole('button', { name: 'Masuk' }));

      expect(await screen.findByText('Berhasil Masuk')).toBeVisible();
      expect(await screen.findAllByRole('link', { name: navLabel })).not.toHaveLength(0);
      expect(currentPath()).toBe(area);
      expect(localStorage.getItem('access_token')).toBe('fresh-token');
      expect(localStorage.getItem('role')).toBe(role);
      const logins = requests.filter((request) => request.url === '/login');
      expect(logins).toHaveLength(1);
      expect(logins[0]!.body).toEqual({ email: 'sari@contoh.id', password: 'rahasia123' });
      expect(logins[0]!.headers.get('Authorization')).toBeNull();
      // The area then loads with the fresh token (its first call may still be on its way).
      await waitFor(() => expect(requests.length).toBeGreaterThan(1));
      for (const request of requests.filter((r) => r.url !== '/login')) {
        expect(request.headers.get('Authorization')).toBe('Bearer fresh-token');
      }
    },
  );

  it('returns to the deep link it was sent from (?next=) once signed in', async () => {
    fakeApi({
      ...signedInApi('yasa'),
      'POST /login': { status: 200, body: { access_token: 'fresh-token', role: 'yasa' } },
      'GET /workers/job?limit=12': { status: 200, body: [] },
    });
    const { user, currentPath } = renderApp('/yasa/order/jobs');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'rina@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(currentPath()).toBe('/yasa/order/jobs'));
    expect(await screen.findByRole('heading', { name: 'Pekerjaan saya' })).toBeVisible();
  });

  it("ignores a next= outside the person's own area", async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'POST /login': { status: 200, body: { access_token: 'fresh-token', role: 'jalu' } },
    });
    const { user, currentPath } = renderApp('/login?next=%2Fadmin%2Fpengguna');

    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(currentPath()).toBe('/jalu'));
  });

  it('sends a suspended person to the suspension screen', async () => {
    fakeApi({
      'POST /login': {
        status: 403,
        body: { message: 'Akun kamu sedang ditangguhkan.', code: 'ACCOUNT_SUSPENDED' },
      },
    });
    const { user, currentPath } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    expect(currentPath()).toBe('/akun-ditangguhkan');
  });

  it("shows the server's message on 401 and stays on the page", async () => {
    fakeApi({
      'POST /login': {
        status: 401,
        body: { message: 'Email atau kata sandi salah', code: 'INVALID_CREDENTIALS' },
      },
    });
    const { user, currentPath } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByText('Email atau kata sandi salah')).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('sari@contoh.id');
  });

  it('sends an empty form as is, leaving the checks to the server', async () => {
    const { requests } = fakeApi({
      'POST /login': {
        status: 400,
        body: { message: 'Email wajib diisi', code: 'VALIDATION_ERROR' },
      },
    });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Masuk' }));

    expect(await screen.findByText('Email wajib diisi')).toBeVisible();
    expect(requests[0]!.body).toEqual({ email: '', password: '' });
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ 'POST /login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Masuk' }));

    expect(await screen.findByText(/Tidak dapat terhubung ke server/)).toBeVisible();
  });

  it('disables the button while the request runs', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    fakeApi({ 'POST /login': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeDisabled();

    answer({ status: 401, body: { message: 'Email atau kata sandi salah', code: 'X' } });
    expect(await screen.findByText('Email atau kata sandi salah')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it('opens "Mau daftar jadi apa?" with both roles and closes it again', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Kamu belum punya akun?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mau daftar jadi apa?' });
    expect(within(dialog).getByRole('link', { name: 'Jalu' })).toHaveAttribute(
      'href',
      '/jalu-register',
    );
    expect(within(dialog).getByRole('link', { name: 'Yasa' })).toHaveAttribute(
      'href',
      '/yasa-register',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('goes to the Yasa registration from the dialog', async () => {
    const { user, currentPath } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Kamu belum punya akun?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mau daftar jadi apa?' });
    await user.click(within(dialog).getByRole('link', { name: 'Yasa' }));

    expect(await screen.findByRole('heading', { name: 'Pendaftaran Yasa' })).toBeVisible();
    expect(currentPath()).toBe('/yasa-register');
  });
});
