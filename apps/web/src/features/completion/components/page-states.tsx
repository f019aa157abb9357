import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, ReceiptIcon } from '@/components/ui/icons';

/** Page-shaped placeholders while the job loads. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Memuat pekerjaan…</span>
      <div className="h-8 w-32 animate-pulse rounded-field bg-base-300/70" />
      <div className="h-9 w-64 animate-pulse rounded-field bg-base-300/70" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-80 animate-pulse rounded-box bg-base-300/60" />
        <div className="h-72 animate-pulse rounded-box bg-base-300/40" />
      </div>
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

/** A job that does not exist, is not this user's, or a link without a job id. */
export function JobNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-base-300/70 text-base-content/50">
        <ReceiptIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Pekerjaan tidak ditemukan</h1>
      <p className="mt-2 text-base-content/70">
        Pekerjaan ini tidak ada, bukan milikmu, atau alamat halamannya salah.
      </p>
      <Link to={backTo} className="btn btn-primary mt-8">
        {backLabel}
      </Link>
    </section>
  );
}

const TONES = {
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
  Icon: ComponentType<{ className?: string }>;
  tone?: keyof typeof TONES;
  actions?: ReactNode;
}) {
  return (
    <div role="status" className="rounded-field border border-base-300 bg-base-200/60 p-4">
      <div className="flex items-start gap-3">
        <span className={`grid size-9 shrink-0 place-items-center rounded-full ${TONES[tone]}`}>
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
