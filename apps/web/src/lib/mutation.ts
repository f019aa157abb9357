/**
 * What a page adds to a feature's mutation: the feature refreshes its own cache, and the page
 * (which composes several features) refreshes the others', e.g. the wallet after posting a job.
 */
export type AlsoOnSuccess = { onSuccess?: () => unknown };
