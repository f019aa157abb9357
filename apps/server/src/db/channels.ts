/**
 * The NOTIFY channels the migrations' triggers raise, named once for every process that
 * listens (caches) or announces in their place (lib/announcer.ts).
 */

/**
 * Raised by statement triggers on jobs, job_applications, profiles and users (migrations 0010,
 * 0012) in every process. The name is older than the cache's present reach.
 */
export const MARKETPLACE_CHANNEL = 'open_jobs_changed';

/** Raised per changed wallet balance, with its owner's id, by a trigger (migration 0012). */
export const WALLETS_CHANNEL = 'wallets_changed';
