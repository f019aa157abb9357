import type { PaymentConfig } from '@bantuin/contract';
import { ApiError } from '@/lib/api-client';

/** What Midtrans' snap.js (and the sandbox's stand-in) passes to the callbacks. */
export type SnapResult = Record<string, unknown>;

export type SnapCallbacks = {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
};

export type Snap = { pay: (token: string, callbacks: SnapCallbacks) => void };

declare global {
  interface Window {
    snap?: Snap;
  }
}

export const SNAP_LOAD_FAILED_MESSAGE =
  'Halaman pembayaran gagal dimuat. Periksa koneksi internetmu lalu coba lagi.';

let loading: Promise<Snap> | null = null;

const loadFailed = () => new ApiError(SNAP_LOAD_FAILED_MESSAGE, 0, 'PAYMENT_POPUP_UNAVAILABLE');

/**
 * Loads the popup script once per page (`<script src=snapJsUrl data-client-key=clientKey>` in
 * <head>) and answers `window.snap`. A failed load is forgotten, so the next try loads again.
 */
export function loadSnap(config: PaymentConfig): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.snapJsUrl;
    script.dataset.clientKey = config.clientKey;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(loadFailed());
    };
    script.addEventListener('load', () => (window.snap ? resolve(window.snap) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
