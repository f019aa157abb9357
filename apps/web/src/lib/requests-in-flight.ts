/**
 * How many API calls are under way (lib/api-client counts each), and a wait for a moment with
 * none: the sign that a page's data has arrived, for work that should come after it
 * (lib/after-first-paint).
 */
let inFlight = 0;
let waiting: (() => void)[] = [];

/** Counts `request` as under way until it settles; answers it unchanged. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  const settled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const resolveAll = waiting;
    waiting = [];
    resolveAll.forEach((resolve) => resolve());
  };
  request.then(settled, settled);
  return request;
}

/** Resolves at once when no API call is under way, else when the last one settles. */
export function noRequestInFlight(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
