import { expect, test } from '@playwright/test';
import { balanceByApi, disputedErrandJobByApi, namedYasaByApi } from '../support/api.js';
import { pageSignedInAs } from '../support/journeys.js';
import { E2E_ADMIN } from '../support/server.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('an operator created with the CLI suspends a Yasa and decides a complaint', async ({
  browser,
  page,
  request,
}) => {
  // Three people's pages in one journey (the console, then the Jalu's and the Yasa's orders):
  // it took 50–60 s in CI, at the edge of the default minute.
  test.slow();
  const suspect = await namedYasaByApi(request, 'Yasa Nakal');
  const { jalu, yasa, jobId } = await disputedErrandJobByApi(request, {
    jaluName: 'Sari Komplain',
    yasaName: 'Budi Dikomplain',
    reason: 'Galon yang diantar bocor dan airnya habis',
    job: {
      title: 'Beli galon bocor',
      fee: 20_000,
      description: 'Galon 19 liter dari toko depan',
      address: 'Jl. Melati No. 1, Bandung',
      coordinates: { lat: -6.9, lng: 107.6 },
    },
  });

  // The operator logs in through the same form and lands on the console's overview.
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Ringkasan' })).toBeVisible();
  await expect(page.getByText('Jumlah buku besar')).toBeVisible();
  // Exactly: the warning 'TIDAK SEIMBANG — periksa!' contains the word too.
  const balanced = page.getByText('Seimbang', { exact: true });
  await expect(balanced).toBeVisible();

  // Pengguna: find the Yasa and suspend them with a reason.
  await page.getByRole('link', { name: 'Pengguna' }).first().click();
  await page.getByLabel('Cari pengguna').fill(suspect.account.email);
  await page.getByRole('link', { name: 'Yasa Nakal' }).click();
  await page.getByRole('button', { name: 'Tangguhkan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Alasan').fill('Menipu pelanggan');
  await dialog.getByRole('button', { name: 'Tangguhkan' }).click();
  await expect(page.getByRole('button', { name: 'Aktifkan kembali' })).toBeVisible();
  // Their very next request is refused.
  const refused = await request.get('/workers/profile', { headers: bearer(suspect.token) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ACCOUNT_SUSPENDED');

  // Komplain: read both sides, give the Yasa 5 000 of 20 000, with a note.
  const before = {
    jalu: await balanceByApi(request, jalu),
    yasa: await balanceByApi(request, yasa),
  };
  await page.getByRole('link', { name: 'Komplain' }).first().click();
  await page.getByRole('link', { name: 'Beli galon bocor' }).click();
  await expect(page.getByText('Galon yang diantar bocor dan airnya habis')).toBeVisible();
  await page.getByLabel('Nominal untuk Yasa (Rp)').fill('5000');
  await expect(page.getByTestId('split-jalu')).toHaveText(/Rp\s15\.000/);
  await page.getByRole('button', { name: 'Putuskan' }).click();
  const decision = page.getByRole('dialog');
  await decision.getByLabel('Alasan').fill('Sebagian galon rusak saat diantar');
  await decision.getByRole('button', { name: 'Putuskan' }).click();
  await expect(page.getByRole('heading', { name: 'Keputusan' })).toBeVisible();
  // The money moved as decided, not only the record of the decision.
  expect(await balanceByApi(request, yasa)).toBe(before.yasa + 5_000);
  expect(await balanceByApi(request, jalu)).toBe(before.jalu + 15_000);

  // Both sides see the decision and the note on their own page of the job.
  const pages = [
    { member: jalu, path: `/jalu/order/${jobId}` },
    { member: yasa, path: `/yasa/order/jobs/${jobId}` },
  ];
  for (const { member, path } of pages) {
    const memberPage = await pageSignedInAs(browser, member);
    try {
      await memberPage.goto(path);
      const complaint = memberPage.getByRole('region', { name: 'Komplain' });
      // The section comes with the page's second request (the job first, then its complaint).
      await expect(complaint.getByText('Sudah diputuskan')).toBeVisible({ timeout: 30_000 });
      await expect(complaint.getByText('Keputusan Bantuin')).toBeVisible();
      await expect(
        complaint.getByText('Dibayarkan ke Yasa').locator('xpath=following-sibling::dd'),
      ).toHaveText(/Rp\s5\.000/);
      await expect(
        complaint.getByText('Dikembalikan ke Jalu').locator('xpath=following-sibling::dd'),
      ).toHaveText(/Rp\s15\.000/);
      await expect(complaint.getByText('Sebagian galon rusak saat diantar')).toBeVisible();
    } finally {
      await memberPage.context().close();
    }
  }

  // Both actions are on the audit log.
  await page.getByRole('link', { name: 'Audit' }).first().click();
  await expect(page.getByRole('cell', { name: 'Komplain diputuskan' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pengguna ditangguhkan' })).toBeVisible();
  // And the books still balance after it (a fresh load: the overview is not taken from cache).
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Ringkasan' })).toBeVisible();
  await expect(balanced).toBeVisible();
});
