import { lazy, Suspense } from 'react';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { loadToastify } from '@/lib/toast';

/** The container comes with the library, after the first paint's own files (lib/toast). */
const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

function CloseToastButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="Toastify__close-button"
      aria-label="Tutup notifikasi"
      onClick={closeToast}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The app's toasts: one at a time (the next waits its turn), 5 s each, top-right on a desktop;
 * on a phone index.css makes them a compact card under the top bar, clear of the tab bar.
 */
export function AppToasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        theme="colored"
        limit={1}
        hideProgressBar
        closeButton={CloseToastButton}
        aria-label="Notifikasi"
      />
    </Suspense>
  );
}
