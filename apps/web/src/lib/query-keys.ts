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

/**
 * The Jalu's orders (features/orders: 'Pesanan Saya', the order detail). The orders feature's
 * `ordersKey` is the same key; completing a job (features/completion) invalidates it.
 */
export const ordersQueryKey = ['orders'] as const;

/**
 * The Yasa's jobs (features/yasa-jobs: home, 'Pekerjaan saya', the job pages). The feature's
 * `yasaJobsKey` is the same key; sending the proof of work (features/completion) invalidates it.
 */
export const yasaJobsQueryKey = ['yasa-jobs'] as const;

/**
 * Finished jobs (GET /profile/histories, features/history: 'Riwayat Pesanan' and the profile's
 * grid). Confirming a job and reviewing it (features/completion) change what it lists.
 */
export const historyQueryKey = ['history'] as const;

/** 'Yasa Terbaik' on the Jalu home (GET /clients/best-yasa); a new review can reorder it. */
export const bestYasaQueryKey = ['best-yasa'] as const;

/**
 * Below `ordersQueryKey` (features/orders: `orderKey(id)` and `activeOrdersQuery`): one order
 * with its applicants (GET /clients/jobs/:id/workers), and 'Pesanan Saya' for every filter. A
 * live update about one job refreshes these, not every order ever opened.
 */
export const orderDetailQueryKey = (jobId: string) => ['orders', 'detail', jobId] as const;
export const activeOrdersQueryKey = ['orders', 'active'] as const;

/**
 * One job as GET /jobs/:id answers it on the completion pages (features/completion's
 * `completionJobKey`: 'Konfirmasi Pekerjaan' shows the proof, 'Verifikasi Pesanan' the status).
 * Only this key, never the whole ['completion'] prefix: it also holds what this session knows
 * about reviews, which a refetch would forget.
 */
export const completionJobQueryKey = (jobId: string) => ['completion', 'job', jobId] as const;

/** The signed-in user's profile (features/profile: `clientProfileKey`, `workerProfileKey`). */
export const profileQueryKey = (role: 'jalu' | 'yasa') => ['profile', role] as const;
