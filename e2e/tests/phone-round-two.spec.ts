import { expect, test, type Page } from '@playwright/test';
import {
  acceptedErrandJobByApi,
  applyForJobByApi,
  jaluWithErrandJob,
  loginByApi,
  namedYasaByApi,
  SAMPLE_PHOTO,
  signUpByApi,
  topUpByApi,
  type ApiUser,
  type JobInput,
} from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { fillScheduledAt, pageSignedInAs } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

/*
 * Issue 28, the eight things a new user trips over on a phone: each checked at 390 × 844.
 */

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

const HOME = { lat: -6.284123, lng: 106.844567 };
const errand = (title: string): JobInput => ({
  title,
  fee: 30_000,
  description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
  address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
  addressNotes: 'Pagar hijau, bel di kiri',
  coordinates: HOME,
});

const phone = (browser: Parameters<typeof pageSignedInAs>[0], user: ApiUser, extra = {}) =>
  pageSignedInAs(browser, user, { viewport: PHONE_VIEWPORT, contextOptions: extra });

/** The box of `locator` lies wholly inside the window. */
async function expectInsideViewport(page: Page, what: string, box: Promise<unknown>) {
  const rect = (await box) as { x: number; y: number; width: number; height: number } | null;
  const { width, height } = page.viewportSize()!;
  expect(rect, `${what} is on the page`).not.toBeNull();
  expect(rect!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(rect!.y + rect!.height, `${what}: bottom`).toBeLessThanOrEqual(height + 0.5);
  expect(rect!.x + rect!.width, `${what}: right`).toBeLessThanOrEqual(width + 0.5);
}

const documentHeight = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight);

