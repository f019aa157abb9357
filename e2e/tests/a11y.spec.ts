import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  acceptedErrandJobByApi,
  acceptWorkerByApi,
  adminTokenByApi,
  applicantsByApi,
  applyForJobByApi,
  blockByApi,
  confirmCompletionByApi,
  disputedErrandJobByApi,
  jaluWithErrandJob,
  mailedLinkByApi,
  namedYasaByApi,
  openTicketByApi,
  postErrandJobByApi,
  reportUserByApi,
  SAMPLE_PHOTO,
  signUpByApi,
  submitProofByApi,
  submitVerificationByApi,
  topUpByApi,
  updateProfileByApi,
  userIdByApi,
  type ApiUser,
  type JobInput,
} from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { pageSignedInAs, scheduledAtIn, sendChatMessage } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

/*
 * Issue 14, item 8, and issue 28: axe finds no critical or serious WCAG 2 A/AA violation on any
 * page of any area, at a phone's 390 × 844 (the operators' console at a desktop's). Each page is
 * seeded so it shows its real content (cards, lists, a chat with messages), not an empty state.
 *
 * Every route of the router (app/routes/*\/routes.tsx and router.tsx) is visited below:
 *   visitors: /, /login, /jalu-register, /yasa-register, /lupa-sandi, /atur-ulang-sandi,
 *     /verifikasi-email (verified and refused), /akun-ditangguhkan, an unknown address;
 *   Jalu: Beranda, both order forms, Pesanan Saya, an order (assigned; with applicants),
 *     Konfirmasi, review, Riwayat, a Yasa's profile from the waiting list, Notifikasi and its
 *     Pengaturan, Profil, Ubah Profil, Data & Akun, Keamanan Akun, Bantuan, Daftar Blokir,
 *     Riwayat Saldo, Tarik Saldo, the chat, an unknown page;
 *   Yasa: Beranda, an open job, Lamaran Saya, Pekerjaan Saya, a job of mine, Verifikasi Pesanan
 *     (proof), Riwayat Pekerjaan, Notifikasi and its Pengaturan, Profil, Ubah Profil, Data &
 *     Akun, Verifikasi Identitas, Keamanan Akun, Bantuan, Daftar Blokir, Riwayat Saldo, Tarik
 *     Saldo, the chat, an unknown page;
 *   console: Ringkasan, Pengguna and one, Pekerjaan and one, Komplain and one, Penarikan,
 *     Verifikasi and one, Laporan, Tiket, Audit, Notifikasi.
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
/** The inbox with its first notification (they arrive through the outbox, a moment later). */
const inbox = (page: Page) => page.getByRole('list', { name: 'Notifikasi' }).getByRole('listitem');
/** 'Pengaturan Notifikasi' once the saved choices loaded (the form's note under its table). */
const notificationSettings = text(/Email tentang uang dan keamanan akun selalu dikirim/);
/** 'Keamanan Akun' with this device listed under 'Perangkat yang masuk'. */
const accountSecurity = (page: Page) =>
  page.getByRole('region', { name: 'Perangkat yang masuk' }).getByRole('listitem');
const notFound = h1('Halaman tidak ditemukan');

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

