import { expect, test, type Page } from '@playwright/test';
import {
  acceptedErrandJobByApi,
  acceptWorkerByApi,
  applicantsByApi,
  applyForJobByApi,
  backOutByApi,
  balanceByApi,
  cancelJobByApi,
  jaluWithErrandJob,
  namedYasaByApi,
  postErrandJobByApi,
  submitProofByApi,
  type JobInput,
} from '../support/api.js';
import { pageSignedInAs, scheduledAtIn, socketOpened } from '../support/journeys.js';

/*
 * The fair lifecycle (issue 9) end to end: set-up through the API, the part under test in the
 * browser of each side.
 */

// Two browser contexts and an API set-up each: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const FEE = 30_000;

function aJob(title: string, overrides: Partial<JobInput> = {}): JobInput {
  return {
    title,
    fee: FEE,
    description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
    address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
    coordinates: { lat: -6.2841, lng: 106.8446 },
    scheduledAt: scheduledAtIn(3 * 24 * 60),
    ...overrides,
  };
}

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

/** A small PNG drawn by the browser (the server checks proofs are real images). */
async function aPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 120, 90);
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'bukti.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

test("a Jalu cancels an accepted job late and the Yasa's wallet shows the compensation", async ({
  browser,
  request,
}) => {
  const title = `Belanja mendadak ${unique()}`;
  // 40 minutes away: inside the free-cancellation window of 2 hours, so cancelling is late.
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari E2E',
    yasaName: 'Budi E2E',
    job: aJob(title, { scheduledAt: scheduledAtIn(40) }),
  });

  const jaluBefore = await balanceByApi(request, jalu);
  const jaluPage = await pageSignedInAs(browser, jalu);
  await jaluPage.goto(`/jalu/order/${jobId}`);
  await expect(jaluPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await jaluPage.getByRole('button', { name: 'Batalkan Pekerjaan' }).click();
  const dialog = jaluPage.getByRole('dialog', { name: 'Batalkan pekerjaan ini?' });
  // 20 % of Rp 30.000 to the Yasa; the rest of the fee and the admin fee back.
  await expect(
    dialog.getByText(/terlambat: Rp\s6\.000 diberikan ke Yasa sebagai kompensasi/),
  ).toBeVisible();
  await dialog.getByLabel('Alasan (opsional)').fill('Ada urusan keluarga mendadak');
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(jaluPage.getByText('Berhasil membatalkan pesanan')).toBeVisible();
  await expect(jaluPage).toHaveURL(/\/jalu\/order\/my$/);
  // Back to the Jalu: the fee less the compensation, and the admin fee.
  expect(await balanceByApi(request, jalu)).toBe(jaluBefore + FEE - 6_000 + 2_000);

  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto('/yasa/profile');
  const wallet = yasaPage.getByRole('region', { name: 'Saldo saya' });
  await expect(wallet.getByText(/^Rp\s6\.000$/)).toBeVisible();

  await yasaPage.goto(`/yasa/order/jobs/${jobId}`);
  await expect(yasaPage.getByText('Jalu membatalkan pekerjaan ini.')).toBeVisible();
  await jaluPage.context().close();
  await yasaPage.context().close();
});

test('a Yasa backs out and the job is open again', async ({ browser, request }) => {
  const title = `Belanja arisan ${unique()}`;
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari E2E',
    yasaName: 'Budi E2E',
    job: aJob(title),
  });

  // The Jalu watches the order: the back-out arrives live.
  const jaluPage = await pageSignedInAs(browser, jalu);
  const connected = socketOpened(jaluPage);
  await jaluPage.goto(`/jalu/order/${jobId}`);
  await connected;
  await expect(jaluPage.getByText('Dalam Pengerjaan')).toBeVisible();

  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto(`/yasa/order/jobs/${jobId}`);
  await expect(yasaPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await yasaPage.getByRole('button', { name: 'Mundur dari pekerjaan' }).click();
  const dialog = yasaPage.getByRole('dialog', { name: 'Mundur dari pekerjaan ini?' });
  await dialog.getByRole('button', { name: 'Ya, mundur' }).click();
  await expect(yasaPage.getByText('Kamu sudah mundur dari pekerjaan ini')).toBeVisible();
  await expect(yasaPage).toHaveURL(/\/yasa\/order\/jobs$/);

  await expect(jaluPage.getByText(/Yasa mundur dari pekerjaan/)).toBeVisible();
  await expect(jaluPage.getByText('Menunggu Yasa').first()).toBeVisible();
  await expect(jaluPage.getByRole('region', { name: 'Daftar Tunggu Yasa' })).toBeVisible();
  await jaluPage.context().close();
  await yasaPage.context().close();
});

