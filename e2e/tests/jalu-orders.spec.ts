import { expect, test, type Page, type WebSocket } from '@playwright/test';
import {
  applyForJobByApi,
  loginByApi,
  signUpByApi,
  topUpByApi,
  updateProfileByApi,
  type ApiUser,
} from '../support/api.js';
import { fillScheduledAt, signUpAndLogIn } from '../support/journeys.js';

/** Where the browser says the device is; the stub geocoder names any point after it. */
const HOME = { latitude: -6.25, longitude: 106.85 };
const HOME_ADDRESS = 'Jl. Uji Coba (-6.250, 106.850), Jakarta';
const ADMIN_FEE = 2_000;

test.use({ geolocation: HOME, permissions: ['geolocation'] });

/** id-ID money has a no-break space after "Rp": match any space, and the whole text. */
const rupiah = (digits: string) => new RegExp(`^Rp\\s${digits.replaceAll('.', '\\.')}$`);

/** A real picture, drawn and encoded by the browser (the server decodes every upload). */
async function drawnPicture(page: Page, type: 'image/png' | 'image/jpeg', colour: string) {
  const dataUrl = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 120;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 160, 120);
      context.fillStyle = '#ffffff';
      context.fillRect(40, 30, 80, 60);
      return canvas.toDataURL(mime, 0.9);
    },
    [type, colour] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The order's id, from its card's link in 'Pesanan Saya'. */
async function orderIdOf(page: Page, title: string) {
  const href = await page.getByRole('link', { name: title }).getAttribute('href');
  const id = /\/jalu\/order\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(id, `card link of ${title}: ${href}`).toBeTruthy();
  return id!;
}

