import { formatDateLong, type Review } from '@bantuin/contract';
import { Avatar } from '@/components/avatar';
import { Stars } from '@/components/rating';

/** One client's review: who, how many stars, what they wrote (5 lines at most), photos. */
export function ReviewCard({ review }: { review: Review }) {
  const name = review.client.name ?? 'Jalu';
  return (
    <article className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
      <header className="flex items-center gap-3">
        <Avatar src={review.client.profilePicture} alt="" className="size-10" />
        <div className="min-w-0 grow">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-xs text-base-content/70">
            <time dateTime={review.createdAt}>{formatDateLong(review.createdAt)}</time>
          </p>
        </div>
        <Stars value={review.rating} />
      </header>
      <p className="line-clamp-5 text-sm leading-relaxed whitespace-pre-line text-base-content/85">
        {review.description}
      </p>
      {review.images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Foto dari ${name}`}>
          {review.images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer" className="block">
                <img
                  src={src}
                  alt={`Foto ulasan ${index + 1}`}
                  loading="lazy"
                  className="size-20 rounded-field object-cover ring-1 ring-base-300 transition hover:opacity-90"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
