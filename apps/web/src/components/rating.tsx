import { formatDecimal } from '@bantuin/contract';
import { StarIcon } from '@/components/ui/icons';

/** 4.75 → "4,8" (Indonesian decimal comma). */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1, 1);
}

type RatingBadgeProps = {
  /** Absent until a Yasa's first review: then the badge says the worker is new. */
  rating?: number | null;
  className?: string;
};

/** A Yasa's average with a star, or 'Yasa Baru' (spec: the 'new worker' badge). */
export function RatingBadge({ rating, className = '' }: RatingBadgeProps) {
  if (rating === undefined || rating === null) {
    return (
      <span className={`badge badge-secondary gap-1 font-semibold ${className}`}>Yasa Baru</span>
    );
  }
  const text = formatRating(rating);
  return (
    <span
      role="img"
      aria-label={`Rating ${text} dari 5`}
      className={`badge gap-1 border-amber-200 bg-amber-50 font-bold text-amber-900 ${className}`}
    >
      <StarIcon className="size-3.5 text-amber-500" />
      {text}
    </span>
  );
}

/** Five stars, `value` of them filled (a review's 1–5). */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`${value} dari 5 bintang`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          filled={star <= value}
          className={`${className} ${star <= value ? 'text-amber-400' : 'text-base-300'}`}
        />
      ))}
    </span>
  );
}
