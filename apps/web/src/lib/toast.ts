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
import type * as ToastifyModule from 'react-toastify/unstyled';
import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

type Toastify = typeof ToastifyModule;

/** A toast asked for this long before a navigation starts announces it and survives it. */
export const NAVIGATION_TOAST_GRACE_MS = 1000;

const shownAt = new Map<Id, number>();

let toastify: Promise<Toastify> | undefined;

/**
 * react-toastify, fetched on first use rather than with the entry: no page paints a toast
 * first, and the landing's initial download is budgeted. AppToasts asks for it as soon as the
 * app mounts; a toast asked for before its container mounts waits in react-toastify's queue.
 */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify/unstyled').then((module) => {
    module.toast.onChange((item) => {
      if (item.status === 'removed') shownAt.delete(item.id);
    });
    return module;
  });
  return toastify;
}

function withToastify(use: (module: Toastify) => void): void {
  // Without the library (offline before it was ever fetched) there is nothing to show a toast
  // with; the page itself still says what happened.
  loadToastify().then(use, () => {});
}

type Kind = 'default' | 'success' | 'error' | 'info' | 'warning';
type Show = (content: ToastContent, options?: ToastOptions) => Id;

/** The latest toast of each kind: a new one replaces it instead of queueing behind it. */
const latestOfKind = new Map<Kind, Id>();
let untitled = 0;

const byText =
  (kind: Kind): Show =>
  (content, options) => {
    const toastId =
      options?.toastId ?? (typeof content === 'string' ? content : `toast-${++untitled}`);
    // A newer error makes the older one stale (the container shows one toast at a time, so it
    // would hold the new one back for the old one's 5 seconds): it goes at once.
    const previous = latestOfKind.get(kind);
    latestOfKind.set(kind, toastId);
    shownAt.set(toastId, Date.now());
    withToastify(({ toast: show }) => {
      if (previous !== undefined && previous !== toastId) show.dismiss(previous);
      (kind === 'default' ? show : show[kind])(content, { ...options, toastId });
    });
    return toastId;
  };

export const toast = Object.assign(byText('default'), {
  success: byText('success'),
  error: byText('error'),
  info: byText('info'),
  warning: byText('warning'),
  warn: byText('warning'),
});

/** Dismisses every toast asked for before `cutoff` (ms since the epoch). */
export function dismissToastsShownBefore(cutoff: number): void {
  for (const [id, at] of shownAt) {
    if (at < cutoff) {
      withToastify(({ toast: show }) => show.dismiss(id));
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
