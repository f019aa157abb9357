import type { PayoutAccount, Withdrawal } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAWALS_PAGE_SIZE } from '@/features/wallet/api/get-withdrawals';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { anId, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LIST = `/profile/withdrawals?limit=${WITHDRAWALS_PAGE_SIZE}`;
const BCA: PayoutAccount = {
  channel: 'bca',
  accountNumber: '1234567890',
  accountName: 'BUDI SANTOSO',
};

function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    _id: anId(),
    amount: 50_000,
    fee: 2_500,
    status: 'processing',
    failureReason: null,
    channel: 'bca',
    accountNumber: '••••••7890',
    createdAt: '2026-11-23T03:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const fail = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { code, message },
});

/** The server of the Tarik Saldo page: channels, rules, the account (or 404), the list. */
function withdrawApi(
  role: 'jalu' | 'yasa',
  {
    balance = 200_000,
    account = null as PayoutAccount | null,
    withdrawals = [] as Withdrawal[],
    routes = {} as Parameters<typeof fakeApi>[0],
  } = {},
) {
  return fakeApi({
    ...signedInApi(role, { balance }),
    'GET /payout/channels': ok([
      { code: 'bca', name: 'BCA', type: 'bank' },
      { code: 'mandiri', name: 'Mandiri', type: 'bank' },
      { code: 'gopay', name: 'GoPay', type: 'ewallet' },
    ]),
    'GET /payout/config': ok({ provider: 'sandbox', min: 50_000, fee: 2_500 }),
    'GET /profile/payout-account': account
      ? ok(account)
      : fail(404, 'NOT_FOUND', 'Rekening belum disimpan'),
    [`GET ${LIST}`]: ok(withdrawals),
    ...routes,
  });
}

