import type { QueryClient } from '@tanstack/react-query';
import { walletQueryKey } from '@/lib/query-keys';

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const ordersKey = ['orders'] as const;

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
