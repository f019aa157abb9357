/** Every cached answer about the signed-in account's security, under one prefix. */
export const accountKeys = {
  all: ['account'] as const,
  /** GET /profile/sessions: 'Perangkat yang masuk'. */
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  /** GET /profile/verification: whether email and phone are verified. */
  verification: () => [...accountKeys.all, 'verification'] as const,
};