describe('Tarik Saldo', () => {
  it('asks for everything it shows at once, not after the email check has answered', async () => {
    const { requests } = withdrawApi('yasa', {
      // The email check never answers: the page keeps 'Memuat…', its parts are not shown yet.
      routes: { 'GET /profile/verification': () => new Promise<FakeReply>(() => {}) },
    });
    renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'GET /profile/wallet',
          'GET /payout/config',
          'GET /payout/channels',
          `GET ${LIST}`,
        ]),
      ),
    );
    expect(screen.getByText('Memuat…')).toBeInTheDocument();
  });

  it('adds an account: channels grouped bank / e-wallet, the holder to confirm', async () => {
    const { requests } = withdrawApi('yasa', {
      routes: { 'PUT /profile/payout-account': ok(BCA) },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    expect(await screen.findByRole('heading', { name: 'Tarik Saldo' })).toBeVisible();
    const select = await screen.findByLabelText('Bank atau e-wallet');
    // The server's list (the contract's fills the select while it loads).
    await waitFor(() =>
      expect(within(select).getByRole('group', { name: 'Bank' })).toHaveTextContent('BCAMandiri'),
    );
    expect(within(select).getByRole('group', { name: 'E-wallet' })).toHaveTextContent('GoPay');
    // No amount before there is an account to send it to.
    expect(screen.queryByLabelText('Nominal penarikan')).not.toBeInTheDocument();

    await user.selectOptions(select, 'gopay');
    expect(screen.getByLabelText('Nomor HP e-wallet')).toBeVisible();
    await user.selectOptions(select, 'bca');
    await user.type(screen.getByLabelText('Nomor rekening'), '1234-567-890');
    await user.type(screen.getByLabelText('Kata sandi'), 'rahasia-saya');
    await user.click(screen.getByRole('button', { name: 'Cek rekening' }));

    expect(await screen.findByText('Rekening ditemukan. Benar atas nama ini?')).toBeVisible();
    expect(screen.getByText('a.n. BUDI SANTOSO')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      channel: 'bca',
      accountNumber: '1234-567-890',
      password: 'rahasia-saya',
    });

    await user.click(screen.getByRole('button', { name: 'Ya, benar' }));
    expect(screen.getByText('••••••7890')).toBeVisible();
    expect(await screen.findByLabelText('Nominal penarikan')).toBeVisible();
  });

  it("shows the server's sentence when the bank does not know the account", async () => {
    withdrawApi('yasa', {
      routes: {
        'PUT /profile/payout-account': fail(
          400,
          'PAYOUT_ACCOUNT_INVALID',
          'Rekening tidak ditemukan. Periksa lagi nomornya.',
        ),
      },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await user.selectOptions(await screen.findByLabelText('Bank atau e-wallet'), 'bca');
    await user.type(screen.getByLabelText('Nomor rekening'), '1234560000');
    await user.click(screen.getByRole('button', { name: 'Cek rekening' }));

    expect(
      await screen.findByText('Rekening tidak ditemukan. Periksa lagi nomornya.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Nomor rekening')).toHaveValue('1234560000');
    expect(screen.queryByText(/Benar atas nama ini/)).not.toBeInTheDocument();
  });

  it('withdraws from the saved account: minimum, fee, total, confirm, then "sedang diproses"', async () => {
    let list: Withdrawal[] = [];
    let balance = 200_000;
    const created = aWithdrawal();
    const { requests } = withdrawApi('yasa', {
      account: BCA,
      routes: {
        'GET /profile/wallet': async () => ok({ amount: balance, withdrawable: balance }),
        [`GET ${LIST}`]: async () => ok(list),
        'POST /profile/withdrawals': async () => {
          balance -= 52_500;
          list = [created];
          return { status: 201, body: created };
        },
      },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    expect(await screen.findByText('a.n. BUDI SANTOSO')).toBeVisible();
    // The balance, and what of it can be withdrawn (a Yasa's money is all earned).
    expect(await screen.findAllByText(/^Rp\s200\.000$/)).toHaveLength(2);
    expect(await screen.findByText(/^Minimal Rp\s50\.000$/)).toBeVisible();
    const amount = screen.getByLabelText('Nominal penarikan');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    await user.type(amount, '50.000');
    expect(amount).toHaveValue('50000');
    expect(screen.getByText(/^Rp\s52\.500$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const confirm = screen.getByRole('form', { name: 'Konfirmasi penarikan' });
    expect(within(confirm).getByText(/^Rp\s50\.000$/)).toBeVisible();
    expect(within(confirm).getByText(/^Rp\s2\.500$/)).toBeVisible();
    expect(within(confirm).getByText(/^Rp\s52\.500$/)).toBeVisible();
    expect(within(confirm).getByText('a.n. BUDI SANTOSO')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Tarik Saldo' }));

    expect(await screen.findByText('Penarikan sedang diproses')).toBeVisible();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ amount: 50_000 });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The balance and the list refetch.
    expect(await screen.findAllByText(/^Rp\s147\.500$/)).toHaveLength(2);
    const row = within(await screen.findByRole('list', { name: 'Riwayat Penarikan' })).getByRole(
      'listitem',
    );
    expect(within(row).getByText('Diproses')).toBeVisible();
  });

  it('sends a new Idempotency-Key for each confirm step', async () => {
    const { requests } = withdrawApi('yasa', {
      account: BCA,
      routes: { 'POST /profile/withdrawals': { status: 201, body: aWithdrawal() } },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    for (const round of [1, 2]) {
      await user.type(await screen.findByLabelText('Nominal penarikan'), '60000');
      await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
      await user.click(screen.getByRole('button', { name: 'Tarik Saldo' }));
      await screen.findByText('Penarikan sedang diproses');
      if (round === 1) await user.click(screen.getByRole('button', { name: 'Selesai' }));
    }
    const keys = requests
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends one withdrawal however quickly "Tarik Saldo" is clicked twice', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const { requests } = withdrawApi('yasa', {
      account: BCA,
      routes: {
        'POST /profile/withdrawals': () =>
          new Promise<FakeReply>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await user.type(await screen.findByLabelText('Nominal penarikan'), '50000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.dblClick(screen.getByRole('button', { name: 'Tarik Saldo' }));
    expect(screen.getByRole('button', { name: 'Tarik Saldo' })).toBeDisabled();
    answer({ status: 201, body: aWithdrawal() });

    expect(await screen.findByText('Penarikan sedang diproses')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it.each([
    ['', /^Kamu harus masukin dulu nominalnya$/],
    ['49999', /^Minimal penarikan Rp\s50\.000$/],
    [
      '190000',
      /^Saldo yang bisa ditarik Rp\s190\.000, tidak cukup untuk nominal dan biaya penarikan ini$/,
    ],
  ])('stops at the amount "%s" with %s and asks nothing', async (typed, problem) => {
    const { requests } = withdrawApi('yasa', { account: BCA, balance: 190_000 });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    const amount = await screen.findByLabelText('Nominal penarikan');
    await screen.findAllByText(/^Rp\s190\.000$/);
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));

    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    // Beside the amount, not a toast (a toast has the role alert too).
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Konfirmasi penarikan' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal and goes back to the amount", async () => {
    withdrawApi('yasa', {
      account: BCA,
      routes: {
        'POST /profile/withdrawals': fail(
          400,
          'INSUFFICIENT_BALANCE',
          'Saldo kamu tidak cukup untuk penarikan ini',
        ),
      },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await user.type(await screen.findByLabelText('Nominal penarikan'), '50000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(screen.getByRole('button', { name: 'Tarik Saldo' }));

    expect(await screen.findByText('Saldo kamu tidak cukup untuk penarikan ini')).toBeVisible();
    // Back to the amount, in the render after the toast's.
    expect(await screen.findByLabelText('Nominal penarikan')).toBeVisible();
    expect(screen.queryByText('Penarikan sedang diproses')).not.toBeInTheDocument();
  });

  it('says a refused amount under the amount, not in a toast', async () => {
    const sentence = 'Nominal penarikan harus bilangan bulat';
    withdrawApi('yasa', {
      account: BCA,
      routes: {
        'POST /profile/withdrawals': {
          status: 400,
          body: { message: sentence, code: 'VALIDATION_ERROR', fields: { amount: sentence } },
        },
      },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await user.type(await screen.findByLabelText('Nominal penarikan'), '50000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(screen.getByRole('button', { name: 'Tarik Saldo' }));

    const amount = await screen.findByLabelText('Nominal penarikan');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(sentence)),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('replaces the saved account with "Ganti" (and "Batal" keeps it)', async () => {
    const MANDIRI: PayoutAccount = {
      channel: 'mandiri',
      accountNumber: '9876543210',
      accountName: 'BUDI S',
      withdrawalsHeldUntil: '2026-11-28T02:00:00.000Z',
    };
    const { requests } = withdrawApi('yasa', {
      account: BCA,
      routes: { 'PUT /profile/payout-account': ok(MANDIRI) },
    });
    const { user } = renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    await user.click(await screen.findByRole('button', { name: 'Ganti' }));
    expect(screen.getByLabelText('Bank atau e-wallet')).toHaveValue('bca');
    expect(screen.queryByLabelText('Nominal penarikan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByText('a.n. BUDI SANTOSO')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ganti' }));
    await user.selectOptions(screen.getByLabelText('Bank atau e-wallet'), 'mandiri');
    const number = screen.getByLabelText('Nomor rekening');
    await user.clear(number);
    await user.type(number, '9876543210');
    await user.type(screen.getByLabelText('Kata sandi'), 'rahasia-saya');
    await user.click(screen.getByRole('button', { name: 'Cek rekening' }));
    expect(await screen.findByText('a.n. BUDI S')).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { channel: 'mandiri', accountNumber: '9876543210', password: 'rahasia-saya' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Ya, benar' }));
    expect(screen.getByText('••••••3210')).toBeVisible();
    expect(screen.queryByText('a.n. BUDI SANTOSO')).not.toBeInTheDocument();
    // A changed account waits: the summary says until when (the server's time, in WIB).
    expect(
      screen.getByText(
        /penarikan ke rekening ini bisa dilakukan mulai Sabtu, 28 November 2026, 09\.00 WIB/,
      ),
    ).toBeVisible();
    expect(await screen.findByLabelText('Nominal penarikan')).toBeVisible();
  });
});

describe('Riwayat Penarikan', () => {
  it('shows each status as a pill, and why a payout failed', async () => {
    withdrawApi('yasa', {
      account: BCA,
      withdrawals: [
        aWithdrawal({ status: 'processing', amount: 70_000 }),
        aWithdrawal({ status: 'completed', amount: 60_000 }),
        aWithdrawal({
          status: 'failed',
          amount: 55_000,
          failureReason: 'Rekening tujuan ditolak bank',
        }),
      ],
    });
    renderApp('/yasa/wallet/withdraw', { session: { role: 'yasa' } });

    const rows = within(
      await screen.findByRole('list', { name: 'Riwayat Penarikan' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [processing, completed, failed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(processing).getByText('Diproses')).toBeVisible();
    expect(within(processing).getByText(/^Rp\s70\.000$/)).toBeVisible();
    expect(within(processing).getByText('••••••7890')).toBeVisible();
    expect(within(completed).getByText('Berhasil')).toBeVisible();
    expect(within(failed).getByText('Gagal')).toBeVisible();
    expect(within(failed).getByText('Rekening tujuan ditolak bank')).toBeVisible();
  });

  it('loads the next page with the last one as the cursor', async () => {
    const firstPage = Array.from({ length: WITHDRAWALS_PAGE_SIZE }, () => aWithdrawal());
    const lastId = firstPage.at(-1)!._id;
    withdrawApi('jalu', {
      account: BCA,
      withdrawals: firstPage,
      routes: {
        [`GET ${LIST}&cursor=${lastId}`]: ok([aWithdrawal({ amount: 99_000 })]),
      },
    });
    const { user } = renderApp('/jalu/wallet/withdraw', { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));

    expect(await screen.findByText(/^Rp\s99\.000$/)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Riwayat Penarikan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(WITHDRAWALS_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    withdrawApi('jalu', { account: BCA });
    renderApp('/jalu/wallet/withdraw', { session: { role: 'jalu' } });
    expect(await screen.findByText('Belum ada penarikan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/jalu');
  });

  it('a Jalu returns unspent top-up money to the payment, not to a bank account', async () => {
    let balance = 80_000;
    const { requests } = withdrawApi('jalu', {
      balance,
      routes: {
        'GET /profile/wallet': async () => ok({ amount: balance, withdrawable: 0 }),
        'POST /payment/refunds': async () => {
          balance -= 30_000;
          return {
            status: 201,
            body: {
              _id: anId(),
              amount: 30_000,
              status: 'completed',
              createdAt: '2026-11-27T03:00:00.000Z',
            },
          };
        },
      },
    });
    const { user } = renderApp('/jalu/wallet/withdraw', { session: { role: 'jalu' } });

    expect(await screen.findByText(/^Bisa dikembalikan Rp\s80\.000$/)).toBeVisible();
    // No bank withdrawal for money that came from top-ups.
    expect(screen.queryByLabelText('Nominal penarikan')).not.toBeInTheDocument();
    expect(screen.queryByText('Rekening tujuan')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Nominal pengembalian'), '90000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Saldo top up yang bisa dikembalikan Rp\s80\.000$/,
    );

    await user.clear(screen.getByLabelText('Nominal pengembalian'));
    await user.type(screen.getByLabelText('Nominal pengembalian'), '30000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const confirm = screen.getByRole('form', { name: 'Konfirmasi pengembalian' });
    await user.click(within(confirm).getByRole('button', { name: 'Kembalikan saldo' }));

    expect(await screen.findByText('Saldo sudah dikembalikan')).toBeVisible();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain('/payment/refunds');
    expect(posts[0]!.body).toEqual({ amount: 30_000 });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The balance refetches.
    expect(await screen.findByText(/^Rp\s50\.000$/)).toBeVisible();
  });

  it('tells a Jalu when the payment provider refused the refund', async () => {
    withdrawApi('jalu', {
      balance: 40_000,
      routes: {
        'POST /payment/refunds': {
          status: 201,
          body: {
            _id: anId(),
            amount: 40_000,
            status: 'failed',
            createdAt: '2026-11-27T03:00:00.000Z',
          },
        },
      },
    });
    const { user } = renderApp('/jalu/wallet/withdraw', { session: { role: 'jalu' } });
    await user.type(await screen.findByLabelText('Nominal pengembalian'), '40000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(screen.getByRole('button', { name: 'Kembalikan saldo' }));
    expect(await screen.findByText('Pengembalian ditolak')).toBeVisible();
    expect(screen.getByText(/saldonya sudah kembali ke dompetmu/)).toBeVisible();
  });
});
