/** Cached answers about 'Hubungi kami'. */
export const supportKeys = {
  all: ['support'] as const,
  /** GET /support/tickets: the signed-in person's tickets. */
  tickets: () => [...supportKeys.all, 'tickets'] as const,
};
