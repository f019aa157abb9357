import { expect, test } from '@playwright/test';
import {
  loginInBrowser,
  newAccount,
  registerInBrowser,
  signUpAndLogIn,
} from '../support/journeys.js';

test('the landing page leads a visitor to both registrations and to login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Daftar', exact: true })).toHaveAttribute(
    'href',
    '/jalu-register',
  );
  await expect(page.getByRole('link', { name: 'Daftar sebagai Yasa' })).toHaveAttribute(
    'href',
    '/yasa-register',
  );
  await page.getByRole('link', { name: 'Masuk' }).first().click();
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.getByText('Selamat datang kembali!')).toBeVisible();

  await page.getByText('Kamu belum punya akun?').click();
  const dialog = page.getByRole('dialog', { name: 'Mau daftar jadi apa?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Yasa' }).click();
  await expect(page.getByRole('heading', { name: 'Pendaftaran Yasa' })).toBeVisible();
});

test('a Jalu registers (signed in at once), is kept in its area, and logs out', async ({
  page,
}) => {
  const account = await signUpAndLogIn(page, 'jalu');

  // A stored session sends the public pages to the area, and the other area back to its own.
  for (const path of ['/', '/login', '/jalu-register', '/yasa']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/jalu$/);
  }
  await expect(page.getByRole('link', { name: 'Pesanan Saya' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page.getByText('Berhasil Keluar')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Without a session the areas send the visitor home.
  await page.goto('/jalu');
  await expect(page).toHaveURL(/\/$/);

  // The same account logs in again.
  await loginInBrowser(page, account);
  await expect(page).toHaveURL(/\/jalu$/);
});

test('a Yasa registers and lands in the Yasa area', async ({ page }) => {
  await signUpAndLogIn(page, 'yasa');
  await expect(page.getByRole('link', { name: 'Pekerjaan', exact: true })).toBeVisible();
  await page.goto('/jalu');
  await expect(page).toHaveURL(/\/yasa$/);
});

test('the server explains what is wrong with a registration', async ({ page }) => {
  const account = newAccount();
  await registerInBrowser(page, 'jalu', account);
  // Registration signed the Jalu in; a visitor tries the same email as a Yasa.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/yasa-register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Nomor Telepon').fill('0899-0000-1111');
  await page.getByLabel('Kata Sandi', { exact: true }).fill('kata-sandi-lain');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Email sudah terdaftar')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Email atau kata sandi salah')).toBeVisible();
});
