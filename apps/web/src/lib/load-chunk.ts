/*
 * A page's code is fetched on the first visit to its area (app/lazy-pages). On a weak connection,
 * before the service worker holds everything, that fetch fails now and then; after a new
 * deployment the old build's chunk names are gone from the server for good. So: try again a
 * couple of times, then reload once if the server has a newer build, else fail with
 * ChunkLoadError, which the error screen shows as 'Periksa koneksimu' with 'Coba lagi'.
 */

/** The waits before each new try, in ms. */
const RETRY_DELAYS_MS = [400, 1200];

/** sessionStorage: the entry script we reloaded for, so a broken deployment cannot loop. */
const RELOADED_FOR_KEY = 'bantuin:reloaded-for-build';

/** A chunk that could not be fetched after the retries: the connection, most likely. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** The module's address in the browser's error ('Failed to fetch dynamically imported module: …'). */
const MODULE_URL = /(https?:\/\/[^\s'"]+?\.js)\b/;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One more try. Chromium remembers a failed dynamic import of a URL for the page's life, so
 * asking for the same URL again fails without a request: the chunk is asked for under a new
 * query instead (its own imports keep their URLs, so shared modules stay single instances).
 */
function importAgain<T>(load: () => Promise<T>, failure: unknown, attempt: number): Promise<T> {
  const url = failure instanceof Error ? MODULE_URL.exec(failure.message)?.[1] : undefined;
  if (!url) return load();
  return import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<T>;
}

const ENTRY_SCRIPT = /<script[^>]+type="module"[^>]+src="([^"]+)"/;

/** The entry script of the build the server has now, or null when it cannot be asked. */
async function currentBuildEntry(): Promise<string | null> {
  try {
    // A query the service worker's precache does not know, so the server answers.
    const response = await fetch(`/?build-check=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return ENTRY_SCRIPT.exec(await response.text())?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when the server's build is not the one running here (a deployment since this
 * tab opened), once per new build. Resolves false when there is nothing newer.
 */
async function reloadForNewBuild(): Promise<boolean> {
  const running = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  const served = await currentBuildEntry();
  if (!running || !served || served === running) return false;
  if (sessionStorage.getItem(RELOADED_FOR_KEY) === served) return false;
  sessionStorage.setItem(RELOADED_FOR_KEY, served);
  window.location.reload();
  return true;
}

/** `load()` (a dynamic import) with the retries, the new-build reload and ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let failure: unknown;
  try {
    return await load();
  } catch (error) {
    failure = error;
  }
  for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
    await wait(delay);
    try {
      return await importAgain(load, failure, index + 1);
    } catch (error) {
      failure = error;
    }
  }
  // The page is going away: keep the router waiting instead of flashing the error screen.
  if (await reloadForNewBuild()) return new Promise<T>(() => {});
  throw new ChunkLoadError(failure instanceof Error ? failure.message : String(failure), {
    cause: failure,
  });
}
