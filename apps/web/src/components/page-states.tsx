import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '@/components/ui/icons';

type IconComponent = ComponentType<{ className?: string }>;

/**
 * Cards-shaped placeholders while a list loads. `coverClassName` sizes each card's cover,
 * `lineClassNames` are the text lines under it (size and shade of each).
 */
export function CardGridSkeleton({
  label,
  count = 6,
  coverClassName,
  lineClassNames,
}: {
  /** Read by screen readers, e.g. 'Memuat pesanan…'. */
  label: string;
  count?: number;
  coverClassName: string;
  lineClassNames: readonly string[];
}) {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="overflow-hidden rounded-box border border-base-300 bg-base-100"
        >
          <div className={`${coverClassName} animate-pulse bg-base-300/70`} />
          <div className="space-y-3 p-4">
            {lineClassNames.map((line, lineIndex) => (
              <div key={lineIndex} className={`${line} animate-pulse rounded`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A detail page's placeholder: the back link, optionally the title, then the main column and
 * the side card.
 */
export function DetailPageSkeleton({
  label,
  backClassName = 'w-32',
  withTitle = false,
  mainClassName = 'h-[400px]',
  sideClassName = 'h-80',
}: {
  /** Read by screen readers, e.g. 'Memuat pekerjaan…'. */
  label: string;
  backClassName?: string;
  withTitle?: boolean;
  mainClassName?: string;
  sideClassName?: string;
}) {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className={`h-8 ${backClassName} animate-pulse rounded-field bg-base-300/70`} />
      {withTitle && <div className="h-9 w-64 animate-pulse rounded-field bg-base-300/70" />}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${mainClassName} animate-pulse rounded-box bg-base-300/60`} />
        <div className={`${sideClassName} animate-pulse rounded-box bg-base-300/40`} />
      </div>
    </div>
  );
}

/** A friendly "nothing here" with the ways forward. */
export function EmptyState({
  title,
  description,
  actions,
  Icon,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  Icon: IconComponent;
}) {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-7" />
      </span>
      <p className="mt-4 text-lg font-bold">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-base-content/70">{description}</p>
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}

/** Loading failed (spec §8: only logged); a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center"
    >
      <AlertIcon className="size-8 text-error" />
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-base-content/70">Periksa koneksimu, lalu coba lagi.</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/** The page's item (an order, a job) does not exist or is not the user's; a way back. */
export function ItemNotFound({
  title,
  description,
  Icon,
  backTo,
  backLabel,
}: {
  title: string;
  description: string;
  Icon: IconComponent;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-base-300/70 text-base-content/70">
        <Icon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-base-content/70">{description}</p>
      <Link to={backTo} className="btn btn-primary mt-8">
        {backLabel}
      </Link>
    </section>
  );
}

/** 'Muat lebih banyak' under a paged list. */
export function LoadMoreButton({
  isFetching,
  onClick,
  compact = false,
  className,
}: {
  isFetching: boolean;
  onClick: () => void;
  /** A small text button, for lists inside a card. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <div className={className ?? 'mt-6 text-center'}>
      <button
        type="button"
        className={
          compact ? 'btn btn-ghost btn-sm text-primary' : 'btn btn-outline btn-primary min-w-48'
        }
        disabled={isFetching}
        onClick={onClick}
      >
        {isFetching && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Muat lebih banyak
      </button>
    </div>
  );
}
