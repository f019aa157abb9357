import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  acceptedErrandJobByApi,
  acceptWorkerByApi,
  applicantsByApi,
  applyForJobByApi,
  confirmCompletionByApi,
  disputedErrandJobByApi,
  jaluWithErrandJob,
  postErrandJobByApi,
  SAMPLE_PHOTO,
  submitProofByApi,
  topUpByApi,
  type ApiUser,
  type JobInput,
} from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { pageSignedInAs, scheduledAtIn, sendChatMessage } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

/*
 * Issue 14, item 8: axe finds no critical or serious WCAG 2 A/AA violation on any page of
 * either area, at a phone's 390 × 844 (the operators' console at a desktop's). Each page is
 * seeded so it shows its real content (cards, lists, a chat with messages), not an empty state.
 */

// Many pages and a seeded world each, on a shared machine.
test.describe.configure({ timeout: 480_000 });

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

function errand(title: string): JobInput {
  return {
    title,
    fee: 30_000,
    description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
    address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
    addressNotes: 'Pagar hijau, sebelah warung',
    coordinates: { lat: -6.2841, lng: 106.8446 },
    scheduledAt: scheduledAtIn(3 * 24 * 60),
  };
}

/**
 * Opens `path` (null: the page already open), waits until `ready` shows and nothing is loading
 * any more, then runs axe.
 */
