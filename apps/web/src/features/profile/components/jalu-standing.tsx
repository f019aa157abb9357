import { formatRating } from '@/components/rating';
import { StarIcon } from '@/components/ui/icons';
import { useJaluProfile } from '../api/get-jalu-profile';

/** The Jalu's rating (from revealed ratings) and finished jobs, for the Yasa. */
export function JaluStanding({ jaluId }: { jaluId: string }) {
  const jalu = useJaluProfile(jaluId);
  if (!jalu.data) return null;
  return (
    <p className="flex items-center gap-2 text-sm" aria-label="Reputasi Jalu">
      <StarIcon className="size-4 text-amber-500" />
      {jalu.data.rating === undefined
        ? 'Jalu belum punya rating'
        : `Rating Jalu ${formatRating(jalu.data.rating)} dari ${jalu.data.ratingCount} ulasan`}
      {' · '}
      {jalu.data.jobsFinished} pesanan selesai
    </p>
  );
}
