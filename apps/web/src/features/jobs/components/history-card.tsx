import type { HistoryEntry } from '@bantuin/contract';
import { Link } from 'react-router';
import { CategoryBadge, JobDate, JobFee } from '@/components/job/job-pieces';
import { CheckCircleIcon, StarIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/** Spec §2: the category is shown as 'Nitip', or otherwise 'Bebersih'. */
function shownCategory(entry: HistoryEntry) {
  return entry.jobDetail.categoryName === 'Nitip' ? 'Nitip' : 'Bebersih';
}

/**
 * One finished job: title, category, description, when it was ordered, the fee and the Yasa who
 * did it; 'Beri ulasan' while the Jalu has not reviewed it.
 */
export function HistoryCard({ entry }: { entry: HistoryEntry }) {
  const { title, description, createdAt, fee } = entry.jobDetail;
  const workerName = entry.worker?.name ?? 'Yasa';
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CategoryBadge category={shownCategory(entry)} />
        <span
          className="badge badge-sm h-6 gap-1 border-0 bg-success/12 px-2.5 font-semibold text-success"
          title={entry.autoReleased ? 'Dibayar otomatis setelah batas waktu konfirmasi' : undefined}
        >
          <CheckCircleIcon className="size-3.5" />
          {entry.autoReleased ? 'Dibayar otomatis' : 'Selesai'}
        </span>
      </div>
      <h3 className="mt-3 line-clamp-2 leading-snug font-bold">{title}</h3>
      <JobDate date={createdAt} prefix="Dipesan" className="mt-1" />
      <p className="mt-2 mb-4 line-clamp-3 text-sm text-base-content/75">
        <span className="me-1 font-medium text-base-content/70">Deskripsi:</span>
        {description}
      </p>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-base-300 pt-3">
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <UserIcon className="size-4 shrink-0 text-base-content/45" />
          <span className="sr-only">Yasa:</span>
          <span className="truncate font-semibold">{workerName}</span>
        </p>
        <JobFee fee={fee} className="shrink-0 text-base font-extrabold text-primary" />
      </div>
      {!entry.reviewed && (
        <Link to={paths.jalu.review(entry._id)} className="btn btn-sm btn-outline btn-primary mt-3">
          <StarIcon className="size-4" />
          Beri ulasan
        </Link>
      )}
    </article>
  );
}

/** Card-shaped placeholders while the history loads. */
export function HistoryGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Memuat riwayat…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-3 rounded-box border border-base-300 bg-base-100 p-5"
        >
          <div className="h-5 w-20 animate-pulse rounded-full bg-base-300" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-base-300" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-base-200" />
          <div className="h-3 w-full animate-pulse rounded bg-base-200" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-base-200" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-base-300" />
        </div>
      ))}
    </div>
  );
}
