import { expect, test } from '@playwright/test';
import {
  acceptWorkerByApi,
  applicantsByApi,
  applyForJobByApi,
  balanceByApi,
  namedYasaByApi,
  SAMPLE_PHOTO,
  signUpByApi,
  topUpByApi,
  updateProfileByApi,
} from '../support/api.js';
import { fillScheduledAt, pageSignedInAs } from '../support/journeys.js';

/*
 * Proof you can check (issue 29, Bebersih): the Jalu posts a cleaning job listing its rooms in
 * the form, the Yasa's proof needs a photo for each room (refused in the form while one is
 * missing), and the Jalu's confirmation page shows the proof room by room, then pays.
 */

test.describe.configure({ timeout: 180_000 });

const HOME = { latitude: -6.25, longitude: 106.85 };
const FEE = 90_000;
const SPARE = 10_000;

test('a Bebersih with a task list: proof per task, shown per task, then paid', async ({
  browser,
  request,
}) => {
  const suffix = `${Date.now() % 1e6}`;
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: `Sari ${suffix}` });
  await topUpByApi(request, jalu, FEE + 2_000 + SPARE);
  const title = `Bersihkan rumah ${suffix}`;

  // --- The Jalu posts it in the form, with two suggested rooms and one of their own. ---
  const jaluPage = await pageSignedInAs(browser, jalu, {
    contextOptions: { geolocation: HOME, permissions: ['geolocation'] },
  });
  await jaluPage.goto('/jalu/order/add-cleaning');
  await expect(jaluPage.getByRole('heading', { name: 'Buat Pesanan Bebersih' })).toBeVisible();
  await expect(jaluPage.getByLabel('Alamat', { exact: true })).not.toHaveValue('');
  await jaluPage.getByLabel('Judul').fill(title);
  await jaluPage.getByLabel('Biaya').fill(String(FEE));
  await jaluPage.getByLabel('Deskripsi').fill('Rumah kecil, dua ruangan dan teras.');
  await jaluPage.getByLabel('Foto ruangan').setInputFiles(SAMPLE_PHOTO);
  await jaluPage.getByRole('button', { name: 'Dapur' }).click();
  await jaluPage.getByRole('button', { name: 'Kamar mandi' }).click();
  await jaluPage.getByLabel('Tugas lain').fill('Teras');
  await jaluPage.getByRole('button', { name: 'Tambah tugas' }).click();
  await expect(jaluPage.getByText('3/12 tugas')).toBeVisible();
  await fillScheduledAt(jaluPage);
  await jaluPage.getByRole('button', { name: 'Buat Pesanan' }).click();
  const dialog = jaluPage.getByRole('dialog', { name: 'Konfirmasi Pesanan' });
  await expect(dialog.getByText('Dapur, Kamar mandi, Teras')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ya, buat pesanan' }).click();
  await expect(jaluPage.getByText('Berhasil membuat pesanan')).toBeVisible();
  expect(await balanceByApi(request, jalu)).toBe(SPARE);

  const jobs = (await (
    await request.get('/clients/jobs/active?limit=12', {
      headers: { Authorization: `Bearer ${jalu.token}` },
    })
  ).json()) as { _id: string; title: string; tasks: { name: string }[] }[];
  const job = jobs.find((candidate) => candidate.title === title)!;
  expect(job.tasks.map((task) => task.name)).toEqual(['Dapur', 'Kamar mandi', 'Teras']);

  const yasaName = `Budi ${suffix}`;
  const yasa = await namedYasaByApi(request, yasaName);
  await applyForJobByApi(request, yasa, job._id);
  const applicant = (await applicantsByApi(request, jalu, job._id)).find(
    (candidate) => candidate.name === yasaName,
  );
  await acceptWorkerByApi(request, jalu, job._id, applicant!.userId);

  // --- The Yasa's proof: one photo per room, refused while a room has none. ---
  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto(`/yasa/order/verification?job=${job._id}`);
  await expect(yasaPage.getByRole('heading', { name: 'Bukti per tugas' })).toBeVisible();
  await yasaPage.getByLabel(/^Foto Dapur/).setInputFiles([
    { ...SAMPLE_PHOTO, name: 'dapur-sebelum.png' },
    { ...SAMPLE_PHOTO, name: 'dapur-sesudah.png' },
  ]);
  await yasaPage.getByLabel(/^Foto Kamar mandi/).setInputFiles(SAMPLE_PHOTO);
  await yasaPage.getByRole('button', { name: 'Kirim Verifikasi' }).click();
  await expect(yasaPage.getByText('Tambahkan minimal 1 foto untuk tugas "Teras"')).toBeVisible();
  await yasaPage.getByLabel(/^Foto Teras/).setInputFiles(SAMPLE_PHOTO);
  await yasaPage.getByRole('button', { name: 'Kirim Verifikasi' }).click();
  await expect(yasaPage).toHaveURL(/\/yasa\/order\/jobs$/);

  // --- The Jalu sees the proof room by room, served by the server, and pays. ---
  await jaluPage.goto(`/jalu/order/${job._id}/confirmation`);
  const proof = jaluPage.getByRole('region', { name: 'Bukti pekerjaan' });
  await expect(proof.getByRole('heading', { name: 'Bukti per tugas' })).toBeVisible();
  const kitchen = proof.getByRole('region', { name: 'Foto Dapur' });
  await expect(kitchen.getByRole('img', { name: 'Foto Dapur 2 dari 2' }).first()).toHaveAttribute(
    'src',
    /^\/uploads\/.+/,
  );
  for (const room of ['Kamar mandi', 'Teras']) {
    const photo = proof
      .getByRole('region', { name: `Foto ${room}` })
      .getByRole('img', { name: `Foto ${room} 1 dari 1` })
      .first();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/.+/);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await jaluPage.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await jaluPage
    .getByRole('dialog', { name: /^Bayar / })
    .getByRole('button', { name: 'Ya, bayar' })
    .click();
  await expect(jaluPage.getByText('Kamu telah menyelesaikan pesananmu')).toBeVisible();
  expect(await balanceByApi(request, yasa)).toBe(FEE);
  expect(await balanceByApi(request, jalu)).toBe(SPARE);

  await jaluPage.context().close();
  await yasaPage.context().close();
});
