/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const yasaJobsKey = ['yasa-jobs'] as const;
