import { expect, test, type Page } from '@playwright/test';
import {
  acceptedErrandJobByApi,
  applyForJobByApi,
  jaluWithErrandJob,
  namedYasaByApi,
  type JobInput,
} from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { pageSignedInAs, socketOpened } from '../support/journeys.js';

const errand = (title: string): JobInput => ({
  title,
  fee: 30_000,
  description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
  address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
  coordinates: { lat: -6.2841, lng: 106.8446 },
});

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

const messages = (page: Page) => page.getByRole('log', { name: 'Pesan' });
const bubble = (page: Page, sender: 'me' | 'them', text: string) =>
  messages(page).locator(`li[data-sender="${sender}"]`, { hasText: text });

test('the Jalu and the Yasa chat live, and the conversation is still there after a reload', async ({
  browser,
  request,
}) => {
  const title = `Belanja untuk arisan ${unique()}`;
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Sari E2E',
    yasaName: 'Budi E2E',
    job: errand(title),
  });
  const jaluPage = await pageSignedInAs(browser, jalu);
  const yasaPage = await pageSignedInAs(browser, yasa);

  try {
    await jaluPage.goto(`/jalu/order/${jobId}/chat`);
    await yasaPage.goto(`/yasa/order/${jobId}/chat`);

    // Each sees the other side and the job; both rooms are joined (the empty chat shows).
    await expect(jaluPage.getByText('Belum ada pesan')).toBeVisible();
    await expect(jaluPage.getByRole('complementary').getByText('Budi E2E')).toBeVisible();
    await expect(jaluPage.getByRole('complementary').getByText(title)).toBeVisible();
    await expect(yasaPage.getByText('Belum ada pesan')).toBeVisible();
    await expect(yasaPage.getByRole('complementary').getByText('Sari E2E')).toBeVisible();

    // The Jalu writes and presses Enter; the Yasa sees it without reloading.
    const question = 'Halo Budi, bayamnya yang segar ya. Jam berapa sampai?';
    const jaluInput = jaluPage.getByRole('textbox', { name: 'Tulis pesan' });
    await jaluInput.fill(question);
    await jaluInput.press('Enter');
    await expect(jaluInput).toHaveValue('');
    await expect(bubble(jaluPage, 'me', question)).toBeVisible();
    await expect(bubble(yasaPage, 'them', question)).toBeVisible();
    await expect(bubble(yasaPage, 'them', question).locator('time')).toHaveText(/^\d{2}:\d{2}$/);

    // The Yasa answers with the button.
    const answer = 'Siap Bu, sekitar jam 10 saya sampai.';
    await yasaPage.getByRole('textbox', { name: 'Tulis pesan' }).fill(answer);
    await yasaPage.getByRole('button', { name: 'Kirim' }).click();
    await expect(bubble(yasaPage, 'me', answer)).toBeVisible();
    await expect(bubble(jaluPage, 'them', answer)).toBeVisible();
    await expectNoSeriousA11yViolations(jaluPage, 'Jalu: Chat');

    // Stored: both see both, in order, after a reload.
    await Promise.all([jaluPage.reload(), yasaPage.reload()]);
    for (const [page, mine, theirs] of [
      [jaluPage, question, answer],
      [yasaPage, answer, question],
    ] as const) {
      await expect(bubble(page, 'me', mine)).toBeVisible();
      await expect(bubble(page, 'them', theirs)).toBeVisible();
      await expect(messages(page).locator('li[data-sender]')).toHaveText([
        new RegExp(question),
        new RegExp(answer),
      ]);
    }
  } finally {
    await jaluPage.context().close();
    await yasaPage.context().close();
  }
});

test("a new applicant appears in the Jalu's 'Daftar Tunggu Yasa' without a reload", async ({
  browser,
  request,
}) => {
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 100_000,
    job: errand(`Belanja bulanan ${unique()}`),
  });
  const yasa = await namedYasaByApi(request, 'Rina E2E');
  const page = await pageSignedInAs(browser, jalu);

  try {
    const live = socketOpened(page);
    await page.goto(`/jalu/order/${jobId}`);
    const waitingList = page.getByRole('region', { name: 'Daftar Tunggu Yasa' });
    await expect(waitingList.getByText('Belum ada Yasa yang melamar')).toBeVisible();
    await live;

    await applyForJobByApi(request, yasa, jobId);

    await expect(waitingList.getByText('Rina E2E')).toBeVisible();
    await expect(page.getByText('Ada Yasa baru yang melamar')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Jalu: pesanan dengan pelamar');
  } finally {
    await page.context().close();
  }
});
