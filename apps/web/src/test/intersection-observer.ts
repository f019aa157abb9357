import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An IntersectionObserver the test drives: `intersect()` reports the observed element. */
export function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    intersect: (isIntersecting: boolean) =>
      act(() => {
        for (const { callback } of observers)
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}
