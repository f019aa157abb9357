import { expect, type Page } from '@playwright/test';

let sequence = 0;

/** Unique registration data per call, across parallel workers. */
export function newAccount() {
  sequence += 1;
  const unique = `${Date.now() % 1e7}${process.pid % 100}${sequence}`;
  return {
    email: `e2e${unique}@contoh.id`,
    phoneNumber: `08${unique.padStart(10, '7').slice(-10)}`,
    password: 'kata-sandi-e2e',
  };
}

export type Account = ReturnType<typeof newAccount>;

export async function registerInBrowser(page: Page, role: 'jalu' | 'yasa', account: Account) {
  await page.goto(role === 'jalu' ? '/jalu-register' : '/yasa-register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Nomor Telepon').fill(account.phoneNumber);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(
    page.getByText(role === 'jalu' ? 'Berhasil Mendaftar' : 'Berhasil Mendaftar sebagai Yasa', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

export async function loginInBrowser(page: Page, account: Account) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Berhasil Masuk')).toBeVisible();
}

/** Registers and logs in through the pages, as a newcomer would. */
export async function signUpAndLogIn(page: Page, role: 'jalu' | 'yasa') {
  const account = newAccount();
  await registerInBrowser(page, role, account);
  await loginInBrowser(page, account);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
  return account;
}
