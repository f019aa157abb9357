import { expect, test } from '@playwright/test';
import {
  jaluWithErrandJob,
  namedYasaByApi,
  postErrandJobByApi,
  signUpByApi,
  topUpByApi,
  updateProfileByApi,
  type ApiUser,
} from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { fillScheduledAt, newAccount, pageSignedInAs, scheduledAtIn } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

/*
 * Issue 28, the minor items that are flows, at 390 × 844: every refused field at once,
 * registration signs in, a lost connection never posts twice, a pending top-up stays visible.
 */

test.use({ viewport: PHONE_VIEWPORT });

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;
const rupiah = (digits: string) => new RegExp(`Rp\\s${digits.replace('.', '\\.')}`);

const phone = (browser: Parameters<typeof pageSignedInAs>[0], user: ApiUser, extra = {}) =>
  pageSignedInAs(browser, user, { viewport: PHONE_VIEWPORT, contextOptions: extra });

test('registration: every refused field is said under it at once, then it signs in', async ({
  page,
}) => {
  await page.goto('/jalu-register');
  await page.getByLabel('Email').fill('sari@');
  await page.getByLabel('Nomor Telepon').fill('0812');
  await page.getByLabel('Kata Sandi', { exact: true }).fill('pendek');
  await page.getByRole('button', { name: 'Daftar' }).click();

  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Format email tidak valid');
  await expect(email).toBeFocused();
  await expect(page.getByLabel('Nomor Telepon')).toHaveAccessibleDescription(
    'Nomor telepon harus berisi 8–15 digit angka',
  );
  // The refusal first, then the field's standing hint about the rules.
  await expect(page.getByLabel('Kata Sandi', { exact: true })).toHaveAccessibleDescription(
    /^Kata sandi minimal 8 karakter\b/,
  );
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Put right, the account is made and signed in: no second login.
  const account = newAccount();
  await email.fill(account.email);
  await page.getByLabel('Nomor Telepon').fill(account.phoneNumber);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Berhasil Mendaftar', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jalu$/);
  await expect(page.getByRole('heading', { name: 'Halo, Jalu!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('jalu');
});

test('posting: an answer lost on the way is sent again and makes one order', async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: 'Sari Sekali' });
  expect(await topUpByApi(request, jalu, 100_000)).toBe(100_000);
  const title = `Belanja sekali saja ${unique()}`;
  const page = await phone(browser, jalu, {
    geolocation: { latitude: -6.25, longitude: 106.85 },
    permissions: ['geolocation'],
  });
  try {
    await page.goto('/jalu/order/add-shopping');
    await expect(page.getByLabel('Alamat', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Judul').fill(title);
    await page.getByLabel('Biaya').fill('30000');
    await page.getByLabel('Deskripsi').fill('Bayam 2 ikat, tomat 1 kg.');
    await fillScheduledAt(page);

    // The first post reaches the server, but its answer never reaches the phone.
    const keys: string[] = [];
    let lost = false;
    await page.route('**/clients/jobs/belanja', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('internetdisconnected');
    });

    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pesanan' });
    await dialog.getByRole('button', { name: 'Ya, buat pesanan' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Tidak dapat terhubung ke server. Periksa koneksimu, lalu coba lagi. Pesananmu tetap dibuat sekali saja.',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Coba lagi' }).click();

    await expect(page.getByText('Berhasil membuat pesanan')).toBeVisible();
    await expect(page).toHaveURL(/\/jalu\/order\/my$/);
    await expect(page.getByRole('article', { name: title })).toHaveCount(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The fee and admin fee left the wallet once.
    const wallet = await request.get('/profile/wallet', {
      headers: { Authorization: `Bearer ${jalu.token}` },
    });
    expect((await wallet.json()).amount).toBe(100_000 - 32_000);
  } finally {
    await page.context().close();
  }
});

test('posting offline: the dialog says so and may be closed; back online, one order', async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: 'Sari Luring' });
  await topUpByApi(request, jalu, 100_000);
  const title = `Belanja luring ${unique()}`;
  const page = await phone(browser, jalu, {
    geolocation: { latitude: -6.25, longitude: 106.85 },
    permissions: ['geolocation'],
  });
  try {
    await page.goto('/jalu/order/add-shopping');
    await expect(page.getByLabel('Alamat', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Judul').fill(title);
    await page.getByLabel('Biaya').fill('30000');
    await page.getByLabel('Deskripsi').fill('Bayam 2 ikat.');
    await fillScheduledAt(page);
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pesanan' });

    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Ya, buat pesanan' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Koneksimu lambat atau terputus. Kamu boleh menutup jendela ini.',
    );
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();

    // The connection returns: the waiting post goes out by itself, once.
    await page.context().setOffline(false);
    await expect(page.getByText('Berhasil membuat pesanan')).toBeVisible();
    await expect(page).toHaveURL(/\/jalu\/order\/my$/);
    await expect(page.getByRole('article', { name: title })).toHaveCount(1);
  } finally {
    await page.context().close();
  }
});

