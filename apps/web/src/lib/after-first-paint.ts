import { useEffect, useState } from 'react';

/**
 * Resolves once the page has loaded and the main thread is idle (requestIdleCallback, or a short
 * timer where there is none, as in jsdom): for work a page does not need to paint, such as
 * opening the socket or loading the banner's carousel, so it neither delays the first paint nor
 * competes with it for the network. One promise for the whole visit.
 */
let ready: Promise<void> | null = null;

/** Longest wait for an idle moment once loaded: a page that never idles still gets its extras. */
const IDLE_TIMEOUT_MS = 2000;

export function afterFirstPaint(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return ready;
}

/** False until afterFirstPaint() resolves, then true (for a component's non-essential part). */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstPaint().then(() => {
      if (mounted) setDone(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}
