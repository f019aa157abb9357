import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn } from '../support/journeys.js';

/** A 96×96 PNG (a figure on teal): small enough to inline, real enough for the server's checks. */
const PORTRAIT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABd1BMVEX7vyT0vSTxuyZtk1AifGcRdmz5vSQPdm7Wsy6npD0Sd23ouSj3viT1vCTYsy7KrzMXeGsWeGumpD2KnEeImkcPdm3MsDLLsDJxlE5ij1Ngj1PVsi7IrzOZoEFwk09uk09Dhl23qThhj1TUsi/wvCZ9mEtejVTuuibGrTRPiVnCrDRrklAje2dBhV6HmkfErjUvgGPDrTUuf2PetizdtixMiFpokVE+hF+GmkiFmkgQdm3OsDHNsDEtf2TruSjquSgdemnatC04g2Asf2WfokDmuCm7qjdFhlxkkFMYeGrzvCXJrzM2gWE1gWGdoUGboUHhtyrXtC+LnEY/hV2npT1fjlQ0gWLyuybvuybFrjROilngtiuzqDnTsjCJm0dAhF4+hF7SsTDPsTClpD6XoENNiVqXn0Mhe2iyqDrQsTFnkFE8g1/puSgsfmTnuCi+qzaEmUk5gmD2vCTJrzKAmEm9rDcqfmW8qze5qjdjj1NSi1jHrjNRiljfT6YKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACNUlEQVRo3u3X11bjQAwGYCVxYjudBEIKC0uvS+996R22wvbee2d3eXhuORB7NJJ8DhfzP4A+H9sjacAOOGAAAxjAAAYwgAGEgcGiO/sxlUrMuo3D8kD8bxecyb1SVBY4ScO5ON2CwOYKVMleVgroK0DVZCwZoM8BjziWBLBZAM9kagSAFfDJPh/oBt/84wLxtD9QiTKBDVCkzAT+q4ABHjCoqg+xORZQVAIQYQGuGsixgBk1UM8CEmpglQWE1MDW5QYCf0WBf+TbauAFC2gM+qANx5StYpnX7LpUwBCzm5ZUQAcTiDr+9Vu5A8e+7w+M8Yf+nl/9KwJbRTbjXb9BYm2xLc/PUHkjszpa2x7Pb0ktv9n9qu+/xpZb319VLvyfY7boBSTaMnCma8SG7kzLX6HmIrlCIhT6XJ+LLJtbpgEuIRD/1pJ3e9IL8wDzC+keN19eissBO+3NnRc7RWdz+64E8Kn/hne7diZ/M4H1h0n/iZZ8e5UBTKwBIscfiMDiyySgkny9SAGeXAd0Rtb1geJ30EiqSRe4CZp5rAfUgna+6gC9QMg4HtgJU4DDJSwwnQFSftQhgQ0gpowEHlGBdzjgGpBzCwXk6UA/CvhCB/6ggAM6MIICwnQgHDRwhAIe0IFRFPCLDqyhgFo6MBX0QZvAtYpn1PrPkb2oRAU6kEDdNq1+A7Zd27ttlPptd/Ejc5wCvNcZ+lP69X/qrS3ah2FSd/FqSumUD/Xqr45PNVbHUe8V+xRIGts8yVkatAAAAABJRU5ErkJggg==',
  'base64',
);

/** id-ID money has a no-break space after "Rp": match any space, and the whole text. */
const rupiah = (digits: string) => new RegExp(`^Rp\\s${digits.replace('.', '\\.')}$`);

const walletCard = (page: Page) => page.getByRole('region', { name: 'Saldo saya' });

/** The picture has really arrived from /uploads/ (not only its address). */
async function expectLoadedUpload(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/uploads\/.+/);
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** Opens Top Up, asks for `amount`, and answers the sandbox popup that opens. */
async function startTopUp(page: Page, amount: string) {
  await walletCard(page).getByRole('button', { name: 'Top Up' }).click();
  const modal = page.getByRole('dialog', { name: 'Top Up' });
  await modal.getByLabel('Kamu ingin top up berapa?').fill(amount);
  await modal.getByRole('button', { name: 'Top Up' }).click();
  const popup = page.getByRole('dialog', { name: 'Pembayaran sandbox' });
  await expect(popup).toBeVisible();
  // The modal made way for the popup.
  await expect(modal).toBeHidden();
  return popup;
}