test("a top-up left for later stays on the wallet: 'Lanjutkan pembayaran' and 'Batalkan'", async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  const page = await phone(browser, jalu);
  try {
    await page.goto('/jalu');
    const card = page.getByRole('region', { name: 'Saldo saya' });
    for (const amount of ['20000', '35000']) {
      await card.getByRole('button', { name: 'Top Up' }).click();
      const modal = page.getByRole('dialog', { name: 'Top Up' });
      await modal.getByLabel('Kamu ingin top up berapa?').fill(amount);
      await modal.getByRole('button', { name: 'Top Up' }).click();
      const popup = page.getByRole('dialog', { name: 'Pembayaran sandbox' });
      await popup.getByRole('button', { name: 'Bayar nanti' }).click();
      await expect(popup).toBeHidden();
    }

    const waiting = page.getByRole('region', { name: 'Top up menunggu pembayaran' });
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The phone was closed; the list is still there after a reload.
    await page.reload();
    await expect(waiting.getByRole('listitem')).toHaveCount(2);

    await waiting.getByRole('button', { name: /Batalkan top up Rp\s20\.000/ }).click();
    await expect(page.getByText('Top up dibatalkan')).toBeVisible();
    await expect(waiting.getByRole('listitem')).toHaveCount(1);

    await waiting.getByRole('button', { name: /Lanjutkan pembayaran top up Rp\s35\.000/ }).click();
    const popup = page.getByRole('dialog', { name: 'Pembayaran sandbox' });
    await expect(popup.getByTestId('sandbox-amount')).toHaveText(rupiah('35.000'));
    await popup.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page.getByText('Top up berhasil')).toBeVisible();
    await expect(card.getByText(rupiah('35.000'))).toBeVisible();
    await expect(waiting).toBeHidden();
  } finally {
    await page.context().close();
  }
});

test('the console on a phone: tables are cards, nothing scrolls sideways; back returns to the row', async ({
  page,
  request,
}) => {
  // Enough people that the list is longer than the phone, whatever ran before; one tag, so the
  // scrolling below searches for them alone (tests running beside this one add people, and a
  // newer row on top would move the row the reload must find).
  const tag = `gulir-${unique()}`;
  const names = Array.from({ length: 10 }, (_, i) => `Gulir ${i} ${tag}`);
  for (const name of names) await namedYasaByApi(request, name);

  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [path, heading] of [
    ['/admin/pengguna', 'Pengguna'],
    ['/admin/pekerjaan', 'Pekerjaan'],
    ['/admin/komplain', 'Komplain'],
    ['/admin/laporan', 'Laporan'],
    ['/admin/penarikan', 'Penarikan'],
    ['/admin/verifikasi', 'Verifikasi'],
    ['/admin/catatan-audit', 'Audit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);
    expect(await noSidewaysScroll(), path).toBe(true);
    // Nor does a table inside its own box.
    for (const table of await page.getByRole('table').all()) {
      const box = table.locator('xpath=..');
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    }
  }

  await page.goto('/admin/pengguna');
  const table = page.getByRole('table');
  // Still a table with its column names for a screen reader; each cell shows its column.
  await expect(table.getByRole('columnheader', { name: 'Email' })).toBeAttached();
  await expect(table.locator('thead')).not.toBeInViewport();
  const firstEmailCell = table.locator('td[data-label="Email"]').first();
  expect(await firstEmailCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"Email"',
  );
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // Far down the list, open a person: their page starts at the top; back returns to the row.
  await page.goto(`/admin/pengguna?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: names.at(-1)! })).toBeVisible();
  const link = page.getByRole('link', { name: names[0] });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(link).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  // Reloaded, the rows come from the server again (slowly here): the place waits for them.
  const usersApi = (url: URL) => url.pathname.endsWith('/admin/users');
  await page.route(usersApi, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.reload();
  await expect(link).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await page.unroute(usersApi);

  // Another list opened from the menu (not back) starts at the top.
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  await page.getByRole('link', { name: 'Pekerjaan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pekerjaan' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a job card shows a long title whole at 390 px, and the fee keeps its width ('Pesanan Saya')", async ({
  browser,
  request,
}) => {
  const tag = unique();
  // 98 characters: four lines at 390 px, where a clamp used to cut it after two.
  const long =
    `Belanja bulanan lengkap di pasar induk: beras, minyak, telur, sayur dan buah segar ${tag}`.padEnd(
      98,
      '.',
    );
  const short = `Galon ${tag}`;
  const job = (title: string) => ({
    title,
    fee: 1_250_000,
    description: 'Daftarnya ada di catatan.',
    address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
    coordinates: { lat: -6.2841, lng: 106.8446 },
    scheduledAt: scheduledAtIn(3 * 24 * 60),
  });
  const { jalu } = await jaluWithErrandJob(request, {
    name: 'Sari Judul',
    balance: 3_000_000,
    job: job(long),
  });
  await postErrandJobByApi(request, jalu, job(short));
  const page = await phone(browser, jalu);
  try {
    await page.goto('/jalu/order/my');
    const card = (title: string) => page.getByRole('article', { name: title });
    const title = card(long).getByRole('heading', { name: long });
    await expect(title).toBeVisible();
    await expect(card(short)).toBeVisible();
    const titleBox = await title.evaluate((element) => ({
      cut: element.scrollHeight > element.clientHeight + 1,
      lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
      clamp: getComputedStyle(element).webkitLineClamp,
    }));
    expect(titleBox.cut, 'the title is not cut').toBe(false);
    expect(titleBox.clamp).toBe('none');
    expect(titleBox.lines).toBeGreaterThan(2);
    const fee = (title: string) => card(title).getByText(/^Biaya:\s*Rp/);
    const longFee = (await fee(long).boundingBox())!;
    const shortFee = (await fee(short).boundingBox())!;
    // The same fee is as wide beside a four-line title as beside a short one, on one line.
    expect(Math.abs(longFee.width - shortFee.width)).toBeLessThan(1);
    expect(Math.abs(longFee.height - shortFee.height)).toBeLessThan(1);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  } finally {
    await page.context().close();
  }
});
