import { reviewSchema, type Review } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';
import { nextCursor } from '@/lib/pagination';

export const REVIEWS_PAGE_SIZE = 10;

/** The signed-in Yasa's reviews, newest first. */
export function getWorkerReviews(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Review[]> {
  return apiRequest('/workers/profile/reviews', {
    query: page,
    schema: reviewSchema.array(),
    signal,
  });
}

export function workerReviewsQuery() {
  return infiniteQueryOptions({
    queryKey: profileKeys.myReviews(),
    queryFn: ({ pageParam, signal }) =>
      getWorkerReviews({ limit: REVIEWS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, REVIEWS_PAGE_SIZE),
    // Spec §8: a failed reviews load is only logged; the section says so quietly.
    meta: { onLoadError: 'log' },
  });
}

export function useWorkerReviews() {
  return useInfiniteQuery(workerReviewsQuery());
}
