import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const EMAIL_TAKEN = {
  status: 409,
  body: { message: 'Email sudah terdaftar', code: 'EMAIL_TAKEN' },
};

describe('Jalu registration', () => {
  it('keeps only digits in the phone number as it is typed', async () => {
    const { user } = renderApp('/jalu-register');
    const phone = await screen.findByLabelText('Nomor Telepon');

    await user.type(phone, '+62 812-34a56');

    expect(phone).toHaveValue('628123456');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('registers and signs the new Jalu in at once: no second login', async () => {
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'POST /clients/register': { status: 201, body: { _id: 'u1', email: 'sari@contoh.id' } },
      'POST /login': { status: 200, body: { access_token: 'new-token', role: 'jalu' } },
    });
    const { user, currentPath } = renderApp('/jalu-register');

    expect(await screen.findByRole('heading', { name: 'Daftar Jalu' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Nomor Telepon'), '081234567890');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Berhasil Mendaftar')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/jalu'));
    expect(localStorage.getItem('access_token')).toBe('new-token');
    expect(localStorage.getItem('role')).toBe('jalu');
    expect(requests[0]!.body).toEqual({
      email: 'sari@contoh.id',
      phoneNumber: '081234567890',
      password: 'rahasia123',
    });
    expect(requests[1]).toMatchObject({
      url: '/login',
      body: { email: 'sari@contoh.id', password: 'rahasia123' },
    });
  });

  it('goes to /login with the email filled in when the login after it fails', async () => {
    fakeApi({
      'POST /clients/register': { status: 201, body: { _id: 'u1', email: 'sari@contoh.id' } },
      'POST /login': {
        status: 429,
        body: { message: 'Terlalu banyak permintaan', code: 'RATE_LIMITED' },
      },
    });
    const { user, currentPath } = renderApp('/jalu-register');

    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('sari@contoh.id');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows every field the server refused under it, at once, without a toast', async () => {
    const fields = {
      email: 'Format email tidak valid',
      phoneNumber: 'Nomor telepon harus berisi 8–15 digit angka',
      password: 'Kata sandi minimal 8 karakter',
    };
    fakeApi({
      'POST /clients/register': {
        status: 400,
        body: { message: fields.email, code: 'VALIDATION_ERROR', fields },
      },
    });
    const { user } = renderApp('/jalu-register');

    await user.type(await screen.findByLabelText('Email'), 'sari@');
    await user.type(screen.getByLabelText('Nomor Telepon'), '0812');
    await user.type(screen.getByLabelText('Kata Sandi'), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(fields.email));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Nomor Telepon')).toHaveAccessibleDescription(fields.phoneNumber);
    // The refusal first, then the standing password rules the field always carries.
    expect(screen.getByLabelText('Kata Sandi')).toHaveAccessibleDescription(
      new RegExp(`^${fields.password}`),
    );
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it("shows the server's message on 409 and stays", async () => {
    fakeApi({ 'POST /clients/register': EMAIL_TAKEN });
    const { user, currentPath } = renderApp('/jalu-register');

    await user.type(await screen.findByLabelText('Email'), 'sari@contoh.id');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Email sudah terdaftar')).toBeVisible();
    expect(currentPath()).toBe('/jalu-register');
  });

  it('links to /login for people who have an account', async () => {
    renderApp('/jalu-register');
    expect(await screen.findByRole('link', { name: 'Kamu sudah punya akun?' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('Yasa registration', () => {
  it('takes the phone number as free text, registers and lands in the Yasa area', async () => {
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      'POST /workers/register': { status: 201, body: {} },
      'POST /login': { status: 200, body: { access_token: 'new-token', role: 'yasa' } },
    });
    const { user, currentPath } = renderApp('/yasa-register');

    expect(await screen.findByRole('heading', { name: 'Pendaftaran Yasa' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await user.type(screen.getByLabelText('Nomor Telepon'), '+62 812-3456-7890');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Berhasil Mendaftar sebagai Yasa')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/yasa'));
    expect(localStorage.getItem('role')).toBe('yasa');
    expect(requests[0]!.body).toEqual({
      email: 'budi@contoh.id',
      phoneNumber: '+62 812-3456-7890',
      password: 'rahasia123',
    });
  });

  it("shows the server's message on 409 and stays", async () => {
    fakeApi({ 'POST /workers/register': EMAIL_TAKEN });
    const { user, currentPath } = renderApp('/yasa-register');

    await user.click(await screen.findByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Email sudah terdaftar')).toBeVisible();
    expect(currentPath()).toBe('/yasa-register');
  });

  it('links to /login for people who have an account', async () => {
    renderApp('/yasa-register');
    expect(await screen.findByRole('link', { name: 'Kamu sudah punya akun?' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