test('a Jalu fills in the profile with a photo and sees it everywhere', async ({ page }) => {
  const account = await signUpAndLogIn(page, 'jalu');
  await expect(page.getByRole('heading', { name: 'Halo, Jalu!' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/jalu\/profile$/);
  await expect(page.getByText('Profilmu belum lengkap')).toBeVisible();
  await page.getByRole('link', { name: 'Ubah Profil' }).click();

  await expect(page.getByRole('heading', { name: 'Ubah Profil' })).toBeVisible();
  await page.getByLabel('Foto profil').setInputFiles({
    name: 'saya.png',
    mimeType: 'image/png',
    buffer: PORTRAIT_PNG,
  });
  await expect(page.getByRole('img', { name: 'Pratinjau foto profil' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await page.getByLabel('Nama').fill('Sari Wulandari');
  await page.getByLabel('Tanggal Lahir').fill('1995-08-17');
  await page.getByLabel('Alamat').fill('Jl. Melati No. 5, Bandung');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByText('Berhasil mengubah profil')).toBeVisible();
  await expect(page).toHaveURL(/\/jalu\/profile$/);
  await expect(page.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible();
  await expectLoadedUpload(page.getByRole('img', { name: 'Foto profil Sari Wulandari' }));
  await expect(page.getByText(account.email).first()).toBeVisible();
  await expect(page.getByText('17 Agustus 1995')).toBeVisible();
  await expect(page.getByText('Jl. Melati No. 5, Bandung')).toBeVisible();
  await expect(page.getByText('Profilmu belum lengkap')).toBeHidden();
  // The navbar avatar follows the same profile.
  await expectLoadedUpload(page.getByRole('button', { name: 'Menu akun' }).locator('img'));

  // It is saved, not only cached: a reload shows the same.
  await page.reload();
  await expectLoadedUpload(page.getByRole('img', { name: 'Foto profil Sari Wulandari' }));

  await page.getByRole('link', { name: 'Beranda' }).click();
  await expect(page.getByRole('heading', { name: 'Halo, Sari Wulandari!' })).toBeVisible();
  await expect(walletCard(page).getByText('Sari Wulandari')).toBeVisible();
});

test('a Jalu tops up Rp 50.000 through the payment popup and sees it in Riwayat Saldo', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'jalu');
  const card = walletCard(page);
  await expect(card.getByText(rupiah('0'))).toBeVisible();

  const popup = await startTopUp(page, '50000');
  await expect(popup.getByTestId('sandbox-amount')).toHaveText(rupiah('50.000'));
  await popup.getByRole('button', { name: 'Bayar', exact: true }).click();

  await expect(page.getByText('Top up berhasil')).toBeVisible();
  await expect(card.getByText(rupiah('50.000'))).toBeVisible();

  await card.getByRole('link', { name: 'Riwayat Saldo' }).click();
  await expect(page).toHaveURL(/\/jalu\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Riwayat Saldo' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Riwayat Saldo' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByText('Top up', { exact: true })).toBeVisible();
  await expect(lines.first().getByText(/^\+Rp\s50\.000$/)).toBeVisible();
  await expect(lines.first().getByText(/^Saldo Rp\s50\.000$/)).toBeVisible();

  // Still there after a reload of the home page.
  await page.goto('/jalu');
  await expect(walletCard(page).getByText(rupiah('50.000'))).toBeVisible();
});

test('an unfinished payment says why and leaves the balance as it was', async ({ page }) => {
  // Five messages in a row, and toasts show one at a time (each waits for the one before).
  test.slow();
  await signUpAndLogIn(page, 'jalu');
  const card = walletCard(page);
  await expect(card.getByText(rupiah('0'))).toBeVisible();

  // Nothing typed: asked for an amount, no popup.
  await card.getByRole('button', { name: 'Top Up' }).click();
  const modal = page.getByRole('dialog', { name: 'Top Up' });
  await modal.getByRole('button', { name: 'Top Up' }).click();
  await expect(page.getByText('Kamu harus masukin dulu nominalnya')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pembayaran sandbox' })).toHaveCount(0);

  // Out of the server's bounds: its message, the modal stays open.
  await modal.getByLabel('Kamu ingin top up berapa?').fill('500');
  await modal.getByRole('button', { name: 'Top Up' }).click();
  await expect(page.getByText(/^Nominal top up minimal Rp\s10\.000$/)).toBeVisible();
  await expect(modal).toBeVisible();
  // A tap on the dim area around the box.
  await modal.getByRole('button', { name: 'Tutup' }).click({ position: { x: 12, y: 12 } });
  await expect(modal).toBeHidden();

  let popup = await startTopUp(page, '20000');
  await popup.getByRole('button', { name: 'Bayar nanti' }).click();
  await expect(page.getByText('Menunggu pembayaranmu')).toBeVisible();
  await expect(card.getByText(rupiah('0'))).toBeVisible();

  popup = await startTopUp(page, '30000');
  await popup.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByText('Kamu menutup jendela pembayaran sebelum selesai')).toBeVisible();
  await expect(card.getByText(rupiah('0'))).toBeVisible();

  popup = await startTopUp(page, '40000');
  await popup.getByRole('button', { name: 'Gagal' }).click();
  await expect(page.getByText('Pembayaran Gagal!')).toBeVisible();

  // The amount was cleared each time, and nothing reached the wallet.
  await card.getByRole('button', { name: 'Top Up' }).click();
  await expect(modal.getByLabel('Kamu ingin top up berapa?')).toHaveValue('');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(walletCard(page).getByText(rupiah('0'))).toBeVisible();
});

test('a Yasa edits the profile and sees it, still a new worker', async ({ page }) => {
  await signUpAndLogIn(page, 'yasa');
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/yasa\/profile$/);
  await expect(page.getByText('Yasa Baru')).toBeVisible();

  await page.getByRole('link', { name: 'Ubah Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Ubah Profil' })).toBeVisible();
  await page.getByLabel('Nama').fill('Budi Santoso');
  await page
    .getByLabel('Bio')
    .fill('Spesialis bebersih dapur dan kamar mandi, 3 tahun pengalaman.');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByText('Berhasil mengubah profil')).toBeVisible();
  await expect(page).toHaveURL(/\/yasa\/profile$/);
  await expect(page.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bio' })).toContainText(
    'Spesialis bebersih dapur dan kamar mandi, 3 tahun pengalaman.',
  );
  await expect(page.getByText('Yasa Baru')).toBeVisible();
  await expect(page.getByText('Pekerjaan selesai')).toBeVisible();
  const today = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date());
  await expect(page.getByText(`Bergabung sejak ${today}`)).toBeVisible();

  // The balance only: a Yasa does not top up.
  const card = walletCard(page);
  await expect(card.getByText(rupiah('0'))).toBeVisible();
  await expect(card.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Riwayat Saldo' })).toHaveAttribute(
    'href',
    '/yasa/wallet',
  );
  await expect(page.getByRole('region', { name: 'Ulasan' })).toBeVisible();
});
