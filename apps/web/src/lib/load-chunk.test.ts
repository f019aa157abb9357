import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('loadChunk', () => {
  it('answers the module when a retry succeeds', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ page: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ page: 'ok' });
    const loaded = loadChunk(load);
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toEqual({ page: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with ChunkLoadError when the server has no newer build', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body>tanpa skrip</body></html>')),
    );
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const loaded = loadChunk(load);
    const settled = expect(loaded).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.runAllTimersAsync();
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
