import { useDeferredValue } from 'react';

/**
 * A query's result whose change is rendered in the background. TanStack Query hands React each
 * answer as a synchronous update, so on a home page the answers arriving together were rendered
 * as one long task (the cards, the balance, the list), which a phone cannot interrupt. Deferred,
 * React first renders the previous result (nothing changes on screen), then the new one in short
 * slices it can pause for input. What is shown, and when the page is first drawn, stays the same.
 *   const wallet = useDeferredQuery(useWallet(role));
 */
export function useDeferredQuery<Result>(result: Result): Result {
  return useDeferredValue(result);
}
