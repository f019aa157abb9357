import { useEffect, useState, useSyncExternalStore } from 'react';

/** How long a request may run before its dialog says the connection is slow and may be closed. */
export const STALLED_AFTER_MS = 4000;

// What the browser last said about its connection (its `online` / `offline` events).
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
const told = (now: boolean) => () => {
  online = now;
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
  window.addEventListener('online', told(true));
  window.addEventListener('offline', told(false));
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True once `running` has lasted `afterMs`, or at once while the browser says it is offline:
 * a dialog waiting on a request then says so and lets itself be closed.
 */
export function useStalled(running: boolean, afterMs = STALLED_AFTER_MS): boolean {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setWaitedLong(true), afterMs);
    return () => {
      clearTimeout(timer);
      setWaitedLong(false);
    };
  }, [running, afterMs]);
  return running && (waitedLong || !isOnline);
}
