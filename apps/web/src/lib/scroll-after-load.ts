import type { DataRouter } from 'react-router';

/** How long a list may take to load before its restored position is given up. */
export const SCROLL_SETTLE_MS = 5000;

/** What the person does to scroll themselves: from then on the page is theirs. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * React Router's `ScrollRestoration` puts a page back where the person left it as soon as the
 * page renders. A list whose rows are still loading (after a reload, or once the cache let them
 * go) is too short then, and the place is lost. This keeps trying while the page grows, until the
 * place is reached, the person scrolls, the next navigation starts, or SCROLL_SETTLE_MS pass.
 */
export function keepRestoringScrollAfterLoad(router: Pick<DataRouter, 'subscribe'>): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let stop = () => {};
  // The page being followed, and the last one followed: the router keeps the position in its
  // state until the next navigation, so once per page.
  let following: string | undefined;
  let handled: string | undefined;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key !== following) {
      stop();
      following = undefined;
    }
    // On a first load the position arrives in a later update of the same location, when
    // `ScrollRestoration` mounts and reads sessionStorage.
    const target = state.restoreScrollPosition;
    if (typeof target !== 'number' || target <= 0 || state.location.key === handled) return;
    handled = following = state.location.key;
    stop = follow(target);
  });
  return () => {
    stop();
    unsubscribe();
  };
}

function follow(target: number): () => void {
  const root = document.documentElement;
  const tryScroll = () => {
    if (Math.abs(window.scrollY - target) < 2) return done();
    if (root.scrollHeight - window.innerHeight >= target) {
      window.scrollTo(0, target);
      done();
    }
  };
  const observer = new ResizeObserver(tryScroll);
  const timer = setTimeout(() => done(), SCROLL_SETTLE_MS);
  function done() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, done);
  }
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, done, { passive: true });
  observer.observe(document.body);
  return done;
}
