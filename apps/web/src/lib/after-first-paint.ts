import { useEffect, useState } from 'react';
import { noRequestInFlight } from './requests-in-flight';

/**
 * Resolves once the page has loaded, its first data has arrived and been painted, and the main
 * thread is idle (requestIdleCallback, or a short timer where there is none, as in jsdom): for
 * work a page does not need to paint, such as opening the socket or loading the banner's
 * carousel or a map, so it neither delays the page nor competes with it for the network. The
 * load event alone came before a signed-in page had asked for its data: the socket client, the
 * carousel and Leaflet then downloaded beside the page's API calls, and its largest paint (often
 * what those calls bring) waited for them too (Lighthouse, mobile: ~0.5 s on an order).
 * One promise for the whole visit.
 */
let ready: Promise<void> | null = null;

/** Longest wait for an idle moment once loaded: a page that never idles still gets its extras. */
const IDLE_TIMEOUT_MS = 2000;
/** Longest wait for the page's API calls once loaded: one that hangs must not hold the extras. */
const PAGE_DATA_TIMEOUT_MS = 3000;

const nextFrame = (then: () => void) => {
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(then);
  else setTimeout(then, 1);
};

export function afterFirstPaint(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 1);
      }
    };
    // A task later, the calls the page's first render started (its queries) are under way; once
    // none is left, the next frame paints what they brought.
    const afterPageData = () =>
      setTimeout(() => {
        const deadline = new Promise<void>((done) => setTimeout(done, PAGE_DATA_TIMEOUT_MS));
        void Promise.race([noRequestInFlight(), deadline]).then(() => nextFrame(whenIdle));
      }, 0);
    if (document.readyState === 'complete') afterPageData();
    else window.addEventListener('load', afterPageData, { once: true });
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
