import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, ReceiptIcon } from '@/components/ui/icons';

/** Cards-shaped placeholders while the orders load. */
export function OrderGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Memuat pesanan…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="overflow-hidden rounded-box border border-base-300 bg-base-100"
        >
          <div className="aspect-[3/1] animate-pulse bg-base-300/70 sm:aspect-[2/1]" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-3/4 animate-pulse rounded bg-base-300" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-base-200" />
            <div className="h-3 w-full animate-pulse rounded bg-base-200" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-base-200" />
            <div className="h-5 w-1/3 animate-pulse rounded bg-base-300" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Memuat pesanan…</span>
      <div className="h-8 w-32 animate-pulse rounded-field bg-base-300/70" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-[400px] animate-pulse rounded-box bg-base-300/60" />
        <div className="h-80 animate-pulse rounded-box bg-base-300/40" />
      </div>
    </div>
  );
}

/** A friendly "nothing here" with a way forward. */
export function EmptyState({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <ReceiptIcon className="size-7" />
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

/** An order that does not exist or is not mine. */
export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-base-300/70 text-base-content/50">
        <ReceiptIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Pesanan tidak ditemukan</h1>
      <p className="mt-2 text-base-content/70">
        Pesanan ini tidak ada, atau alamat halamannya salah.
      </p>
      <Link to="/jalu/order/my" className="btn btn-primary mt-8">
        Lihat Pesanan Saya
      </Link>
    </section>
  );
}

/** 'Muat lebih banyak' under a paged list. */
export function LoadMoreButton({
  isFetching,
  onClick,
}: {
  isFetching: boolean;
  onClick: () => void;
}) {
  return (
    <div className="mt-6 text-center">
      <button
        type="button"
        className="btn btn-outline btn-primary min-w-48"
        disabled={isFetching}
        onClick={onClick}
      >
        {isFetching && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Muat lebih banyak
      </button>
    </div>
  );
}
