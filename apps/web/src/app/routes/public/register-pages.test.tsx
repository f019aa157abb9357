import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
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

  it('registers, says so and goes to /login', async () => {
    const { requests } = fakeApi({
      'POST /clients/register': { status: 201, body: { _id: 'u1', email: 'sari@contoh.id' } },
    });
    const { user, currentPath } = renderApp('/jalu-register');

    expect(await screen.findByRole('heading', { name: 'Daftar Jalu' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'sari@contoh.id');
    await user.type(screen.getByLabelText('Nomor Telepon'), '081234567890');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Berhasil Mendaftar')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
    // The new account's email is already in the login form; the toast survived the move.
    expect(screen.getByLabelText('Email')).toHaveValue('sari@contoh.id');
    expect(
      screen.getByText('Berhasil Mendaftar').closest('.Toastify__toast')?.className,
    ).not.toMatch(/exit/);
    expect(requests[0]!.body).toEqual({
      email: 'sari@contoh.id',
      phoneNumber: '081234567890',
      password: 'rahasia123',
    });
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
  it('takes the phone number as free text, registers and goes to /login', async () => {
    const { requests } = fakeApi({ 'POST /workers/register': { status: 201, body: {} } });
    const { user, currentPath } = renderApp('/yasa-register');

    expect(await screen.findByRole('heading', { name: 'Pendaftaran Yasa' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await user.type(screen.getByLabelText('Nomor Telepon'), '+62 812-3456-7890');
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Berhasil Mendaftar sebagai Yasa')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(currentPath()).toBe('/login');
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
