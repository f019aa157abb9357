import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  MAX_QUERY_RETRIES,
  QUERY_RETRY_DELAY_MS,
  shouldRetry,
} from './query-client';

describe('the query client', () => {
  it('retries a network or server failure once, never a refusal', () => {
    const network = new TypeError('Failed to fetch');
    const server = new ApiError('Server sedang sibuk', 503, 'SERVICE_UNAVAILABLE');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(0, server)).toBe(true);
    expect(shouldRetry(1, network)).toBe(false);
    expect(shouldRetry(1, server)).toBe(false);
    expect(shouldRetry(0, new ApiError('Pekerjaan tidak ditemukan', 404, 'NOT_FOUND'))).toBe(false);
    expect(MAX_QUERY_RETRIES).toBe(1);
  });

  it('shows a failed list after about a second, not after several of loading', async () => {
    const client = createQueryClient();
    let calls = 0;
    const started = Date.now();
    await expect(
      client.fetchQuery({
        queryKey: ['lists', 'failing'],
        queryFn: () => {
          calls++;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
        retry: client.getDefaultOptions().queries?.retry,
        retryDelay: client.getDefaultOptions().queries?.retryDelay,
        meta: { onLoadError: 'log' },
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(QUERY_RETRY_DELAY_MS + 1500);
  });
});
