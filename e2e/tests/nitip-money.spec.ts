import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  acceptWorkerByApi,
  applicantsByApi,
  applyForJobByApi,
  balanceByApi,
  confirmCompletionByApi,
  namedYasaByApi,
  SAMPLE_PHOTO,
  signUpByApi,
  submitProofByApi,
  topUpByApi,
  updateProfileByApi,
  type ApiUser,
} from '../support/api.js';
import { pageSignedInAs, scheduledAtIn } from '../support/journeys.js';

/*
 * Nitip that carries the shopping money (issue 29), end to end: a list of three items and a cap
 * held with the fee, the Yasa's checklist with a replacement the Jalu approves in the browser, the
 * receipt, the confirmation, and the three amounts to the rupiah: the Yasa's fee + purchase, the
 * rest of the cap back to the Jalu, nothing left in between.
 */

test.describe.configure({ timeout: 180_000 });

const FEE = 30_000;
const CAP = 100_000;
const TOTAL = 80_000;
const SPARE = 10_000;

async function postShoppingJob(request: APIRequestContext, jalu: ApiUser, title: string) {
  const response = await request.post('/clients/jobs/belanja', {
    headers: { Authorization: `Bearer ${jalu.token}` },
    data: {
      title,
      fee: FEE,
      description: 'Belanja bulanan di minimarket dekat rumah.',
      address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
      coordinates: { lat: -6.2841, lng: 106.8446 },
      scheduledAt: scheduledAtIn(3 * 24 * 60),
      items: [
        { name: 'Beras 5 kg', quantity: 1, estimatedPrice: 70_000 },
        { name: 'Susu kotak', quantity: 2, note: 'Yang full cream' },
        { name: 'Telur', quantity: 10 },
      ],
      shoppingCap: CAP,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test('a Nitip with a list and a cap: replacement approved, receipt, the rest of the cap back', async ({
  browser,
  request,
}) => {
  const suffix = `${Date.now() % 1e6}`;
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: `Sari ${suffix}` });
  await topUpByApi(request, jalu, FEE + 2_000 + CAP + SPARE);
  const title = `Belanja bulanan ${suffix}`;
  const jobId = await postShoppingJob(request, jalu, title);
  // Fee + admin fee + the cap are held.
  expect(await balanceByApi(request, jalu)).toBe(SPARE);

  const yasaName = `Budi ${suffix}`;
  const yasa = await namedYasaByApi(request, yasaName);
  await applyForJobByApi(request, yasa, jobId);
  const applicant = (await applicantsByApi(request, jalu, jobId)).find((a) => a.name === yasaName);
  await acceptWorkerByApi(request, jalu, jobId, applicant!.userId);

  // The Yasa's checklist.
  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto(`/yasa/order/jobs/${jobId}`);
  const list = yasaPage.getByRole('region', { name: 'Daftar belanja' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await row('Beras 5 kg').getByRole('button', { name: 'Dibeli' }).click();
  await expect(row('Beras 5 kg').getByText('Dibeli', { exact: true }).last()).toBeVisible();
  await row('Susu kotak').getByRole('button', { name: 'Ganti…' }).click();
  await row('Susu kotak').getByLabel('Barang pengganti').fill('Susu UHT 1 liter');
  await row('Susu kotak').getByRole('button', { name: 'Tanyakan ke Jalu' }).click();
  await expect(
    row('Susu kotak').getByText('menunggu persetujuan Jalu', { exact: false }),
  ).toBeVisible();
  await row('Telur').getByRole('button', { name: 'Tidak tersedia' }).click();
  await expect(list.getByText(/Tandai semua barang/)).toBeVisible();

  // The Jalu answers 'Ganti dengan …?' on the order page.
  const jaluPage = await pageSignedInAs(browser, jalu);
  await jaluPage.goto(`/jalu/order/${jobId}`);
  const card = jaluPage.getByRole('group', { name: 'Ganti Susu kotak?' });
  await card.getByRole('button', { name: 'Setuju' }).click();
  await expect(jaluPage.getByText('disetujui Jalu', { exact: false })).toBeVisible();

  // 'Struk belanja' within the cap.
  await yasaPage.reload();
  await yasaPage.getByLabel('Total belanja').fill(String(TOTAL));
  await yasaPage.getByLabel('Tambah foto').setInputFiles(SAMPLE_PHOTO);
  await expect(yasaPage.getByRole('img', { name: 'Foto struk 1' })).toBeVisible();
  await yasaPage.getByRole('button', { name: 'Kirim Struk Belanja' }).click();
  await expect(yasaPage.getByText('Struk belanja terkirim')).toBeVisible();
  await expect(list.getByText('Total struk')).toBeVisible();

  // The Jalu sees the receipt and the totals.
  await jaluPage.reload();
  const totals = jaluPage.getByRole('region', { name: 'Daftar belanja' });
  await expect(totals.getByText('Total struk').locator('..')).toContainText(/Rp\s80\.000/);
  await expect(totals.getByText('Sisa belanja ke Jalu').locator('..')).toContainText(/Rp\s20\.000/);

  await submitProofByApi(request, yasa, jobId, SAMPLE_PHOTO);
  await confirmCompletionByApi(request, jalu, jobId);

  // To the rupiah: the Yasa has fee + purchase, the Jalu the spare and the rest of the cap.
  expect(await balanceByApi(request, yasa)).toBe(FEE + TOTAL);
  expect(await balanceByApi(request, jalu)).toBe(SPARE + CAP - TOTAL);
  await jaluPage.goto('/jalu/wallet');
  await expect(jaluPage.getByText('Pengembalian sisa belanja').first()).toBeVisible();
  await yasaPage.goto('/yasa/wallet');
  await expect(yasaPage.getByText('Belanja', { exact: true }).first()).toBeVisible();
});

test("'Ganti dengan …?' in the chat: the Yasa sees it waiting, the Jalu answers there, both see the answer", async ({
  browser,
  request,
}) => {
  const suffix = `${Date.now() % 1e6}`;
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: `Sari ${suffix}` });
  await topUpByApi(request, jalu, FEE + 2_000 + CAP);
  const jobId = await postShoppingJob(request, jalu, `Belanja mingguan ${suffix}`);
  const yasaName = `Budi ${suffix}`;
  const yasa = await namedYasaByApi(request, yasaName);
  await applyForJobByApi(request, yasa, jobId);
  const applicant = (await applicantsByApi(request, jalu, jobId)).find((a) => a.name === yasaName);
  await acceptWorkerByApi(request, jalu, jobId, applicant!.userId);

  const jaluPage = await pageSignedInAs(browser, jalu);
  await jaluPage.goto(`/jalu/order/${jobId}/chat`);
  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto(`/yasa/order/${jobId}/chat`);
  await expect(jaluPage.getByRole('textbox', { name: 'Tulis pesan' })).toBeEnabled();
  await expect(yasaPage.getByRole('textbox', { name: 'Tulis pesan' })).toBeEnabled();

  // The Yasa ticks 'Susu kotak' as replaced (the checklist's call): the card arrives live.
  const job = await request.get(`/jobs/${jobId}`, {
    headers: { Authorization: `Bearer ${yasa.token}` },
  });
  const susu = ((await job.json()) as { items: { _id: string; name: string }[] }).items.find(
    (item) => item.name === 'Susu kotak',
  )!;
  const ticked = await request.patch(`/workers/jobs/${jobId}/items/${susu._id}`, {
    headers: { Authorization: `Bearer ${yasa.token}` },
    data: { state: 'replaced', replacement: 'Susu UHT 1 liter' },
  });
  expect(ticked.status(), await ticked.text()).toBe(200);

  const cardIn = (page: typeof jaluPage) =>
    page
      .getByRole('log', { name: 'Pesan' })
      .getByRole('listitem')
      .filter({ hasText: 'Ganti Susu kotak dengan Susu UHT 1 liter?' });
  await expect(cardIn(yasaPage).getByText('Menunggu jawaban Jalu')).toBeVisible();
  await expect(cardIn(yasaPage).getByRole('button', { name: 'Setuju' })).toHaveCount(0);
  await cardIn(jaluPage).getByRole('button', { name: 'Setuju' }).click();

  await expect(cardIn(jaluPage).getByText('Disetujui Jalu')).toBeVisible();
  await expect(cardIn(yasaPage).getByText('Disetujui Jalu')).toBeVisible();
  await expect(cardIn(jaluPage).getByRole('button', { name: 'Setuju' })).toHaveCount(0);
  // One answer, kept on the item: the job page says the same.
  await jaluPage.goto(`/jalu/order/${jobId}`);
  await expect(jaluPage.getByText('disetujui Jalu', { exact: false })).toBeVisible();
});
