import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SnapCallbacks } from '@/features/wallet/snap';
import { toast } from '@/lib/toast';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { aClientProfile, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const TOPUP_ID = '5d1c7a9e-2b3f-4e6a-8c0d-9f1e2a3b4c5d';

type Outcome = 'onSuccess' | 'onPending' | 'onError' | 'onClose';

/** Stands in for snap.js: `pay` reports the given outcome, as the popup would after a click. */
function stubSnap(outcome: Outcome) {
  const pay = vi.fn((_token: string, callbacks: SnapCallbacks) => {
    queueMicrotask(() => {
      if (outcome === 'onClose') callbacks.onClose?.();
      else callbacks[outcome]?.({ transaction_status: 'sandbox' });
    });
  });
  vi.stubGlobal('snap', { pay });
  return pay;
}

/** The balance the server answers, changed by a confirmed top-up. */
function walletApi(initial: number, afterTopUp = initial) {
  let amount = initial;
  const { requests } = fakeApi({
    ...signedInApi('jalu'),
    'GET /profile/wallet': async (): Promise<FakeReply> => ({
      status: 200,
      body: { amount, withdrawable: 0 },
    }),
    'GET /payment/config': {
      status: 200,
      body: { provider: 'sandbox', snapJsUrl: '/payment/sandbox/snap.js', clientKey: 'sandbox' },
    },
    'POST /payment/topup': {
      status: 201,
      body: { trans_token: 'token-abc', topupId: TOPUP_ID },
    },
    'PATCH /profile/wallet': async (): Promise<FakeReply> => {
      amount = afterTopUp;
      return { status: 200, body: { amount, withdrawable: 0 } };
    },
  });
  return requests;
}

const card = () => screen.findByRole('region', { name: 'Saldo saya' });

async function openTopUp(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(await card()).getByRole('button', { name: 'Top Up' }));
  return screen.getByRole('dialog', { name: 'Top Up' });
}

