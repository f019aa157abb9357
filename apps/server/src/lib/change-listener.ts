import type { DatabaseHandle } from '../db/client.js';

/**
 * A cache's ear for changes: LISTENs on `channel`, and is `live` until the listening connection
 * dies. Then it is deaf for good: `live` turns false and `onLost` runs once, for a cache that can
 * no longer hear changes must forget what it holds and stop keeping anything.
 */
export async function listenWhileLive(
  database: DatabaseHandle,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<{ readonly live: boolean }> {
  const state = { live: false };
  await database.listen(channel, onNotify, () => {
    if (!state.live) return;
    state.live = false;
    onLost();
  });
  state.live = true;
  return state;
}