async function check(
  page: Page,
  path: string | null,
  ready: (page: Page) => Locator,
  what: string,
) {
  await test.step(what, async () => {
    if (path) await page.goto(path);
    await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${what} (${page.url()})`);
  });
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const text = (value: string | RegExp) => (page: Page) => page.getByText(value);

/**
 * A Jalu and a Yasa with one job in each state the pages show: accepted (chat, detail,
 * 'Selesai'), proof sent (Konfirmasi), finished (Riwayat, review), and an open one the Yasa
 * applied for ('Lamaran Saya') next to one nobody touched (Beranda's cards).
 */
async function world(request: Parameters<typeof acceptedErrandJobByApi>[0]) {
  const id = unique();
  const titles = {
    accepted: `Belanja sayur ${id}`,
    proofSent: `Belanja galon ${id}`,
    finished: `Belanja bulanan ${id}`,
    applied: `Belanja buah ${id}`,
    open: `Belanja roti ${id}`,
  };
  const {
    jalu,
    yasa,
    jobId: acceptedId,
  } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari Aksesibel',
    yasaName: 'Budi Aksesibel',
    job: errand(titles.accepted),
  });
  await topUpByApi(request, jalu, 500_000);

  const assign = async (title: string): Promise<string> => {
    const jobId = await postErrandJobByApi(request, jalu, errand(title));
    await applyForJobByApi(request, yasa, jobId);
    const [applicant] = await applicantsByApi(request, jalu, jobId);
    await acceptWorkerByApi(request, jalu, jobId, applicant!.userId);
    return jobId;
  };
  const proofSentId = await assign(titles.proofSent);
  await submitProofByApi(request, yasa, proofSentId, SAMPLE_PHOTO);
  const finishedId = await assign(titles.finished);
  await submitProofByApi(request, yasa, finishedId, SAMPLE_PHOTO);
  await confirmCompletionByApi(request, jalu, finishedId);

  const appliedId = await postErrandJobByApi(request, jalu, errand(titles.applied));
  await applyForJobByApi(request, yasa, appliedId);
  const other = await jaluWithErrandJob(request, {
    name: 'Rina Tetangga',
    balance: 100_000,
    job: errand(titles.open),
  });

  return {
    jalu,
    yasa,
    titles,
    ids: { acceptedId, proofSentId, finishedId, appliedId, openId: other.jobId },
  };
}

/**
 * `user` writes `body` in the job's chat (messages go through the socket, so through a page):
 * the chat then shows bubbles of both sides and their times.
 */
async function say(browser: Browser, user: ApiUser, jobId: string, body: string) {
  const page = await pageSignedInAs(browser, user);
  try {
    await page.goto(`/${user.role}/order/${jobId}/chat`);
    await sendChatMessage(page, body);
    // Stored, not only shown: a pending bubble says 'Mengirim…' until the server confirms it.
    await expect(bubble(page, 'me', body).locator('time')).toBeVisible();
  } finally {
    await page.context().close();
  }
}

const bubble = (page: Page, sender: 'me' | 'them', body: string) =>
  page
    .getByRole('log', { name: 'Pesan' })
    .locator(`li[data-sender="${sender}"]`, { hasText: body });

async function phonePage(browser: Browser, user: ApiUser) {
  return pageSignedInAs(browser, user, { viewport: PHONE_VIEWPORT });
}

test('public pages have no serious accessibility violations on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: PHONE_VIEWPORT,
  });
  const page = await context.newPage();
  try {
    await check(page, '/', (p) => p.getByRole('heading', { level: 1 }), 'Landing');
    await check(page, '/login', h1('Masuk'), 'Masuk');
    await check(page, '/jalu-register', h1('Daftar Jalu'), 'Daftar Jalu');
    await check(page, '/yasa-register', h1('Pendaftaran Yasa'), 'Pendaftaran Yasa');
  } finally {
    await context.close();
  }
});

test("the Jalu's order pages have no serious accessibility violations on a phone", async ({
  browser,
  request,
}) => {
  const { jalu, titles, ids } = await world(request);
  const page = await phonePage(browser, jalu);
  try {
    await check(page, '/jalu', h1(/Halo, Sari Aksesibel/), 'Jalu: Beranda');
    await check(page, '/jalu/order/add-cleaning', h1('Buat Pesanan Bebersih'), 'Jalu: Bebersih');
    await check(page, '/jalu/order/add-shopping', h1('Buat Pesanan Nitip'), 'Jalu: Nitip');
    await check(page, '/jalu/order/my', text(titles.accepted), 'Jalu: Pesanan Saya');
    await check(page, `/jalu/order/${ids.acceptedId}`, h1(titles.accepted), 'Jalu: pesanan');
    await check(
      page,
      `/jalu/order/${ids.appliedId}`,
      text('Budi Aksesibel'),
      'Jalu: pesanan dengan pelamar',
    );
    await check(
      page,
      `/jalu/order/${ids.proofSentId}/confirmation`,
      h1('Konfirmasi Pekerjaan'),
      'Jalu: Konfirmasi Pekerjaan',
    );
    await check(page, `/jalu/order/${ids.finishedId}/review`, h1('Review Yasa'), 'Jalu: ulasan');
    await check(page, '/jalu/order/history', text(titles.finished), 'Jalu: Riwayat Pesanan');
  } finally {
    await page.context().close();
  }
});

test("the Jalu's account pages and chat have no serious accessibility violations on a phone", async ({
  browser,
  request,
}) => {
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari Aksesibel',
    yasaName: 'Budi Aksesibel',
    job: errand(`Belanja sayur ${unique()}`),
  });
  await say(browser, yasa, jobId, 'Siap Bu, sekitar jam 10 saya sampai.');
  const page = await phonePage(browser, jalu);
  try {
    await check(page, '/jalu/profile', h1('Sari Aksesibel'), 'Jalu: Profil');
    await check(page, '/jalu/profile/update', h1('Ubah Profil'), 'Jalu: Ubah Profil');
    await check(page, '/jalu/wallet', h1('Riwayat Saldo'), 'Jalu: Riwayat Saldo');
    await check(page, '/jalu/wallet/withdraw', h1('Tarik Saldo'), 'Jalu: Tarik Saldo');
    await check(page, '/jalu/profile/privasi', h1('Data & Akun'), 'Jalu: Data & Akun');
    await page.goto(`/jalu/order/${jobId}/chat`);
    await expect(bubble(page, 'them', 'Siap Bu, sekitar jam 10 saya sampai.')).toBeVisible();
    await sendChatMessage(page, 'Terima kasih, Budi.');
    await check(page, null, text('Terima kasih, Budi.'), 'Jalu: Chat');
  } finally {
    await page.context().close();
  }
});

test("the Yasa's job pages have no serious accessibility violations on a phone", async ({
  browser,
  request,
}) => {
  const { yasa, titles, ids } = await world(request);
  const page = await phonePage(browser, yasa);
  try {
    await check(page, '/yasa', text(titles.open), 'Yasa: Beranda');
    await check(page, `/yasa/order/${ids.openId}`, h1(titles.open), 'Yasa: pekerjaan terbuka');
    await check(page, '/yasa/applications', text(titles.applied), 'Yasa: Lamaran Saya');
    await check(page, '/yasa/order/jobs', text(titles.accepted), 'Yasa: Pekerjaan saya');
    await check(
      page,
      `/yasa/order/jobs/${ids.acceptedId}`,
      h1(titles.accepted),
      'Yasa: pekerjaan saya',
    );
  } finally {
    await page.context().close();
  }
});

test("the Yasa's proof, account pages and chat have no serious accessibility violations on a phone", async ({
  browser,
  request,
}) => {
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari Aksesibel',
    yasaName: 'Budi Aksesibel',
    job: errand(`Belanja sayur ${unique()}`),
  });
  await say(browser, jalu, jobId, 'Halo Budi, bayamnya yang segar ya.');
  const page = await phonePage(browser, yasa);
  try {
    await check(
      page,
      `/yasa/order/verification?job=${jobId}`,
      h1('Verifikasi Pesanan'),
      'Yasa: Verifikasi',
    );
    await test.step('the photo picker shows where the keyboard is', async () => {
      const input = page.getByLabel('Tambah foto');
      const tile = page.locator('label', { hasText: 'Tambah foto' });
      await expect(tile).toHaveCSS('outline-style', 'none');
      // Tab by Tab, as a keyboard user gets there (the input itself is visually hidden).
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(input).toBeFocused({ timeout: 100 });
      }).toPass({ timeout: 20_000 });
      await expect(tile).toHaveCSS('outline-style', 'solid');
    });
    await check(page, '/yasa/profile', h1('Budi Aksesibel'), 'Yasa: Profil');
    await check(page, '/yasa/profile/update', h1('Ubah Profil'), 'Yasa: Ubah Profil');
    await check(page, '/yasa/order/history', h1('Riwayat Pekerjaan'), 'Yasa: Riwayat Pekerjaan');
    await check(page, '/yasa/wallet', h1('Riwayat Saldo'), 'Yasa: Riwayat Saldo');
    await check(page, '/yasa/wallet/withdraw', h1('Tarik Saldo'), 'Yasa: Tarik Saldo');
    await check(page, '/yasa/profile/privasi', h1('Data & Akun'), 'Yasa: Data & Akun');
    await page.goto(`/yasa/order/${jobId}/chat`);
    await expect(bubble(page, 'them', 'Halo Budi, bayamnya yang segar ya.')).toBeVisible();
    await sendChatMessage(page, 'Baik Bu, segera berangkat.');
    await check(page, null, text('Baik Bu, segera berangkat.'), 'Yasa: Chat');
  } finally {
    await page.context().close();
  }
});

test("the operators' console has no serious accessibility violations", async ({
  page,
  request,
}) => {
  const title = `Galon bocor ${unique()}`;
  const { yasa } = await disputedErrandJobByApi(request, {
    jaluName: 'Sari Komplain',
    yasaName: 'Budi Dikomplain',
    reason: 'Galon yang diantar bocor dan airnya habis',
    job: errand(title),
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await check(page, '/admin', text('Seimbang'), 'Admin: Ringkasan');
  await check(page, '/admin/pengguna', h1('Pengguna'), 'Admin: Pengguna');
  await page.getByLabel('Cari pengguna').fill(yasa.account.email);
  await page.getByRole('link', { name: 'Budi Dikomplain' }).click();
  await check(page, null, h1('Budi Dikomplain'), 'Admin: pengguna');
  await check(page, '/admin/pekerjaan', text(title), 'Admin: Pekerjaan');
  await page.getByRole('link', { name: title }).click();
  await check(page, null, h1(title), 'Admin: pekerjaan');
  await check(page, '/admin/komplain', text(title), 'Admin: Komplain');
  await page.getByRole('link', { name: title }).click();
  await check(page, null, h1(`Komplain: ${title}`), 'Admin: komplain');
  await check(page, '/admin/penarikan', h1('Penarikan'), 'Admin: Penarikan');
  await check(page, '/admin/catatan-audit', h1('Audit'), 'Admin: Audit');
});