test('a Jalu files a complaint and the Yasa answers it', async ({ browser, request }) => {
  const title = `Bersih dapur ${unique()}`;
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari E2E',
    yasaName: 'Budi E2E',
    job: aJob(title),
  });
  const jaluPage = await pageSignedInAs(browser, jalu);
  await jaluPage.goto('/jalu');
  await submitProofByApi(request, yasa, jobId, await aPhoto(jaluPage));

  await jaluPage.goto(`/jalu/order/${jobId}/confirmation`);
  await jaluPage.getByRole('button', { name: 'Ajukan Komplain' }).click();
  const dialog = jaluPage.getByRole('dialog', { name: 'Ajukan Komplain' });
  await dialog.getByLabel('Alasan komplain').fill('Tomatnya busuk dan bayamnya kurang satu ikat.');
  await dialog.getByRole('button', { name: 'Kirim Komplain' }).click();
  await expect(jaluPage.getByText('Komplain berhasil diajukan')).toBeVisible();
  await expect(jaluPage).toHaveURL(new RegExp(`/jalu/order/${jobId}$`));
  const jaluSection = jaluPage.getByRole('region', { name: 'Komplain' });
  await expect(
    jaluSection.getByText('Tomatnya busuk dan bayamnya kurang satu ikat.'),
  ).toBeVisible();
  await expect(jaluSection.getByText('Yasa belum menanggapi komplain ini.')).toBeVisible();

  const yasaPage = await pageSignedInAs(browser, yasa);
  await yasaPage.goto(`/yasa/order/jobs/${jobId}`);
  await expect(yasaPage.getByText('Dalam komplain')).toBeVisible();
  const section = yasaPage.getByRole('region', { name: 'Komplain' });
  await expect(section.getByText('Tomatnya busuk dan bayamnya kurang satu ikat.')).toBeVisible();
  await section.getByLabel('Tanggapanmu').fill('Tomat terbaik yang ada di pasar, struk terlampir.');
  await section.getByRole('button', { name: 'Kirim Tanggapan' }).click();
  await expect(yasaPage.getByText('Tanggapan berhasil dikirim')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Kirim Tanggapan' })).toHaveCount(0);

  await jaluPage.reload();
  await expect(
    jaluPage
      .getByRole('region', { name: 'Komplain' })
      .getByText('Tomat terbaik yang ada di pasar, struk terlampir.'),
  ).toBeVisible();
  await jaluPage.context().close();
  await yasaPage.context().close();
});

test("'Lamaran Saya' shows each status, and a pending one can be withdrawn", async ({
  browser,
  request,
}) => {
  const tag = unique();
  const titles = {
    pending: `Lamaran menunggu ${tag}`,
    accepted: `Lamaran diterima ${tag}`,
    notSelected: `Lamaran tidak terpilih ${tag}`,
    cancelled: `Lamaran dibatalkan ${tag}`,
    withdrawn: `Lamaran ditarik ${tag}`,
    backedOut: `Lamaran mundur ${tag}`,
  };
  const { jalu, jobId: pendingJob } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 6 * (FEE + 10_000),
    job: aJob(titles.pending),
  });
  const post = (title: string) => postErrandJobByApi(request, jalu, aJob(title));
  const [acceptedJob, notSelectedJob, cancelledJob, withdrawnJob, backedOutJob] = await Promise.all(
    [
      post(titles.accepted),
      post(titles.notSelected),
      post(titles.cancelled),
      post(titles.withdrawn),
      post(titles.backedOut),
    ],
  );
  const yasa = await namedYasaByApi(request, `Budi ${tag}`);
  const other = await namedYasaByApi(request, `Rina ${tag}`);
  for (const jobId of [
    pendingJob,
    acceptedJob,
    notSelectedJob,
    cancelledJob,
    withdrawnJob,
    backedOutJob,
  ]) {
    await applyForJobByApi(request, yasa, jobId);
  }
  await applyForJobByApi(request, other, notSelectedJob);
  const userIdOf = async (jobId: string, name: string) =>
    (await applicantsByApi(request, jalu, jobId)).find((worker) => worker.name === name)!.userId;
  await acceptWorkerByApi(request, jalu, acceptedJob, await userIdOf(acceptedJob, `Budi ${tag}`));
  await acceptWorkerByApi(
    request,
    jalu,
    notSelectedJob,
    await userIdOf(notSelectedJob, `Rina ${tag}`),
  );
  await cancelJobByApi(request, jalu, cancelledJob);
  await acceptWorkerByApi(request, jalu, backedOutJob, await userIdOf(backedOutJob, `Budi ${tag}`));
  await backOutByApi(request, yasa, backedOutJob);

  const page = await pageSignedInAs(browser, yasa);
  await page.goto('/yasa');
  await page.getByRole('link', { name: 'Lamaran Saya' }).first().click();
  await expect(page).toHaveURL(/\/yasa\/applications$/);
  const list = page.getByRole('list', { name: 'Lamaran Saya' });
  const card = (title: string) => list.getByRole('listitem').filter({ hasText: title });

  // Withdraw the one meant to be withdrawn, in the browser.
  await card(titles.withdrawn).getByRole('button', { name: 'Tarik lamaran' }).click();
  await page
    .getByRole('dialog', { name: 'Tarik lamaran ini?' })
    .getByRole('button', { name: 'Ya, tarik' })
    .click();
  await expect(page.getByText('Lamaran berhasil ditarik')).toBeVisible();

  const expected: [string, string][] = [
    [titles.pending, 'Menunggu'],
    [titles.accepted, 'Diterima'],
    [titles.notSelected, 'Tidak terpilih'],
    [titles.cancelled, 'Dibatalkan Jalu'],
    [titles.withdrawn, 'Ditarik'],
    [titles.backedOut, 'Kamu mundur'],
  ];
  for (const [title, pill] of expected) {
    await expect(card(title).getByText(pill, { exact: true })).toBeVisible();
  }
  await expect(card(titles.pending).getByRole('button', { name: 'Tarik lamaran' })).toBeVisible();
  await expect(card(titles.accepted).getByRole('button', { name: 'Tarik lamaran' })).toHaveCount(0);
  await page.context().close();
});
