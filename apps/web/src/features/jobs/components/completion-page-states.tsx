import type { ComponentType, ReactNode } from 'react';
import { DetailPageSkeleton, ItemNotFound } from '@/components/page-states';
import { ReceiptIcon } from '@/components/ui/icons';

/** Page-shaped placeholders while the job loads. */
export function PageSkeleton() {
  return (
    <DetailPageSkeleton
      label="Memuat pekerjaan…"
      withTitle
      mainClassName="h-80"
      sideClassName="h-72"
    />
  );
}

/** A job that does not exist, is not this user's, or a link without a job id. */
export function JobNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <ItemNotFound
      Icon={ReceiptIcon}
      title="Pekerjaan tidak ditemukan"
      description="Pekerjaan ini tidak ada, bukan milikmu, atau alamat halamannya salah."
      backTo={backTo}
      backLabel={backLabel}
    />
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
