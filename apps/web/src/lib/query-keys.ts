/*
 * Query keys that more than one feature reads or invalidates. Features never import each other,
 * so a key one feature owns and another must refresh lives here.
 */

/**
 * The balance (GET /profile/wallet); `['wallet', 'transactions']` sits below it, so invalidating
 * this key refreshes both. The wallet feature's `walletKey` is the same key. Anything that moves
 * money (posting or cancelling a job) invalidates it, so the wallet card shows the new balance.
 */
export const walletQueryKey = ['wallet'] as const;
