import { CardGridSkeleton, DetailPageSkeleton, ItemNotFound } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';

const JOB_CARD_LINES = [
  'h-4 w-3/4 bg-base-300',
  'h-5 w-1/3 bg-base-300',
  'h-3 w-full bg-base-200',
  'h-3 w-2/3 bg-base-200',
] as const;

/** Cards-shaped placeholders while a list loads. */
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

export function DetailSkeleton() {
  return <DetailPageSkeleton label="Memuat pekerjaan…" backClassName="w-24" />;
}

/** A job that does not exist, is no longer open, or was given to someone else. */
export function JobNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <ItemNotFound
      Icon={BriefcaseIcon}
      title="Pekerjaan tidak ditemukan"
      description="Pekerjaan ini mungkin sudah diambil Yasa lain, dibatalkan, atau alamatnya salah."
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}
