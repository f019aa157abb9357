import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { apiRequest, ApiError } from './api-client';

describe('api client', () => {
  it('sends the stored token as a bearer token on authenticated calls', async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /jobs/abc': { status: 200, body: { _id: 'abc' } },
    });
    renderApp('/jalu', { session: { role: 'jalu', accessToken: 'tok-jalu' } });

    await expect(apiRequest('/jobs/abc')).resolves.toEqual({ _id: 'abc' });
    const call = requests.find((request) => request.url === '/jobs/abc');
    expect(call!.headers.get('Authorization')).toBe('Bearer tok-jalu');
  });

  it('on a 401 for an authenticated call: forgets the session, says why, goes to /login', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /jobs/abc': {
        status: 401,
        body: { message: 'Sesi kamu sudah berakhir, silakan masuk lagi', code: 'UNAUTHENTICATED' },
      },
    });
    const { queryClient, currentPath } = renderApp('/jalu/order/abc', {
      session: { role: 'jalu' },
    });
    await screen.findByRole('button', { name: 'Menu akun' });
    queryClient.setQueryData(['job', 'abc'], { _id: 'abc' });

    const failure = apiRequest('/jobs/abc');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, sessionExpired: true });

    expect(await screen.findByText('Sesi kamu sudah berakhir, silakan masuk lagi')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(queryClient.getQueryData(['job', 'abc'])).toBeUndefined();
  });

  it('on 403 ACCOUNT_SUSPENDED: forgets the session and shows the suspension screen with support', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /jobs/abc': {
        status: 403,
        body: { message: 'Akun kamu sedang ditangguhkan.', code: 'ACCOUNT_SUSPENDED' },
      },
    });
    const { user, currentPath } = renderApp('/jalu', { session: { role: 'jalu' } });
    await screen.findByRole('button', { name: 'Menu akun' });

    await expect(apiRequest('/jobs/abc')).rejects.toMatchObject({
      status: 403,
      sessionExpired: true,
    });

    expect(await screen.findByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    expect(currentPath()).toBe('/akun-ditangguhkan');
    expect(screen.getByRole('link', { name: 'Hubungi tim Bantuin' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:bantuan@bantuin\.id/),
    );
    expect(localStorage.getItem('access_token')).toBeNull();
    // /login no longer bounces back into the area.
    await user.click(screen.getByRole('link', { name: 'Ke halaman masuk' }));
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
  });

  it('a 401 of a call still in flight does not carry a suspended person on to /login', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /jobs/abc': {
        status: 403,
        body: { message: 'Akun kamu sedang ditangguhkan.', code: 'ACCOUNT_SUSPENDED' },
      },
      'GET /jobs/late': {
        status: 401,
        body: { message: 'Sesi kamu sudah berakhir, silakan masuk lagi', code: 'UNAUTHENTICATED' },
      },
    });
    const { currentPath } = renderApp('/jalu', { session: { role: 'jalu' } });
    await screen.findByRole('button', { name: 'Menu akun' });

    await expect(apiRequest('/jobs/abc')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    // Sent after the token was forgotten: the server says 401.
    await expect(apiRequest('/jobs/late')).rejects.toMatchObject({ status: 401 });

    expect(screen.getByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    expect(currentPath()).toBe('/akun-ditangguhkan');
    expect(screen.queryByText('Sesi kamu sudah berakhir, silakan masuk lagi')).toBeNull();
  });

  it("shows Indonesian for an answer whose message is the spec's English", async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'POST /workers/jobs/abc': {
        status: 400,
        body: { message: 'Fill in your profile first!', code: 'PROFILE_INCOMPLETE' },
      },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });
    await expect(apiRequest('/workers/jobs/abc', { method: 'POST' })).rejects.toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      message: 'Lengkapi profilmu dulu',
    });
  });

  it('turns an unreadable error answer into a readable Indonesian message', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /jobs/abc': { status: 500 },
      'GET /jobs/def': { status: 503 },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    await expect(apiRequest('/jobs/abc')).rejects.toMatchObject({
      status: 500,
      message: 'Terjadi kesalahan pada server. Coba lagi nanti.',
    });
    await expect(apiRequest('/jobs/def')).rejects.toMatchObject({
      status: 503,
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internetmu.',
    });
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('puts query parameters on the URL, leaving out empty ones', async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/jobs/active?category=Nitip': { status: 200, body: [] },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    await apiRequest('/clients/jobs/active', { query: { category: 'Nitip', cursor: undefined } });
    expect(requests.map((request) => request.url)).toContain('/clients/jobs/active?category=Nitip');
  });
});
