import { expect, test } from '@playwright/test';
import {
  applyForJobByApi,
  E2E_NIK,
  jaluWithErrandJob,
  namedYasaByApi,
  SAMPLE_PHOTO,
  updateProfileByApi,
  type JobInput,
} from '../support/api.js';
import { pageSignedInAs } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

const errand = (title: string): JobInput => ({
  title,
  fee: 40_000,
  description: 'Beli beras 5 kg dan minyak goreng 2 liter.',
  address: 'Jl. Kenanga No. 12, Tebet, Jakarta Selatan',
  coordinates: { lat: -6.2297, lng: 106.8539 },
});

test('a Yasa verifies, the admin approves side by side, the badge shows on the Jalu’s waiting list', async ({
  browser,
  request,
}) => {
  // Three people, two uploads decrypted and the audit log in one journey: 55 s of 60 on a loaded
  // 2-core machine, and over it once.
  test.setTimeout(150_000);
  const tag = unique();
  const yasaName = `Yasa Jujur ${tag}`;
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: 'Jalu Waspada',
    balance: 100_000,
    job: errand(`Belanja beras ${tag}`),
  });
  const yasa = await namedYasaByApi(request, yasaName);
  const other = await namedYasaByApi(request, `Yasa Lain ${tag}`);
  await updateProfileByApi(request, yasa, { dateOfBirth: E2E_NIK.dateOfBirth });
  await applyForJobByApi(request, yasa, jobId);
  await applyForJobByApi(request, other, jobId);

  const yasaPage = await pageSignedInAs(browser, yasa);
  try {
    await test.step('the Yasa sends NIK, KTP and selfie from the profile', async () => {
      await yasaPage.goto('/yasa/profile');
      await yasaPage.getByRole('link', { name: 'Verifikasi sekarang' }).click();
      await expect(yasaPage).toHaveURL(/\/yasa\/profile\/verifikasi$/);
      await yasaPage.getByLabel('NIK (16 angka, sesuai KTP)').fill('3174051808950001');
      await yasaPage.getByLabel('Foto KTP').setInputFiles(SAMPLE_PHOTO);
      await yasaPage.getByLabel('Swafoto sambil memegang KTP').setInputFiles(SAMPLE_PHOTO);
      await yasaPage.getByRole('button', { name: 'Kirim untuk diperiksa' }).click();
      // The birth date in the NIK must be the profile's.
      await expect(yasaPage.getByRole('alert')).toHaveText(
        'Tanggal lahir pada NIK tidak sama dengan tanggal lahir di profil',
      );
      await yasaPage.getByLabel('NIK (16 angka, sesuai KTP)').fill(E2E_NIK.nik);
      await yasaPage.getByRole('button', { name: 'Kirim untuk diperiksa' }).click();
      await expect(
        yasaPage.getByRole('status').filter({ hasText: 'Menunggu pemeriksaan' }),
      ).toBeVisible();
      await expect(yasaPage.getByRole('status').filter({ hasText: '••••0001' })).toBeVisible();
    });
  } finally {
    await yasaPage.context().close();
  }

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  try {
    await test.step('the admin opens the queue, sees KTP and selfie, approves', async () => {
      await admin.goto('/login');
      await admin.getByLabel('Email').fill(E2E_ADMIN.email);
      await admin.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
      await admin.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(admin).toHaveURL(/\/admin$/);
      await admin.getByRole('link', { name: 'Verifikasi' }).first().click();
      await admin.getByRole('link', { name: yasaName }).click();
      await expect(admin.getByRole('heading', { name: `Verifikasi: ${yasaName}` })).toBeVisible();
      await expect(admin.getByText(E2E_NIK.nik)).toBeVisible();
      // Both images decrypted through their signed URLs.
      for (const name of ['Foto KTP', 'Swafoto dengan KTP']) {
        const image = admin.getByRole('img', { name, exact: true });
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await admin.getByRole('button', { name: 'Setujui' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
      await expect(admin.getByText('Keputusan: Terverifikasi')).toBeVisible();
      await expect(admin.getByText(`Oleh ${E2E_ADMIN.email}`)).toBeVisible();
    });
    await test.step('every image view is in the audit log', async () => {
      await admin.getByRole('link', { name: 'Audit' }).first().click();
      await expect(admin.getByText('Foto identitas dibuka').first()).toBeVisible();
      await expect(admin.getByText('Verifikasi disetujui').first()).toBeVisible();
    });
  } finally {
    await adminContext.close();
  }

  const jaluPage = await pageSignedInAs(browser, jalu);
  try {
    await test.step('the Jalu sees Terverifikasi on the waiting list and can filter by it', async () => {
      await jaluPage.goto(`/jalu/order/${jobId}`);
      const verified = jaluPage.getByRole('listitem', { name: yasaName });
      const unverified = jaluPage.getByRole('listitem', { name: `Yasa Lain ${tag}` });
      await expect(verified.getByText('Terverifikasi')).toBeVisible();
      await expect(unverified).toBeVisible();
      await expect(unverified.getByText('Terverifikasi')).toHaveCount(0);
      await jaluPage.getByLabel('Hanya Yasa Terverifikasi').check();
      await expect(unverified).toHaveCount(0);
      await expect(verified).toBeVisible();
      await verified.getByRole('link', { name: yasaName }).click();
      await expect(jaluPage.getByRole('heading', { name: yasaName, level: 1 })).toBeVisible();
      await expect(jaluPage.getByText('Terverifikasi', { exact: true }).first()).toBeVisible();
    });
  } finally {
    await jaluPage.context().close();
  }
});

test('a Jalu reports and blocks a Yasa: the application goes, the report reaches the admin, unblocking works', async ({
  browser,
  request,
}) => {
  // Three people and the console in one journey: 59 s of 60 on a loaded machine.
  test.setTimeout(150_000);
  const tag = unique();
  const yasaName = `Yasa Nakal ${tag}`;
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: `Jalu Tegas ${tag}`,
    balance: 100_000,
    job: errand(`Belanja gula ${tag}`),
  });
  const yasa = await namedYasaByApi(request, yasaName);
  await applyForJobByApi(request, yasa, jobId);

  const jaluPage = await pageSignedInAs(browser, jalu);
  try {
    await test.step('from the waiting list, the Jalu reports the Yasa', async () => {
      await jaluPage.goto(`/jalu/order/${jobId}`);
      await jaluPage.getByRole('listitem', { name: yasaName }).getByRole('link').click();
      await expect(jaluPage.getByRole('heading', { name: yasaName, level: 1 })).toBeVisible();
      await jaluPage.getByRole('button', { name: 'Laporkan Yasa' }).click();
      const dialog = jaluPage.getByRole('dialog', { name: 'Laporkan ke Bantuin' });
      await dialog.getByLabel('Alasan').selectOption('penipuan');
      await dialog.getByLabel('Apa yang terjadi?').fill(`Meminta transfer di luar aplikasi ${tag}`);
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(
        jaluPage.getByText('Laporan terkirim. Tim Bantuin akan memeriksanya.'),
      ).toBeVisible();
    });
    await test.step('and blocks them: the application leaves the waiting list', async () => {
      await jaluPage.getByRole('button', { name: 'Blokir' }).click();
      await jaluPage.getByRole('dialog').getByRole('button', { name: 'Ya, blokir' }).click();
      await expect(jaluPage.getByText('Pengguna diblokir')).toBeVisible();
      await jaluPage.goto(`/jalu/order/${jobId}`);
      await expect(jaluPage.getByText('Belum ada Yasa yang melamar')).toBeVisible();
    });
  } finally {
    await jaluPage.context().close();
  }

  const yasaPage = await pageSignedInAs(browser, yasa);
  try {
    await test.step('the blocked Yasa is told the job is not for them, and cannot apply', async () => {
      await yasaPage.goto(`/yasa/order/${jobId}`);
      // A block hides the Jalu's open jobs: the server refuses the page (403 BLOCKED).
      await expect(yasaPage.getByRole('heading', { name: 'Pesanan tidak tersedia' })).toBeVisible();
      await expect(yasaPage.getByText(/ada pemblokiran antara kamu dan pemesannya/)).toBeVisible();
      await expect(yasaPage.getByRole('button', { name: /Melamar|Sudah melamar/ })).toHaveCount(0);
    });
  } finally {
    await yasaPage.context().close();
  }

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  try {
    await test.step('the report is in the admin’s Laporan queue', async () => {
      await admin.goto('/login');
      await admin.getByLabel('Email').fill(E2E_ADMIN.email);
      await admin.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
      await admin.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(admin).toHaveURL(/\/admin$/);
      await admin.getByRole('link', { name: 'Laporan' }).first().click();
      const row = admin
        .getByRole('row')
        .filter({ hasText: `Meminta transfer di luar aplikasi ${tag}` });
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: yasaName })).toBeVisible();
      await row.getByRole('button', { name: 'Diperiksa' }).click();
      await expect(admin.getByText('Laporan disimpan')).toBeVisible();
    });
  } finally {
    await adminContext.close();
  }

  const again = await pageSignedInAs(browser, jalu);
  try {
    await test.step('the Jalu unblocks from Daftar Blokir (avatar menu)', async () => {
      await again.goto('/jalu');
      await again.getByRole('button', { name: 'Menu akun' }).click();
      await again.getByRole('menuitem', { name: 'Daftar Blokir' }).click();
      const entry = again.getByRole('listitem', { name: yasaName });
      await entry.getByRole('button', { name: 'Buka blokir' }).click();
      await expect(again.getByText('Kamu belum memblokir siapa pun.')).toBeVisible();
    });
  } finally {
    await again.context().close();
  }
  await applyForJobByApi(request, yasa, jobId);
});
