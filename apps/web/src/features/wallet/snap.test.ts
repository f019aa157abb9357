import type { PaymentConfig } from '@bantuin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const config: PaymentConfig = {
  provider: 'midtrans',
  snapJsUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
  clientKey: 'SB-Mid-client-123',
};

const snapScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === config.snapJsUrl);

/** A fresh module each time: the loader caches its promise per page. */
const freshLoader = async () => {
  vi.resetModules();
  return (await import('./snap')).loadSnap;
};

beforeEach(() => {
  delete window.snap;
});

afterEach(() => {
  snapScripts().forEach((script) => script.remove());
  delete window.snap;
});

describe('loadSnap', () => {
  it('adds the script once, with the client key, and answers window.snap once it loaded', async () => {
    const loadSnap = await freshLoader();
    const first = loadSnap(config);
    const second = loadSnap(config);

    expect(snapScripts()).toHaveLength(1);
    const script = snapScripts()[0]!;
    expect(script.dataset.clientKey).toBe('SB-Mid-client-123');

    const snap = { pay: vi.fn() };
    window.snap = snap;
    script.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(snap);
    await expect(second).resolves.toBe(snap);
    await expect(loadSnap(config)).resolves.toBe(snap);
    expect(snapScripts()).toHaveLength(1);
  });

  it('forgets a failed load, so the next try adds the script again', async () => {
    const loadSnap = await freshLoader();
    const failed = loadSnap(config);
    snapScripts()[0]!.dispatchEvent(new Event('error'));

    await expect(failed).rejects.toMatchObject({
      message: 'Halaman pembayaran gagal dimuat. Periksa koneksi internetmu lalu coba lagi.',
    });
    expect(snapScripts()).toHaveLength(0);

    const retry = loadSnap(config);
    expect(snapScripts()).toHaveLength(1);
    window.snap = { pay: vi.fn() };
    snapScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.snap);
  });

  it('fails when the script loads but defines no window.snap', async () => {
    const loadSnap = await freshLoader();
    const loading = loadSnap(config);
    snapScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toMatchObject({ code: 'PAYMENT_POPUP_UNAVAILABLE' });
  });
});
