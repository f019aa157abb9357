import type { Role } from '@bantuin/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer about people: the signed-in profile, reviews, 'Yasa Terbaik'. */
export const profileKeys = {
  all: ['profile'] as const,
  /**
   * The signed-in user's profile: the navbar avatar, the home greeting and the profile pages
   * share one request, and a saved update shows in all of them at once.
   */
  mine: (role: Role) => [...profileKeys.all, role] as const,
  /** GET /workers/reviews: the reviews of the signed-in Yasa. */
  myReviews: () => [...profileKeys.all, 'reviews', 'mine'] as const,
  /** GET /clients/best-yasa: 'Yasa Terbaik' on the Jalu home. */
  bestYasa: () => [...profileKeys.all, 'best-yasa'] as const,
  /** GET /clients/yasa/:id: a Yasa's public profile, as a Jalu choosing one sees it. */
  yasa: (id: string) => [...profileKeys.all, 'yasa', id] as const,
  /** GET /workers/jalu/:id: a Jalu as a Yasa sees them. */
  jalu: (id: string) => [...profileKeys.all, 'jalu', id] as const,
  /** GET /clients/yasa/:id/reviews. */
  yasaReviews: (id: string) => [...profileKeys.all, 'yasa', id, 'reviews'] as const,
};

/** The profile's counts changed (a job paid: one more job done, a new rating). */
export function invalidateMyProfile(queryClient: QueryClient, role: Role): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.mine(role) });
}

/** A review moved a Yasa's rating: 'Yasa Terbaik' may reorder. */
export function invalidateBestYasa(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.bestYasa() });
}
