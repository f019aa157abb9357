import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A list's filter kept in the address (`?name=`): back from an item returns to the same list, so
 * the scroll position restored there still points at the same rows (and a filtered view can be
 * shared). A change replaces the history entry, keeps what the page holds in its state (the
 * Yasa's 'Terdekat') and leaves the scroll where the person is: no jump to the top.
 */
export function useSearchParam(name: string, fallback = ''): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const value = params.get(name) ?? fallback;
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true, preventScrollReset: true, state },
    );
  return [value, set];
}

/**
 * A typed search box kept in the address like `useSearchParam`. The box holds its own text (the
 * address follows after each key, which a navigation makes asynchronous: a box bound to it
 * would lose keystrokes).
 */
export function useSearchText(name: string): [string, (next: string) => void] {
  const [stored, setStored] = useSearchParam(name);
  const [text, setText] = useState(stored);
  const set = (next: string) => {
    setText(next);
    setStored(next);
  };
  return [text, set];
}