test('a Jalu posts a Bebersih and a Nitip order, hires a Yasa and cancels for a refund', async ({
  page,
  request,
}) => {
  const unique = `${Date.now() % 1e6}${test.info().parallelIndex}`;
  const cleaningTitle = `Bersihkan dapur ${unique}`;
  const errandTitle = `Belanja sayur ${unique}`;
  const CLEANING_FEE = 120_000;
  const ERRAND_FEE = 40_000;
  const INITIAL_BALANCE = 500_000;

  // Live updates arrive over Socket.IO's websocket; note which are open.
  const openSockets = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });

  // A Jalu signs up in the browser; a name and a funded wallet come through the API.
  const account = await signUpAndLogIn(page, 'jalu');
  const jalu: ApiUser = { account, role: 'jalu', token: await loginByApi(request, account) };
  await updateProfileByApi(request, jalu, { name: 'Sari E2E' });
  expect(await topUpByApi(request, jalu, INITIAL_BALANCE)).toBe(INITIAL_BALANCE);

  // --- Bebersih: the device's location becomes the address; two room photos. ---
  await page.goto('/jalu');
  await page.getByRole('link', { name: 'Bebersih' }).first().click();
  await expect(page).toHaveURL(/\/jalu\/order\/add-cleaning$/);
  await expect(page.getByRole('heading', { name: 'Buat Pesanan Bebersih' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Peta pilih lokasi pekerjaan' })
      .getByAltText('Pin lokasi pekerjaan'),
  ).toBeVisible();
  await expect(page.getByLabel('Alamat', { exact: true })).toHaveValue(HOME_ADDRESS);

  await page.getByLabel('Judul').fill(cleaningTitle);
  await page.getByLabel('Biaya').fill(String(CLEANING_FEE));
  await page.getByLabel('Deskripsi').fill('Dapur berminyak dan kamar mandi perlu disikat.');
  await page.getByLabel('Catatan alamat').fill('Pagar hijau, sebelah warung');
  await page.getByLabel('Foto ruangan').setInputFiles([
    {
      name: 'dapur.png',
      mimeType: 'image/png',
      buffer: await drawnPicture(page, 'image/png', '#0f766e'),
    },
    {
      name: 'kamar-mandi.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPicture(page, 'image/jpeg', '#f59e0b'),
    },
  ]);
  await expect(page.getByText('2/5 foto')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto ruangan 2' })).toHaveAttribute('src', /^blob:/);

  await fillScheduledAt(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  const cleaningDialog = page.getByRole('dialog', { name: 'Konfirmasi Pesanan' });
  await expect(cleaningDialog.getByText(rupiah('120.000'))).toBeVisible();
  await expect(cleaningDialog.getByText(rupiah('2.000'))).toBeVisible();
  await expect(cleaningDialog.getByText(rupiah('122.000'))).toBeVisible();
  await cleaningDialog.getByRole('button', { name: 'Ya, buat pesanan' }).click();
  await expect(page.getByText('Berhasil membuat pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/jalu\/order\/my$/);
  await expect(page.getByRole('link', { name: cleaningTitle })).toBeVisible();

  // --- Nitip: a click on the map moves the pin and names the new point. ---
  await page.goto('/jalu/order/add-shopping');
  await expect(page.getByRole('heading', { name: 'Buat Pesanan Nitip' })).toBeVisible();
  const address = page.getByLabel('Alamat', { exact: true });
  await expect(address).toHaveValue(HOME_ADDRESS);
  await expect(page.getByLabel('Biaya')).toHaveAccessibleDescription(
    /belum termasuk harga belanjaan/,
  );
  const map = page.getByRole('region', { name: 'Peta pilih lokasi pekerjaan' });
  const box = (await map.boundingBox())!;
  // South-east of the pin, clear of the zoom buttons and the attribution.
  await map.click({ position: { x: box.width / 2 + 150, y: box.height / 2 + 90 } });
  await expect(address).not.toHaveValue(HOME_ADDRESS);
  await expect(address).toHaveValue(/^Jl\. Uji Coba \(-6\.\d{3}, 106\.\d{3}\), Jakarta$/);
  const clickedAddress = await address.inputValue();

  await page.getByLabel('Judul').fill(errandTitle);
  await page.getByLabel('Biaya').fill(String(ERRAND_FEE));
  await page.getByLabel('Deskripsi').fill('Bayam 2 ikat, tomat 1 kg, cabai rawit seperempat.');
  await fillScheduledAt(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  const errandDialog = page.getByRole('dialog', { name: 'Konfirmasi Pesanan' });
  await expect(errandDialog.getByText(rupiah('42.000'))).toBeVisible();
  await errandDialog.getByRole('button', { name: 'Ya, buat pesanan' }).click();
  await expect(page.getByText('Berhasil membuat pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/jalu\/order\/my$/);

  // Both wait for a Yasa in 'Pesanan Saya' (a row per order, opened by a click anywhere on it).
  const cleaningCard = page.getByRole('article', { name: cleaningTitle });
  const errandCard = page.getByRole('article', { name: errandTitle });
  await expect(cleaningCard.getByText('Menunggu Yasa')).toBeVisible();
  await expect(cleaningCard.getByText('Bebersih')).toBeVisible();
  await expect(errandCard.getByText('Menunggu Yasa')).toBeVisible();
  await expect(errandCard.getByText('Nitip')).toBeVisible();
  await expect(errandCard.getByText(clickedAddress)).toBeVisible();
  const cleaningId = await orderIdOf(page, cleaningTitle);

  // The Nitip job was saved at the clicked point, not at the device's.
  const active = await request.get('/clients/jobs/active', {
    headers: { Authorization: `Bearer ${jalu.token}` },
  });
  const jobs = (await active.json()) as {
    title: string;
    coordinates: { lat: number; lng: number };
    images: string[];
  }[];
  const errandJob = jobs.find((job) => job.title === errandTitle)!;
  expect(errandJob.coordinates.lng).toBeGreaterThan(HOME.longitude);
  expect(errandJob.coordinates.lat).toBeLessThan(HOME.latitude);
  expect(clickedAddress).toContain(`${errandJob.coordinates.lat.toFixed(3)}, `);
  expect(jobs.find((job) => job.title === cleaningTitle)!.images).toHaveLength(2);

  // --- A Yasa applies while the Jalu looks at the order: the applicant appears live. ---
  await cleaningCard.click();
  await expect(page).toHaveURL(new RegExp(`/jalu/order/${cleaningId}$`));
  await expect(page.getByRole('heading', { name: cleaningTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Foto ruangan' })).toBeVisible();
  const waitingList = page.getByRole('region', { name: 'Daftar Tunggu Yasa' });
  await expect(waitingList.getByText('Belum ada Yasa yang melamar')).toBeVisible();
  await expect.poll(() => openSockets.size).toBeGreaterThan(0);

  const yasa = await signUpByApi(request, 'yasa');
  await updateProfileByApi(request, yasa, { name: 'Budi E2E' });
  await applyForJobByApi(request, yasa, cleaningId);

  const applicant = waitingList.getByRole('listitem', { name: 'Budi E2E' });
  await expect(applicant).toBeVisible();
  await expect(applicant.getByText('Yasa Baru')).toBeVisible();
  await applicant.getByRole('button', { name: 'Terima Budi E2E' }).click();
  // 'Terima' asks first, with who and how much.
  const acceptDialog = page.getByRole('dialog', { name: 'Terima Budi E2E?' });
  await expect(acceptDialog.getByText(rupiah('120.000'))).toBeVisible();
  await acceptDialog.getByRole('button', { name: 'Ya, terima' }).click();
  await expect(page.getByText('Berhasil menerima Yasa')).toBeVisible();
  // One toast at a time: the follow-up shows once the first is closed.
  await page.getByRole('button', { name: 'Tutup notifikasi' }).click();
  await expect(page.getByText('Kamu tinggal menunggu pekerjaannya beres')).toBeVisible();
  await expect(page).toHaveURL(/\/jalu\/order\/my$/);
  await expect(cleaningCard.getByText('Dalam Pengerjaan')).toBeVisible();
  await expect(cleaningCard.getByText('Budi E2E')).toBeVisible();

  // The order now shows its Yasa and the chat button.
  await cleaningCard.click();
  await expect(page.getByRole('link', { name: 'Pesan', exact: true })).toHaveAttribute(
    'href',
    `/jalu/order/${cleaningId}/chat`,
  );
  // Still cancellable before the proof (with the server's quote; issue 9).
  await expect(page.getByRole('button', { name: 'Batalkan Pekerjaan' })).toBeVisible();
  await page.getByRole('link', { name: 'Pesanan Saya' }).first().click();

  // --- Cancelling the open Nitip order returns its fee and admin fee. ---
  await errandCard.click();
  await page.getByRole('button', { name: 'Batalkan Pekerjaan' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Batalkan pekerjaan ini?' });
  await expect(
    cancelDialog.getByText(/^Pembatalan gratis: Rp\s42\.000 kembali utuh/),
  ).toBeVisible();
  await cancelDialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByText('Berhasil membatalkan pesanan')).toBeVisible();
  await expect(page).toHaveURL(/\/jalu\/order\/my$/);
  await expect(errandCard).toHaveCount(0);
  await expect(cleaningCard).toBeVisible();

  // Only the hired Bebersih job still holds money: its fee and the admin fee.
  const expected = INITIAL_BALANCE - (CLEANING_FEE + ADMIN_FEE);
  await page.getByRole('link', { name: 'Beranda' }).first().click();
  const walletCard = page.getByRole('region', { name: 'Saldo saya' });
  await expect(walletCard.getByText(rupiah(expected.toLocaleString('id-ID')))).toBeVisible();
});
