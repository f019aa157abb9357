import type { QueryClient } from '@tanstack/react-query';
import { ordersQueryKey, walletQueryKey } from '@/lib/query-keys';

/**
 * Every query of this feature starts with this key, so one invalidation refreshes them all. It is
 * the shared `ordersQueryKey` (src/lib), which other features invalidate when a job moves on.
 */
export const ordersKey = ordersQueryKey;

/**
 * After posting or cancelling a job: the orders changed and money moved between the wallet and
 * the job's escrow, so the wallet card must show the new balance.
 */
export function refreshOrdersAndWallet(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKey }),
    queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  ]);
}
