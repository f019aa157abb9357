import { useCallback, useEffect, useState } from 'react';

/** How far below the fold a part starts loading: it is ready by the time it scrolls in. */
const AHEAD_PX = 300;

/**
 * [ref, near]: near turns true once the element with `ref` comes within `aheadPx` of the
 * viewport, and stays true. For heavy parts below the fold (the console's chart): a phone that
 * never scrolls to them never downloads them. Without IntersectionObserver (jsdom) it is true.
 */
export function useNearViewport<T extends Element>(
  aheadPx = AHEAD_PX,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${aheadPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, aheadPx]);
  return [useCallback((el: T | null) => setElement(el), []), near];
}
