import { reviewSchema, type Review } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { REVIEWS_PAGE_SIZE } from './get-worker-reviews';
import { profileKeys } from './keys';

/** GET /clients/yasa/:id/reviews: a Yasa's reviews, newest first, for a Jalu choosing one. */
export function getYasaReviews(
  id: string,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Review[]> {
  return apiRequest(`/clients/yasa/${id}/reviews`, {
    query: page,
    schema: reviewSchema.array(),
    signal,
  });
}

export function yasaReviewsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: profileKeys.yasaReviews(id),
    queryFn: ({ pageParam, signal }) =>
      getYasaReviews(id, { limit: REVIEWS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, REVIEWS_PAGE_SIZE),
    meta: { onLoadError: 'log' },
  });
}

export function useYasaReviews(id: string) {
  return useInfiniteQuery(yasaReviewsQuery(id));
}