test('1. the chat is a screen of its own on a phone: header and input in view, nothing scrolls', async ({
  browser,
  request,
}) => {
  const { jalu, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari E2E',
    yasaName: 'Budi E2E',
    job: errand(`Belanja arisan ${unique()}`),
  });
  const page = await phone(browser, jalu);
  try {
    await page.goto(`/jalu/order/${jobId}/chat`);
    await expect(page.getByText('Belum ada pesan')).toBeVisible();
    await expect(page).toHaveTitle('Obrolan · Bantuin');

    const input = page.getByRole('textbox', { name: 'Tulis pesan' });
    const back = page.getByRole('link', { name: 'Kembali ke detail pekerjaan' });
    await expectInsideViewport(page, 'the input', input.boundingBox());
    await expectInsideViewport(page, "the header's way back", back.boundingBox());
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
    expect(await documentHeight(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.height);

    // The on-screen keyboard takes the lower part of the screen: the input stays above it.
    await input.click();
    await page.setViewportSize({ width: PHONE_VIEWPORT.width, height: 500 });
    await expect
      .poll(async () => {
        const box = await input.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(500.5);
    await expectInsideViewport(page, "the header's way back", back.boundingBox());
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoSeriousA11yViolations(page, 'Jalu: Obrolan (phone)');
  } finally {
    await page.context().close();
  }
});

test('2. toasts are Indonesian, while the API keeps the spec English for older clients', async ({
  browser,
  request,
}) => {
  const { jobId } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 100_000,
    job: errand(`Belanja bulanan ${unique()}`),
  });
  const nameless = await signUpByApi(request, 'yasa');
  const answer = await request.post(`/workers/jobs/${jobId}`, {
    headers: { Authorization: `Bearer ${nameless.token}` },
  });
  expect(await answer.json()).toMatchObject({
    code: 'PROFILE_INCOMPLETE',
    message: 'Fill in your profile first!',
  });

  const page = await phone(browser, nameless);
  try {
    await page.goto(`/yasa/order/${jobId}`);
    await page.getByRole('button', { name: 'Melamar' }).click();
    await expect(page.getByText('Lengkapi profilmu dulu')).toBeVisible();
    await expect(page.getByText('Fill in your profile first!')).toHaveCount(0);

    const named = await namedYasaByApi(request, 'Rina E2E');
    await page.context().addInitScript((token) => {
      localStorage.setItem('access_token', token);
    }, named.token);
    await page.goto(`/yasa/order/${jobId}`);
    await page.getByRole('button', { name: 'Melamar' }).click();
    await expect(page.getByText('Berhasil melamar pekerjaan')).toBeVisible();
    await expect(page.getByText('Successfully apply for the job')).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});

test('3. a Jalu without a profile is told first, and the typed order with its photo is kept', async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  expect(await topUpByApi(request, jalu, 200_000)).toBe(200_000);
  const title = `Bersihkan dapur ${unique()}`;
  const page = await phone(browser, jalu, {
    geolocation: { latitude: -6.25, longitude: 106.85 },
    permissions: ['geolocation'],
  });
  try {
    await page.goto('/jalu');
    await expect(page.getByText('Profilmu belum lengkap')).toBeVisible();

    await page.goto('/jalu/order/add-cleaning');
    await expect(page.getByRole('note').getByText('Lengkapi profilmu dulu.')).toBeVisible();
    await expect(page.getByLabel('Alamat', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Judul').fill(title);
    await page.getByLabel('Biaya').fill('80000');
    await page.getByLabel('Deskripsi').fill('Dapur berminyak, kompor dan wastafel.');
    await page.getByLabel('Catatan alamat').fill('Pagar hijau');
    await page.getByLabel('Foto ruangan').setInputFiles(SAMPLE_PHOTO);
    await fillScheduledAt(page);
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page
      .getByRole('dialog', { name: 'Konfirmasi Pesanan' })
      .getByRole('button', { name: 'Ya, buat pesanan' })
      .click();

    // Refused for the missing name: to the profile, and back to the same form after saving.
    await expect(page.getByText('Lengkapi profilmu dulu', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/jalu\/profile\/update\?next=/);
    await expect(page.getByText(/kamu kembali ke pesananmu/)).toBeVisible();
    await page.getByLabel('Nama').fill('Sari Baru');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/jalu\/order\/add-cleaning$/);
    await expect(page.getByLabel('Judul')).toHaveValue(title);
    await expect(page.getByLabel('Catatan alamat')).toHaveValue('Pagar hijau');
    await expect(page.getByText('1/5 foto')).toBeVisible();

    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page
      .getByRole('dialog', { name: 'Konfirmasi Pesanan' })
      .getByRole('button', { name: 'Ya, buat pesanan' })
      .click();
    await expect(page.getByText('Berhasil membuat pesanan')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("4. 'Pesanan Saya' shows how many applied, the new ones marked until seen", async ({
  browser,
  request,
}) => {
  const title = `Belanja pasar ${unique()}`;
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 100_000,
    job: errand(title),
  });
  for (const name of ['Rina E2E', 'Budi E2E']) {
    await applyForJobByApi(request, await namedYasaByApi(request, name), jobId);
  }
  const page = await phone(browser, jalu);
  try {
    await page.goto('/jalu/order/my');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('2 pelamar')).toBeVisible();
    await expect(card.getByText('2 baru')).toBeVisible();
    await expect(card.getByText('Belum ada Yasa')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Jalu: Pesanan Saya dengan pelamar (phone)');

    await card.getByRole('link', { name: title }).click();
    await expect(
      page.getByRole('region', { name: 'Daftar Tunggu Yasa' }).getByText('Rina E2E'),
    ).toBeVisible();
    await page.goto('/jalu/order/my');
    await expect(card.getByText('2 pelamar')).toBeVisible();
    await expect(card.getByText('2 baru')).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});

test("5. a Jalu opens an applicant's profile from the waiting list and accepts there", async ({
  browser,
  request,
}) => {
  const title = `Belanja dapur ${unique()}`;
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 100_000,
    job: errand(title),
  });
  const yasa = await namedYasaByApi(request, 'Rina E2E');
  await applyForJobByApi(request, yasa, jobId);
  const page = await phone(browser, jalu);
  try {
    await page.goto(`/jalu/order/${jobId}`);
    await page
      .getByRole('region', { name: 'Daftar Tunggu Yasa' })
      .getByRole('link', { name: 'Rina E2E' })
      .click();
    await expect(page).toHaveURL(/\/jalu\/yasa\/[0-9a-f-]{36}\?job=/);
    await expect(page.getByRole('heading', { name: 'Rina E2E', level: 1 })).toBeVisible();
    await expect(page.getByText('Pekerjaan selesai')).toBeVisible();
    await expect(page.getByText(/^Bergabung sejak/)).toBeVisible();
    await expect(page.getByText('Belum ada ulasan')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Jalu: profil Yasa (phone)');

    await page.getByRole('button', { name: 'Terima' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terima Rina E2E?' });
    await expect(dialog.getByText(/30\.000/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya, terima' }).click();
    await expect(page.getByText('Berhasil menerima Yasa')).toBeVisible();
    await expect(page).toHaveURL(/\/jalu\/order\/my$/);
  } finally {
    await page.context().close();
  }
});

test("6. another Yasa sees the area, not the Jalu's door, in the API and on the page", async ({
  browser,
  request,
}) => {
  const { jobId } = await jaluWithErrandJob(request, {
    name: 'Sari Rahayu',
    balance: 100_000,
    job: errand(`Belanja obat ${unique()}`),
  });
  const yasa = await namedYasaByApi(request, 'Budi E2E');
  const answer = await request.get(`/jobs/${jobId}`, {
    headers: { Authorization: `Bearer ${yasa.token}` },
  });
  const job = await answer.json();
  expect(job.address).toBe('Jl. Melati, Pasar Minggu, Jakarta Selatan');
  expect(job.addressNotes).toBeNull();
  expect(job.client.name).toBe('Sari');
  expect(job.approximateRadiusM).toBe(300);
  expect(job.coordinates).not.toEqual(HOME);
  expect(JSON.stringify(job)).not.toContain(String(HOME.lat));
  // The distance is the server's, to the true place: 0.0108° north is 1.2 km from the home
  // (1.3 km from the circle's centre).
  const here = { latitude: HOME.lat + 0.0108, longitude: HOME.lng };
  const measured = await request.get(`/jobs/${jobId}?near=${here.latitude},${here.longitude}`, {
    headers: { Authorization: `Bearer ${yasa.token}` },
  });
  expect((await measured.json()).distanceKm).toBe(1.2);

  const page = await phone(browser, yasa, {
    geolocation: here,
    permissions: ['geolocation'],
  });
  try {
    await page.goto(`/yasa/order/${jobId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Not known yet in this tab: no distance, and no prompt for it.
    await expect(page.getByText(/km darimu$/)).toHaveCount(0);
    // 'Terdekat' on the home reads the device's position; the job page then says how far.
    await page.goto('/yasa');
    // Checked once the position is read (the switch follows the list's state, not the click).
    await page.getByRole('switch', { name: 'Terdekat' }).click();
    await expect(page.getByRole('switch', { name: 'Terdekat' })).toBeChecked();
    await expect(page.getByText('Yang terdekat dari lokasimu lebih dulu.')).toBeVisible();
    await page.goto(`/yasa/order/${jobId}`);
    await expect(page.getByText('Sekitar 1,2 km darimu')).toBeVisible();
    await expect(page.getByText('Perkiraan lokasi')).toBeVisible();
    await expect(page.getByText('Jl. Melati, Pasar Minggu, Jakarta Selatan')).toBeVisible();
    await expect(page.getByText(/No\. 5/)).toHaveCount(0);
    await expect(page.getByText(/Pagar hijau/)).toHaveCount(0);
    await expect(page.getByText('Sari Rahayu')).toHaveCount(0);
    // The map is last on a phone and loads as it nears the screen.
    await page.getByRole('link', { name: /Buka di OpenStreetMap/ }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'Peta perkiraan lokasi pekerjaan' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Yasa: pekerjaan terbuka, perkiraan lokasi (phone)');
  } finally {
    await page.context().close();
  }
});

test('7. a suspended person is signed out and shown how to reach support', async ({
  browser,
  request,
}) => {
  const yasa = await namedYasaByApi(request, 'Yasa Ditangguhkan');
  const me = await (
    await request.get('/profile/me', { headers: { Authorization: `Bearer ${yasa.token}` } })
  ).json();
  const page = await phone(browser, yasa);
  try {
    await page.goto('/yasa');
    await expect(page.getByRole('heading', { name: 'Halo, Yasa Ditangguhkan!' })).toBeVisible();

    const admin = await loginByApi(request, {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
      phoneNumber: '',
    });
    const suspended = await request.post(`/admin/users/${me._id}/suspend`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { reason: 'Uji penangguhan' },
    });
    expect(suspended.ok(), await suspended.text()).toBe(true);

    // No reload: the server closes the live connection and refuses its reconnect, so the screen
    // comes by itself (a reload raced that, landing on '/' once the token was forgotten).
    await expect(page.getByRole('heading', { name: 'Akun kamu ditangguhkan' })).toBeVisible();
    await expect(page).toHaveURL(/\/akun-ditangguhkan$/);
    await expect(page.getByRole('link', { name: 'Hubungi tim Bantuin' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expectNoSeriousA11yViolations(page, 'Akun ditangguhkan (phone)');

    // /login stays: nothing bounces the person back into the area.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await page.context().close();
  }
});

test("8. a page whose code cannot be fetched says 'Periksa koneksimu' and recovers", async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  // No service worker: it would answer the chunk from its cache, past the routes below.
  const page = await phone(browser, jalu, { serviceWorkers: 'block' });
  try {
    await page.goto('/jalu');
    await expect(page.getByRole('heading', { name: /^Halo/ })).toBeVisible();

    // The area's pages chunk never arrives (every try, retries included).
    const chunk = /\/assets\/jalu-pages-[^/]+\.js/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Pesanan Saya' })
      .click();
    await expect(page.getByRole('heading', { name: 'Periksa koneksimu' })).toBeVisible();
    await expect(page.getByText(/dynamically imported|Unexpected Application Error/)).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page, 'Periksa koneksimu (phone)');

    // Back online: 'Coba lagi' loads the page.
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('heading', { name: 'Pesanan Saya' })).toBeVisible();

    // After a new deployment the old chunk is gone for good: the app reloads once, to the new
    // build (here the server says its entry script changed), instead of failing.
    await page.goto('/jalu');
    await expect(page.getByRole('heading', { name: /^Halo/ })).toBeVisible();
    let refused = 0;
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('failed');
    });
    await page.route(/\/\?build-check=/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><script type="module" crossorigin src="/assets/index-baru.js"></script>',
      }),
    );
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Pesanan Saya' })
      .click();
    await reloaded;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => sessionStorage.getItem('bantuin:reloaded-for-build'))).toBe(
      '/assets/index-baru.js',
    );
  } finally {
    await page.context().close();
  }
});
