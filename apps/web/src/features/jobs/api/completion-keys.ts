import { completionJobQueryKey } from '@/lib/query-keys';

/** Every query of this feature starts with this key. */
export const completionKey = ['completion'] as const;

/**
 * One job as GET /jobs/:id answers it (the Jalu's or the assigned Yasa's view). The same key as
 * lib/query-keys' `completionJobQueryKey`, which live updates invalidate.
 */
export const completionJobKey = completionJobQueryKey;
