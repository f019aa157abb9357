/** Cached answers about reports and blocks. */
export const safetyKeys = {
  all: ['safety'] as const,
  /** GET /blocks: whom the signed-in user blocked. */
  blocks: () => [...safetyKeys.all, 'blocks'] as const,
};
