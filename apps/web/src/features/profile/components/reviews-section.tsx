import { LoadMoreButton } from '@/components/page-states';
import { ChatBubbleIcon } from '@/components/ui/icons';
import type { Review } from '@bantuin/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useWorkerReviews } from '../api/get-worker-reviews';
import { useYasaReviews } from '../api/get-yasa-reviews';
import { Card } from '@/components/ui/card';
import { ReviewCard } from './review-card';

/** 'Ulasan': what Jalus wrote after the signed-in Yasa finished their jobs. */
export function ReviewsSection() {
  return (
    <ReviewsCard
      reviews={useWorkerReviews()}
      emptyDescription="Selesaikan pekerjaan pertamamu, dan ulasan dari Jalu akan tampil di sini."
    />
  );
}

/** A Yasa's reviews on their public profile (a Jalu choosing one). */
export function YasaReviewsSection({ yasaId }: { yasaId: string }) {
  return (
    <ReviewsCard
      reviews={useYasaReviews(yasaId)}
      emptyDescription="Yasa ini belum pernah diulas. Ulasan muncul setelah pekerjaan pertamanya."
    />
  );
}

function ReviewsCard({
  reviews,
  emptyDescription,
}: {
  reviews: UseInfiniteQueryResult<InfiniteData<Review[]>>;
  emptyDescription: string;
}) {
  const list = reviews.data?.pages.flat() ?? [];

  return (
    <Card size="lg" title="Ulasan">
      {reviews.isPending ? (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">Memuat ulasan…</span>
          <div className="h-32 animate-pulse rounded-box bg-base-200" />
          <div className="hidden h-32 animate-pulse rounded-box bg-base-200 sm:block" />
        </div>
      ) : reviews.isError ? (
        // Spec §8: a failed reviews load is only logged; say it quietly.
        <p className="text-sm text-base-content/70">Ulasan belum dapat dimuat.</p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center py-6 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-secondary/20 text-secondary-content">
            <ChatBubbleIcon className="size-7" />
          </span>
          <p className="mt-3 font-bold">Belum ada ulasan</p>
          <p className="mt-1 max-w-sm text-sm text-base-content/70">{emptyDescription}</p>
        </div>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {list.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </div>
          {reviews.hasNextPage && (
            <LoadMoreButton
              compact
              className="mt-4 text-center"
              isFetching={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            />
          )}
        </>
      )}
    </Card>
  );
}
