/** Cached answers about the signed-in Yasa's identity check. */
export const verificationKeys = {
  all: ['verification'] as const,
  /** GET /workers/verification. */
  mine: () => [...verificationKeys.all, 'mine'] as const,
};
