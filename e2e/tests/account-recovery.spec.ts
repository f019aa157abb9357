import { expect, test } from '@playwright/test';
import { mailedLinkByApi, signUpByApi } from '../support/api.js';
import { pageSignedInAs } from '../support/journeys.js';

test("'Lupa kata sandi?' from the login page through the development mailbox ends the old session", async ({
  browser,
  page,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  // A session from before the reset, open on another device.
  const oldDevice = await pageSignedInAs(browser, jalu);
  try {
    await oldDevice.goto('/jalu/akun');
    await expect(oldDevice.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();

    await test.step('asks for a link from the login page', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
      await expect(page).toHaveURL(/\/lupa-sandi$/);
      await page.getByLabel('Email').fill(jalu.account.email);
      await page.getByRole('button', { name: 'Kirim tautan' }).click();
      await expect(page.getByRole('status')).toContainText('Jika email itu terdaftar');
    });

    await test.step('opens the mailed link and sets a new password', async () => {
      const link = new URL(await mailedLinkByApi(request, jalu.account.email, '/atur-ulang-sandi'));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Buat kata sandi baru' })).toBeVisible();
      await expect(
        page.getByText('Minimal 8 karakter, dan bukan kata sandi yang umum'),
      ).toBeVisible();
      await page.getByLabel('Kata sandi baru', { exact: true }).fill('password123');
      await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
      await expect(page.getByText('Kata sandi ini terlalu umum')).toBeVisible();
      await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-baru-pulih-e2e');
      await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('the new password logs in', async () => {
      await page.getByLabel('Email').fill(jalu.account.email);
      await page.getByLabel('Kata Sandi', { exact: true }).fill('sandi-baru-pulih-e2e');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page).toHaveURL(/\/jalu$/);
    });

    await test.step('the old device is signed out at its next request', async () => {
      await oldDevice.reload();
      await expect(oldDevice).toHaveURL(/\/login/);
    });
  } finally {
    await oldDevice.context().close();
  }
});

test("'Keluar' on another device in 'Perangkat yang masuk' signs that device out", async ({
  browser,
  request,
}) => {
  const yasa = await signUpByApi(request, 'yasa');
  const laptop = await pageSignedInAs(browser, yasa);
  // The phone logs in itself: its own session.
  const phoneLogin = await request.post('/login', {
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    data: { email: yasa.account.email, password: yasa.account.password },
  });
  expect(phoneLogin.ok()).toBe(true);
  const phone = await pageSignedInAs(browser, {
    role: 'yasa',
    token: ((await phoneLogin.json()) as { access_token: string }).access_token,
  });
  try {
    await phone.goto('/yasa/akun');
    await expect(phone.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();

    await laptop.goto('/yasa/akun');
    const devices = laptop.getByRole('region', { name: 'Perangkat yang masuk' });
    const iphone = devices.getByRole('listitem', { name: 'Safari di iOS' });
    await expect(iphone).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await iphone.getByRole('button', { name: 'Keluar' }).click();
    await expect(laptop.getByText('Safari di iOS sudah dikeluarkan')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    await phone.reload();
    await expect(phone).toHaveURL(/\/login/);
    // The laptop's own session goes on.
    await laptop.reload();
    await expect(laptop.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();
  } finally {
    await laptop.context().close();
    await phone.context().close();
  }
});
