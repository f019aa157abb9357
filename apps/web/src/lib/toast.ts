/**
 * The one place the app gets `toast` from. The ToastContainer comes from the unstyled build (its
 * CSS is a file, so a strict CSP needs no inline styles), and the styled and unstyled builds keep
 * separate stores: a `toast` imported from plain 'react-toastify' would never show.
 *
 * Every toast with a text is identified by that text, so the same message twice (two refetches,
 * a double tap) shows once. The time each toast was asked for is kept, so a navigation can
 * dismiss the previous page's toasts but keep the one that announced it.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import {
  toast as baseToast,
  type Id,
  type ToastContent,
  type ToastOptions,
} from 'react-toastify/unstyled';

export { ToastContainer } from 'react-toastify/unstyled';

/** A toast asked for this long before a navigation starts announces it and survives it. */
export const NAVIGATION_TOAST_GRACE_MS = 1000;

const shownAt = new Map<Id, number>();
baseToast.onChange((item) => {
  if (item.status === 'removed') shownAt.delete(item.id);
});

type Show = (content: ToastContent, options?: ToastOptions) => Id;

/** The latest toast of each kind: a new one replaces it instead of queueing behind it. */
const latestOfKind = new Map<string, Id>();

const byText =
  (show: Show, kind: string): Show =>
  (content, options) => {
    const toastId = options?.toastId ?? (typeof content === 'string' ? content : undefined);
    // A newer error makes the older one stale (the container shows one toast at a time, so it
    // would hold the new one back for the old one's 5 seconds): it goes at once.
    const previous = latestOfKind.get(kind);
    if (previous !== undefined && previous !== toastId) {
      baseToast.dismiss(previous);
    }
    const id = show(content, { ...options, toastId });
    latestOfKind.set(kind, id);
    shownAt.set(id, Date.now());
    return id;
  };

export const toast = Object.assign(byText(baseToast, 'default'), baseToast, {
  success: byText(baseToast.success, 'success'),
  error: byText(baseToast.error, 'error'),
  info: byText(baseToast.info, 'info'),
  warning: byText(baseToast.warning, 'warning'),
  warn: byText(baseToast.warn, 'warning'),
});

/** Dismisses every toast asked for before `cutoff` (ms since the epoch). */
export function dismissToastsShownBefore(cutoff: number): void {
  for (const [id, at] of shownAt) {
    if (at < cutoff) {
      baseToast.dismiss(id);
      shownAt.delete(id);
    }
  }
}

/**
 * On every navigation, the previous page's toasts go; those asked for just before the navigation
 * started (a 'Successfully' right before `navigate()`) stay: they tell what the move means.
 */
export function useDismissToastsOnNavigation(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const startedAt = useRef<number | null>(null);
  const firstLocation = useRef(location.key);

  useEffect(() => {
    if (navigation.state !== 'idle' && startedAt.current === null) startedAt.current = Date.now();
  }, [navigation.state]);

  useEffect(() => {
    if (location.key === firstLocation.current) return;
    const started = startedAt.current ?? Date.now();
    startedAt.current = null;
    dismissToastsShownBefore(started - NAVIGATION_TOAST_GRACE_MS);
  }, [location.key]);
}
