import { readFile } from 'node:fs/promises';
import { ACCOUNT_DELETION_BLOCKERS, DELETED_USER_NAME } from '@bantuin/contract';
import { expect, test, type Page } from '@playwright/test';
import { loginByApi, signUpByApi, topUpByApi, updateProfileByApi } from '../support/api.js';
import { pageSignedInAs, registerInBrowser, signUpAndLogIn } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** From the profile to 'Data & Akun', as a person finds it. */
async function openPrivacyPage(page: Page, role: 'jalu' | 'yasa') {
  await page.goto(`/${role}/profile`);
  await page.getByRole('link', { name: 'Kelola data & akun' }).click();
  await expect(page.getByRole('heading', { name: 'Data & Akun' })).toBeVisible();
}

async function confirmDeletion(page: Page, password: string) {
  await page.getByRole('button', { name: 'Hapus akun', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus akun secara permanen?' });
  await dialog.getByLabel('Kata sandi').fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click();
  return dialog;
}

test("'Unduh data saya': the link downloads the person's data as JSON", async ({
  browser,
  request,
}) => {
  const yasa = await signUpByApi(request, 'yasa');
  await updateProfileByApi(request, yasa, { name: 'Rina Unduh', bio: 'Teliti dan cepat' });
  const page = await pageSignedInAs(browser, yasa);
  try {
    await openPrivacyPage(page, 'yasa');
    await page.getByRole('button', { name: 'Minta salinan data' }).click();
    // Prepared in the background; the page asks again until the link is there.
    const download = page.getByRole('button', { name: 'Unduh file data (JSON)' });
    await expect(download).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Minta salinan data' })).toBeDisabled();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^bantuin-data-saya-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      format: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.format).toBe('bantuin-data-export/1');
    expect(data.tables.users?.[0]?.email).toBe(yasa.account.email);
    expect(data.tables.users?.[0]).not.toHaveProperty('password_hash');
    expect(data.tables.profiles?.[0]).toMatchObject({
      name: 'Rina Unduh',
      bio: 'Teliti dan cepat',
    });
  } finally {
    await page.context().close();
  }
});

test("'Hapus akun' is refused while there is money in the wallet", async ({ browser, request }) => {
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: 'Budi Bersaldo' });
  await topUpByApi(request, jalu, 50_000);
  const page = await pageSignedInAs(browser, jalu);
  try {
    await openPrivacyPage(page, 'jalu');
    const dialog = await confirmDeletion(page, jalu.account.password);
    await expect(dialog.getByRole('alert')).toHaveText(
      ACCOUNT_DELETION_BLOCKERS.DELETION_BALANCE_NOT_EMPTY,
    );
    // Nothing happened: the session still works.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await page.goto('/jalu/profile');
    await expect(page.getByRole('heading', { name: 'Budi Bersaldo' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('a new user deletes their account; the console shows it and the email registers again', async ({
  browser,
  page,
  request,
}) => {
  const account = await signUpAndLogIn(page, 'jalu');
  const token = await loginByApi(request, account);
  const me = (await (await request.get('/profile/me', { headers: bearer(token) })).json()) as {
    _id: string;
  };

  await openPrivacyPage(page, 'jalu');
  await confirmDeletion(page, account.password);
  await expect(page.getByText(/Akunmu sudah dihapus/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Every session ended, the API's too.
  expect((await request.get('/profile/me', { headers: bearer(token) })).status()).toBe(401);

  // The operators' console shows the person as deleted.
  const console_ = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  try {
    await console_.goto('/login');
    await console_.getByLabel('Email').fill(E2E_ADMIN.email);
    await console_.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
    await console_.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(console_).toHaveURL(/\/admin$/);
    await console_.goto(`/admin/pengguna/${me._id}`);
    await expect(console_.getByRole('heading', { name: DELETED_USER_NAME })).toBeVisible();
    await expect(console_.getByText(/Akun ini dihapus pemiliknya/)).toBeVisible();
    await expect(console_.getByRole('button', { name: 'Tangguhkan' })).toHaveCount(0);
    await expect(console_.getByText(account.email)).toHaveCount(0);
  } finally {
    await console_.context().close();
  }

  // The same email and phone number register again (registration signs the person in).
  await registerInBrowser(page, 'jalu', account);
  await expect(page).toHaveURL(/\/jalu$/);
});
