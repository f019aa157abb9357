/**
 * Ends the process by letting its event loop run out, not by `process.exit()`: on Node 24,
 * `process.exit()` shuts V8's worker threads down without the isolate, and a background Maglev
 * compile waiting for a main-thread GC then waits forever (nodejs/node#54918; seen here: a
 * stopped server hung in its exit for 14 minutes). Whatever still holds the loop a second later
 * is handed to `onHolding` (to be logged), and the process exits anyway.
 */
export function exitOnceIdle(code: number, onHolding: (holding: string[]) => void): void {
  process.exitCode = code;
  setTimeout(() => {
    onHolding(process.getActiveResourcesInfo());
    process.exit(code);
  }, IDLE_EXIT_GRACE_MS).unref();
}

const IDLE_EXIT_GRACE_MS = 1000;