describe('wallet card (Jalu)', () => {
  it('shows the title, the name, the balance, Top Up, Transfer and Riwayat Saldo', async () => {
    walletApi(50_000);
    renderApp('/jalu', { session: { role: 'jalu' } });

    const wallet = await card();
    expect(await within(wallet).findByText(/^Rp\s50\.000$/)).toBeVisible();
    expect(within(wallet).getByText('Sari Wulandari')).toBeVisible();
    expect(within(wallet).getByRole('button', { name: 'Top Up' })).toBeEnabled();
    // 'Transfer' is Tarik Saldo (its page has its own tests).
    expect(within(wallet).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/jalu/wallet/withdraw',
    );
    expect(within(wallet).getByRole('link', { name: 'Riwayat Saldo' })).toHaveAttribute(
      'href',
      '/jalu/wallet',
    );
  });

  it('opens the Top Up modal with its label and closes it from the backdrop', async () => {
    walletApi(0);
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByLabelText('Kamu ingin top up berapa?')).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(within(dialog).getByRole('button', { name: 'Top Up' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(dialog).getByRole('link', { name: 'Bantuan: biaya dan saldo' })).toHaveAttribute(
      'href',
      '/jalu/bantuan#biaya',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('keeps only digits in the amount and shows it in rupiah', async () => {
    walletApi(0);
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    const input = within(dialog).getByLabelText('Kamu ingin top up berapa?');
    await user.type(input, '7a5.000');
    expect(input).toHaveValue('75000');
    expect(within(dialog).getByText(/^Rp\s75\.000$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '100rb' }));
    expect(input).toHaveValue('100000');
  });

  it('asks for an amount first and calls nothing when it is empty', async () => {
    const requests = walletApi(0);
    const pay = stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await screen.findByText('Kamu harus masukin dulu nominalnya')).toBeVisible();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(pay).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('on success: confirms the top-up, shows the new balance, clears the amount', async () => {
    const requests = walletApi(50_000, 150_000);
    const pay = stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });
    const wallet = await card();
    await within(wallet).findByText(/^Rp\s50\.000$/);

    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByLabelText('Kamu ingin top up berapa?'), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await screen.findByText('Top up berhasil')).toBeVisible();
    expect(await within(wallet).findByText(/^Rp\s150\.000$/)).toBeVisible();

    const topup = requests.find((request) => request.url === '/payment/topup');
    expect(topup!.body).toEqual({ amount: 100_000 });
    expect(pay).toHaveBeenCalledWith('token-abc', expect.any(Object));
    const confirm = requests.find((request) => request.method === 'PATCH');
    expect(confirm).toMatchObject({ url: '/profile/wallet', body: { topupId: TOPUP_ID } });
    // The modal closed when the popup opened; the amount starts empty next time.
    expect(dialog).not.toHaveAttribute('open');
    await user.click(within(wallet).getByRole('button', { name: 'Top Up' }));
    expect(within(dialog).getByLabelText('Kamu ingin top up berapa?')).toHaveValue('');
  });

  it.each([
    ['onPending', 'Menunggu pembayaranmu'],
    ['onError', 'Pembayaran Gagal!'],
    ['onClose', 'Kamu menutup jendela pembayaran sebelum selesai'],
  ] as const)('on %s: says "%s", clears the amount, confirms nothing', async (outcome, text) => {
    const requests = walletApi(50_000);
    stubSnap(outcome);
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });
    const wallet = await card();

    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByLabelText('Kamu ingin top up berapa?'), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await screen.findByText(text)).toBeVisible();
    expect(dialog).not.toHaveAttribute('open');
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    expect(within(wallet).getByText(/^Rp\s50\.000$/)).toBeVisible();
    await user.click(within(wallet).getByRole('button', { name: 'Top Up' }));
    expect(within(dialog).getByLabelText('Kamu ingin top up berapa?')).toHaveValue('');
  });

  it("shows the server's message when the top-up is refused, and keeps the modal open", async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /payment/config': {
        status: 200,
        body: { provider: 'sandbox', snapJsUrl: '/payment/sandbox/snap.js', clientKey: 'sandbox' },
      },
      'POST /payment/topup': {
        status: 400,
        body: { message: 'Minimal top up Rp 10.000', code: 'VALIDATION_ERROR' },
      },
    });
    const pay = stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    const input = within(dialog).getByLabelText('Kamu ingin top up berapa?');
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await screen.findByText('Minimal top up Rp 10.000')).toBeVisible();
    expect(pay).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    expect(input).toHaveValue('500');
  });

  it('shows a refused amount under the field, not as a toast, until it is changed', async () => {
    const sentence = 'Nominal top up minimal Rp 10.000';
    fakeApi({
      ...signedInApi('jalu'),
      'GET /payment/config': {
        status: 200,
        body: { provider: 'sandbox', snapJsUrl: '/payment/sandbox/snap.js', clientKey: 'sandbox' },
      },
      'POST /payment/topup': {
        status: 400,
        body: { message: sentence, code: 'VALIDATION_ERROR', fields: { amount: sentence } },
      },
    });
    stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    const input = within(dialog).getByLabelText('Kamu ingin top up berapa?');
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(sentence)),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    await user.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says in the dialog, not a toast, when the server cannot be reached', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /payment/config': {
        status: 200,
        body: { provider: 'sandbox', snapJsUrl: '/payment/sandbox/snap.js', clientKey: 'sandbox' },
      },
      'POST /payment/topup': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const pay = stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByLabelText('Kamu ingin top up berapa?'), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksimu, lalu coba lagi.',
    );
    expect(within(dialog).getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
    expect(pay).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it("keeps a 'Bayar nanti' top-up visible: 'Lanjutkan pembayaran' reopens its popup", async () => {
    const waiting = {
      topupId: TOPUP_ID,
      amount: 75_000,
      trans_token: 'token-later',
      createdAt: '2026-11-27T03:00:00.000Z',
    };
    let confirmed = false;
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /payment/topup/pending': async () => ok(confirmed ? [] : [waiting]),
      'GET /payment/config': ok({
        provider: 'sandbox',
        snapJsUrl: '/payment/sandbox/snap.js',
        clientKey: 'sandbox',
      }),
      'PATCH /profile/wallet': async () => {
        confirmed = true;
        return ok({ amount: 75_000, withdrawable: 0 });
      },
    });
    const pay = stubSnap('onSuccess');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const list = await screen.findByRole('region', { name: 'Top up menunggu pembayaran' });
    expect(list).toHaveTextContent('Rp 75.000');
    await user.click(within(list).getByRole('button', { name: /Lanjutkan pembayaran/ }));

    await waitFor(() => expect(pay).toHaveBeenCalledWith('token-later', expect.any(Object)));
    expect(await screen.findByText('Top up berhasil')).toBeVisible();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ topupId: TOPUP_ID });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Top up menunggu pembayaran' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("cancels a waiting top-up with 'Batalkan'", async () => {
    let cancelled = false;
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /payment/topup/pending': async () =>
        ok(
          cancelled
            ? []
            : [
                {
                  topupId: TOPUP_ID,
                  amount: 75_000,
                  trans_token: 'token-later',
                  createdAt: '2026-11-27T03:00:00.000Z',
                },
              ],
        ),
      [`POST /payment/topup/${TOPUP_ID}/cancel`]: async () => {
        cancelled = true;
        return ok({ message: 'Top up dibatalkan' });
      },
    });
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const list = await screen.findByRole('region', { name: 'Top up menunggu pembayaran' });
    await user.click(within(list).getByRole('button', { name: /Batalkan/ }));

    expect(await screen.findByText('Top up dibatalkan')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Top up menunggu pembayaran' }),
      ).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's message when the paid top-up cannot be confirmed", async () => {
    fakeApi({
      ...signedInApi('jalu', { balance: 50_000 }),
      'GET /payment/config': {
        status: 200,
        body: { provider: 'sandbox', snapJsUrl: '/payment/sandbox/snap.js', clientKey: 'sandbox' },
      },
      'POST /payment/topup': { status: 201, body: { trans_token: 't', topupId: TOPUP_ID } },
      'PATCH /profile/wallet': {
        status: 409,
        body: { message: 'Pembayaran belum selesai', code: 'TOPUP_PENDING' },
      },
    });
    stubSnap('onSuccess');
    // One toast shows at a time, so a later success would wait unseen: watch it being asked for.
    const success = vi.spyOn(toast, 'success');
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });

    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByLabelText('Kamu ingin top up berapa?'), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await screen.findByText('Pembayaran belum selesai')).toBeVisible();
    expect(screen.queryByText('Top up berhasil')).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it("falls back to the role's name when the profile has none", async () => {
    fakeApi(signedInApi('jalu', { profile: aClientProfile({ name: null }), balance: 0 }));
    renderApp('/jalu', { session: { role: 'jalu' } });

    const wallet = await card();
    await waitFor(() => expect(within(wallet).getByText('Jalu')).toBeVisible());
    expect(within(wallet).getByText(/^Rp\s0$/)).toBeVisible();
  });

  it('toasts a failed balance load on the home page and offers to retry', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /profile/wallet': {
        status: 403,
        body: { message: 'Kamu tidak punya akses', code: 'FORBIDDEN' },
      },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByText('Kamu tidak punya akses')).toBeVisible();
    const wallet = await card();
    // The toast comes from the query cache, a render before the card shows the failure.
    expect(await within(wallet).findByText('Saldo belum dapat dimuat.')).toBeVisible();
    expect(within(wallet).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});