test('public pages have no serious accessibility violations on a phone', async ({
  browser,
  request,
}) => {
  const visitor = await signUpByApi(request, 'jalu');
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
    await check(page, '/lupa-sandi', h1('Lupa kata sandi?'), 'Lupa kata sandi');
    await check(
      page,
      '/atur-ulang-sandi?token=tautan-dari-email',
      h1('Buat kata sandi baru'),
      'Atur ulang kata sandi',
    );
    // The link of a new account's welcome mail: verified; opened again, refused.
    const link = new URL(
      await mailedLinkByApi(request, visitor.account.email, '/verifikasi-email'),
    );
    await check(
      page,
      `${link.pathname}${link.search}`,
      text(/sudah terverifikasi/),
      'Verifikasi email',
    );
    await page.reload();
    await check(
      page,
      null,
      (p) => p.getByRole('alert').filter({ hasText: /\S/ }),
      'Verifikasi email: tautan sudah dipakai',
    );
    await check(page, '/akun-ditangguhkan', h1('Akun kamu ditangguhkan'), 'Akun ditangguhkan');
    await check(page, '/halaman-yang-tidak-ada', notFound, 'Halaman tidak ditemukan');
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
    const [applicant] = await applicantsByApi(request, jalu, ids.appliedId);
    await check(
      page,
      `/jalu/yasa/${applicant!.userId}?job=${ids.appliedId}`,
      h1('Budi Aksesibel'),
      'Jalu: Profil Yasa',
    );
    // Applications, proofs and the finished job each told the Jalu.
    await check(page, '/jalu/notifikasi', inbox, 'Jalu: Notifikasi');
    await check(page, '/jalu/tidak-ada', notFound, 'Jalu: halaman tidak ditemukan');
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
  const question = `Saldo belum kembali ${unique()}`;
  await openTicketByApi(request, jalu, question);
  const blocked = await namedYasaByApi(request, 'Dodi Diblokir');
  await blockByApi(request, jalu, await userIdByApi(request, blocked));
  const page = await phonePage(browser, jalu);
  try {
    await check(page, '/jalu/bantuan', text(question), 'Jalu: Bantuan');
    await check(
      page,
      '/jalu/blokir',
      (p) => p.getByRole('listitem', { name: 'Dodi Diblokir' }),
      'Jalu: Daftar Blokir',
    );
    await check(page, '/jalu/akun', accountSecurity, 'Jalu: Keamanan Akun');
    await check(
      page,
      '/jalu/notifikasi/pengaturan',
      notificationSettings,
      'Jalu: Pengaturan Notifikasi',
    );
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
    // Accepted three times: the Yasa was told.
    await check(page, '/yasa/notifikasi', inbox, 'Yasa: Notifikasi');
    await check(page, '/yasa/tidak-ada', notFound, 'Yasa: halaman tidak ditemukan');
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
  const question = `Bayaran belum masuk ${unique()}`;
  await openTicketByApi(request, yasa, question);
  const other = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, other, { name: 'Rudi Diblokir' });
  await blockByApi(request, yasa, await userIdByApi(request, other));
  const page = await phonePage(browser, yasa);
  try {
    await check(page, '/yasa/bantuan', text(question), 'Yasa: Bantuan');
    await check(
      page,
      '/yasa/blokir',
      (p) => p.getByRole('listitem', { name: 'Rudi Diblokir' }),
      'Yasa: Daftar Blokir',
    );
    await check(page, '/yasa/akun', accountSecurity, 'Yasa: Keamanan Akun');
    await check(
      page,
      '/yasa/notifikasi/pengaturan',
      notificationSettings,
      'Yasa: Pengaturan Notifikasi',
    );
    // Not sent yet: the form for the KTP and the selfie.
    await check(
      page,
      '/yasa/profile/verifikasi',
      text('Kirim data KTP'),
      'Yasa: Verifikasi Identitas',
    );
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
  const { jalu, yasa } = await disputedErrandJobByApi(request, {
    jaluName: 'Sari Komplain',
    yasaName: 'Budi Dikomplain',
    reason: 'Galon yang diantar bocor dan airnya habis',
    job: errand(title),
  });
  // A report, a question and a KTP waiting for the console.
  const yasaId = await userIdByApi(request, yasa);
  const report = `Datang terlambat dua jam tanpa kabar ${unique()}`;
  await reportUserByApi(request, jalu, yasaId, report);
  const question = `Komplain belum diputuskan ${unique()}`;
  await openTicketByApi(request, jalu, question);
  await submitVerificationByApi(request, yasa);
  const queue = (await (
    await request.get('/admin/verifications?limit=100', {
      headers: { Authorization: `Bearer ${await adminTokenByApi(request)}` },
    })
  ).json()) as { _id: string; user: { _id: string } }[];
  const verification = queue.find((entry) => entry.user._id === yasaId);
  expect(verification, 'the Yasa waits in Verifikasi').toBeDefined();

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
  await check(page, '/admin/laporan', text(report), 'Admin: Laporan');
  await check(page, '/admin/tiket', text(question), 'Admin: Tiket');
  await check(page, '/admin/verifikasi', h1('Verifikasi'), 'Admin: Verifikasi');
  await check(
    page,
    `/admin/verifikasi/${verification!._id}`,
    h1('Verifikasi: Budi Dikomplain'),
    'Admin: verifikasi',
  );
  await check(
    page,
    '/admin/notifikasi',
    (p) => p.getByRole('list', { name: 'Notifikasi' }).or(p.getByText('Belum ada notifikasi')),
    'Admin: Notifikasi',
  );

  // On a phone the console's tables are cards (the cells' labels beside their values).
  await page.setViewportSize(PHONE_VIEWPORT);
  for (const [path, ready, what] of [
    ['/admin', text('Seimbang'), 'Ringkasan'],
    ['/admin/pengguna', h1('Pengguna'), 'Pengguna'],
    ['/admin/pekerjaan', text(title), 'Pekerjaan'],
    ['/admin/komplain', text(title), 'Komplain'],
    ['/admin/penarikan', h1('Penarikan'), 'Penarikan'],
    ['/admin/verifikasi', h1('Verifikasi'), 'Verifikasi'],
    ['/admin/laporan', text(report), 'Laporan'],
    ['/admin/tiket', text(question), 'Tiket'],
    ['/admin/catatan-audit', h1('Audit'), 'Audit'],
  ] as const) {
    await check(page, path, ready, `Admin (ponsel): ${what}`);
  }
});
