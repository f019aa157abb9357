import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, BriefcaseIcon, ReceiptIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

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

/**
 * Loading failed (spec §8: only logged); a way to try again. `prominent` when it is the whole
 * page (a profile), not one part of it.
 */
export function LoadError({
  title,
  onRetry,
  prominent = false,
}: {
  title: string;
  onRetry: () => void;
  prominent?: boolean;
}) {
  return (
    <div
      role="alert"
      className={`${prominent ? 'mx-auto flex max-w-md' : 'flex'} flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center`}
    >
      <AlertIcon className={`${prominent ? 'size-9' : 'size-8'} text-error`} />
      <p className={prominent ? 'text-lg font-bold' : 'font-semibold'}>{title}</p>
      <p className="text-sm text-base-content/70">Periksa koneksimu, lalu coba lagi.</p>
      <button
        type="button"
        className={prominent ? 'btn btn-primary btn-sm mt-2' : 'btn btn-sm btn-outline'}
        onClick={onRetry}
      >
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

/** A list kept on screen while the next filter's loads: dimmed, not yet to be acted on. */
export const STALE_LIST_CLASS_NAME = 'opacity-60 transition-opacity';

/** What PagedGridStates reads of a `useInfiniteQuery` whose pages are arrays. */
type PagedQuery<T> = {
  data: { pages: T[][] } | undefined;
  isPending: boolean;
  isError: boolean;
  /** The list shown is the previous filter's while the new one loads (keepPreviousData). */
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The ladder every paged list of cards climbs: loading (`skeleton`), a failed load (a retry under
 * `errorTitle`), nothing yet (`empty`), then the grid (named `label`), one card per item, with
 * 'Muat lebih banyak' while the server has more.
 */
export function PagedGridStates<T extends { _id: string }>({
  query,
  skeleton,
  errorTitle,
  empty,
  label,
  listClassName = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  children,
}: {
  query: PagedQuery<T>;
  skeleton: ReactNode;
  errorTitle: string;
  empty: ReactNode;
  label: string;
  /** The list's layout: a grid of cards by default. */
  listClassName?: string;
  /** One card (a `<li>`) for an item. */
  children: (item: T) => ReactNode;
}) {
  const list = query.data?.pages.flat() ?? [];
  if (query.isPending) return skeleton;
  if (query.isError) return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  if (list.length === 0) return empty;
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
        className={`${listClassName} ${query.isPlaceholderData ? STALE_LIST_CLASS_NAME : ''}`}
      >
        {list.map((item) => (
          <Fragment key={item._id}>{children(item)}</Fragment>
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMoreButton
          isFetching={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}

// The app's own placeholders and answers, by what is loading: one place for every page.

const JOB_CARD_LINES = [
  'h-4 w-3/4 bg-base-300',
  'h-5 w-1/3 bg-base-300',
  'h-3 w-full bg-base-200',
  'h-3 w-2/3 bg-base-200',
] as const;

/** The Yasa's job cards while they load (open jobs, 'Pekerjaan saya', 'Lamaran Saya'). */
export function JobGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="Memuat pekerjaan…"
      count={count}
      coverClassName="aspect-[2/1]"
      lineClassNames={JOB_CARD_LINES}
    />
  );
}

/** A job's page while it loads: the Jalu's order, or the Yasa's job. */
export function JobDetailSkeleton({ of }: { of: 'order' | 'job' }) {
  return of === 'order' ? (
    <DetailPageSkeleton label="Memuat pesanan…" />
  ) : (
    <DetailPageSkeleton label="Memuat pekerjaan…" backClassName="w-24" />
  );
}

/** The confirmation, review and verification pages while their job loads (they have a title). */
export function CompletionSkeleton() {
  return (
    <DetailPageSkeleton
      label="Memuat pekerjaan…"
      withTitle
      mainClassName="h-80"
      sideClassName="h-72"
    />
  );
}

/** A profile page while it loads. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-5xl space-y-6">
      <span className="sr-only">Memuat profil…</span>
      <div className="h-44 animate-pulse rounded-box bg-base-300/60" />
      <div className="h-64 animate-pulse rounded-box bg-base-300/40" />
    </div>
  );
}

/** The profile could not be loaded (the server's message was already toasted). */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError prominent title="Profil belum dapat dimuat" onRetry={onRetry} />;
}

/** An order that does not exist or is not mine. */
export function OrderNotFound() {
  return (
    <ItemNotFound
      Icon={ReceiptIcon}
      title="Pesanan tidak ditemukan"
      description="Pesanan ini tidak ada, atau alamat halamannya salah."
      backTo={paths.jalu.myOrders}
      backLabel="Lihat Pesanan Saya"
    />
  );
}

const JOB_NOT_FOUND = {
  /** A Yasa's job page: the job was taken by someone else or cancelled. */
  gone: {
    Icon: BriefcaseIcon,
    description: 'Pekerjaan ini mungkin sudah diambil Yasa lain, dibatalkan, atau alamatnya salah.',
  },
  /** Confirmation, review, verification: a job that is not this user's. */
  notYours: {
    Icon: ReceiptIcon,
    description: 'Pekerjaan ini tidak ada, bukan milikmu, atau alamat halamannya salah.',
  },
} as const;

/** A job that is not there for this user, said the way the page needs; a way back. */
export function JobNotFound({
  why,
  backTo,
  backLabel,
}: {
  why: keyof typeof JOB_NOT_FOUND;
  backTo: string;
  backLabel: string;
}) {
  return (
    <ItemNotFound
      {...JOB_NOT_FOUND[why]}
      title="Pekerjaan tidak ditemukan"
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}

const NOTICE_TONES = {
  info: 'bg-info/10 text-info',
  success: 'bg-success/12 text-success',
  warning: 'bg-warning/20 text-warning-content',
} as const;

/**
 * Why the page's action is not there (not yet, or not any more), with the ways forward.
 * role=status, so it is announced when a page changes into it.
 */
export function StateNotice({
  title,
  children,
  Icon,
  tone = 'info',
  actions,
}: {
  title: string;
  children?: ReactNode;
  Icon: IconComponent;
  tone?: keyof typeof NOTICE_TONES;
  actions?: ReactNode;
}) {
  return (
    <div role="status" className="rounded-field border border-base-300 bg-base-200/60 p-4">
      <div className="flex items-start gap-3">
        <span
          className={`grid size-9 shrink-0 place-items-center rounded-full ${NOTICE_TONES[tone]}`}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          {children && <div className="mt-0.5 text-sm text-base-content/70">{children}</div>}
        </div>
      </div>
      {actions && <div className="mt-4 flex flex-col gap-2">{actions}</div>}
    </div>
  );
}
