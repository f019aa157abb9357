import { useEffect, useState } from 'react';

/** How long a request may run before its dialog says the connection is slow and may be closed. */
export const STALLED_AFTER_MS = 4000;

/**
 * True once `running` has lasted `afterMs`, or at once while the browser says it is offline:
 * a dialog waiting on a request then says so and lets itself be closed.
 */
export function useStalled(running: boolean, afterMs = STALLED_AFTER_MS): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!running) {
      setStalled(false);
      return;
    }
    if (!navigator.onLine) setStalled(true);
    const timer = setTimeout(() => setStalled(true), afterMs);
    const offline = () => setStalled(true);
    window.addEventListener('offline', offline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
    };
  }, [running, afterMs]);
  return running && stalled;
}
