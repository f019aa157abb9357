import { expect, test, type Page } from '@playwright/test';
import {
  decidePayoutByApi,
  paidYasaByApi,
  withdrawalsByApi,
  type JobInput,
} from '../support/api.js';
import { pageSignedInAs, socketOpened } from '../support/journeys.js';

/** id-ID money has a no-break space after "Rp": match any space, and the whole text. */
const rupiah = (amount: number) =>
  new RegExp(`^Rp\\s${amount.toLocaleString('id-ID').replaceAll('.', '\\.')}$`);

const errand = (title: string): JobInput => ({
  title,
  fee: 120_000,
  description: 'Galon air 2 buah dan gas elpiji 3 kg.',
  address: 'Jl. Kenanga No. 12, Tebet, Jakarta Selatan',
  coordinates: { lat: -6.2297, lng: 106.8539 },
});

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;
const walletCard = (page: Page) => page.getByRole('region', { name: 'Saldo saya' });

test('a paid Yasa adds a bank account, withdraws, and sees the balance drop and the payout succeed', async ({
  browser,
  request,
}) => {
  const { yasa, balance } = await paidYasaByApi(request, {
    yasaName: 'Yasa Penarik',
    job: errand(`Antar galon ${unique()}`),
  });
  expect(balance).toBeGreaterThanOrEqual(52_500);
  const page = await pageSignedInAs(browser, yasa);

  try {
    await test.step('the wallet card’s Transfer opens Tarik Saldo', async () => {
      const socket = socketOpened(page);
      await page.goto('/yasa/profile');
      await expect(walletCard(page).getByText(rupiah(balance))).toBeVisible();
      await socket;
      await walletCard(page).getByRole('link', { name: 'Transfer' }).click();
      await expect(page).toHaveURL(/\/yasa\/wallet\/withdraw$/);
      await expect(page.getByRole('heading', { name: 'Tarik Saldo' })).toBeVisible();
      await expect(page.getByText('Belum ada penarikan')).toBeVisible();
    });

    await test.step('adds a BCA account and confirms the holder’s name', async () => {
      await page.getByLabel('Bank atau e-wallet').selectOption({ label: 'BCA' });
      await page.getByLabel('Nomor rekening').fill('1234-567-890');
      // Every change of account asks for the password again (a stolen session is not enough).
      await page.getByLabel('Kata sandi', { exact: true }).fill(yasa.account.password);
      await page.getByRole('button', { name: 'Cek rekening' }).click();
      await expect(page.getByText('Benar atas nama ini?')).toBeVisible();
      await expect(page.getByText(/^a\.n\. \S+/)).toBeVisible();
      await page.getByRole('button', { name: 'Ya, benar' }).click();
      await expect(page.getByText('••••••7890')).toBeVisible();
    });

    await test.step('withdraws Rp 50.000 with the fee on top, through the confirm step', async () => {
      await expect(page.getByText('Minimal Rp 50.000')).toBeVisible();
      await page.getByLabel('Nominal penarikan').fill('50000');
      await page.getByRole('button', { name: 'Lanjutkan' }).click();
      const confirm = page.getByRole('form', { name: 'Konfirmasi penarikan' });
      await expect(confirm.getByText(rupiah(52_500))).toBeVisible();
      await confirm.getByRole('button', { name: 'Tarik Saldo' }).click();
      await expect(page.getByText('Penarikan sedang diproses')).toBeVisible();
      // The balance and what of it can be withdrawn: a Yasa's money is all earned.
      await expect(page.getByText(rupiah(balance - 52_500))).toHaveCount(2);
      const row = page.getByRole('list', { name: 'Riwayat Penarikan' }).getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Diproses')).toBeVisible();
    });

    await test.step('the bank pays out: the withdrawal turns Berhasil live', async () => {
      const [withdrawal] = await withdrawalsByApi(request, yasa);
      expect(withdrawal).toMatchObject({ amount: 50_000, fee: 2_500, status: 'processing' });
      await decidePayoutByApi(request, yasa, withdrawal!._id, 'completed');
      await expect(page.getByText('Penarikan saldo berhasil dikirim ke rekeningmu')).toBeVisible();
      const row = page.getByRole('list', { name: 'Riwayat Penarikan' }).getByRole('listitem');
      await expect(row.getByText('Berhasil')).toBeVisible();
      await page.getByRole('link', { name: 'Kembali' }).click();
      await expect(walletCard(page).getByText(rupiah(balance - 52_500))).toBeVisible();
    });
  } finally {
    await page.context().close();
  }
});
