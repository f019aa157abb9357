import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown) => ({ status: 200, body });
const THIS = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';
const session = (id: string, device: string, current: boolean) => ({
  id,
  device,
  ip: '10.0.0.1',
  createdAt: '2026-11-20T03:00:00.000Z',
  lastSeenAt: '2026-11-27T03:00:00.000Z',
  current,
});

describe("'Keamanan Akun'", () => {
  it("lists the devices and signs another one out with 'Keluar'", async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/sessions': ok({
        sessions: [
          session(THIS, 'Chrome di Windows', true),
          session(PHONE, 'Safari di iOS', false),
        ],
      }),
      [`DELETE /profile/sessions/${PHONE}`]: { status: 204 },
    });
    const { user } = renderApp('/jalu/akun', { session: { role: 'jalu' } });
    const devices = await screen.findByRole('region', { name: 'Perangkat yang masuk' });
    const phone = await within(devices).findByRole('listitem', { name: 'Safari di iOS' });
    expect(
      within(within(devices).getByRole('listitem', { name: 'Chrome di Windows' })).getByText(
        'Perangkat ini',
      ),
    ).toBeVisible();
    // The asking device has no 'Keluar' of its own (that is 'Keluar' in the account menu).
    expect(within(devices).getAllByRole('button', { name: 'Keluar' })).toHaveLength(1);
    await user.click(within(phone).getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('Safari di iOS sudah dikeluarkan')).toBeVisible();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith(PHONE))).toBe(true);
  });

  it('states the password rules and sends the current and the new password', async () => {
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      'GET /profile/sessions': ok({ sessions: [session(THIS, 'Chrome di Windows', true)] }),
      'PUT /profile/password': ok({ ended: 2 }),
    });
    const { user } = renderApp('/yasa/akun', { session: { role: 'yasa' } });
    const form = await screen.findByRole('region', { name: 'Ubah kata sandi' });
    expect(
      within(form).getByText(/Minimal 8 karakter, dan bukan kata sandi yang umum/),
    ).toBeVisible();
    await user.type(within(form).getByLabelText('Kata sandi saat ini'), 'sandi-lama-saya');
    await user.type(within(form).getByLabelText('Kata sandi baru'), 'sandi-baru-saya');
    await user.click(within(form).getByRole('button', { name: 'Ubah kata sandi' }));
    expect(
      await screen.findByText('Kata sandi diubah. 2 perangkat lain dikeluarkan.'),
    ).toBeVisible();
    expect(requests.find((r) => r.url === '/profile/password')!.body).toEqual({
      currentPassword: 'sandi-lama-saya',
      newPassword: 'sandi-baru-saya',
    });
  });
});

describe("'Lupa kata sandi?'", () => {
  it('is linked from the login page and shows the one answer', async () => {
    fakeApi({
      'POST /auth/password/forgot': {
        status: 202,
        body: { message: 'Jika email itu terdaftar, tautan sudah kami kirim.' },
      },
    });
    const { user, currentPath } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Lupa kata sandi?' }));
    expect(currentPath()).toBe('/lupa-sandi');
    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jika email itu terdaftar');
  });
});
