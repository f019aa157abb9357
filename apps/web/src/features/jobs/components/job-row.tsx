import {
  formatIDR,
  type HistoryEntry,
  type Job,
  type JobCategory,
  type Role,
} from '@bantuin/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CategoryBadge,
  formatDistanceKm,
  JobAddress,
  JobDate,
  JobFee,
  JobPerson,
  JobSchedule,
} from '@/components/job/job-pieces';
import { JobThumb } from '@/components/job/job-thumb';
import { STALE_LIST_CLASS_NAME } from '@/components/page-states';
import { LocateIcon, StarIcon, UserIcon } from '@/components/ui/icons';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/lib/paths';
import { AppliedBadge, BackedOutBadge } from './applied-badge';
import { cardStatusLabel } from './order-status';
import { WorkStatusPill } from './work-status';
import { seenApplicants } from '../seen-applicants';

/*
 * One row per job in every list of jobs: a Yasa's open jobs ('open') and its jobs ('work'), a
 * Jalu's orders ('order') and history ('history'). The same frame (thumbnail, pills, title, fee,
 * a line of facts) with what each list needs; the whole row opens the job (its title is the
 * link, stretched over the row), and a row's own button (e.g. 'Beri ulasan') sits above it.
 */

export type JobRowProps =
  | { variant: 'open' | 'order' | 'work'; job: Job }
  /** `role`: whose history ('Riwayat Pesanan' of a Jalu, 'Riwayat Pekerjaan' of a Yasa). */
  | { variant: 'history'; entry: HistoryEntry; role?: Role };

type FrameProps = {
  to: string;
  title: string;
  category: JobCategory;
  image?: string;
  fee: number;
  feeLabel?: string;
  /** Pills above the title (status, category, 'Sudah melamar'). */
  pills: ReactNode;
  /** Short facts in one wrapping line under the title (dates, distance, applicants). */
  facts?: ReactNode;
  /** More lines: description, address, the other person. */
  children?: ReactNode;
  /** A control of its own, above the row's link (e.g. 'Beri ulasan'). */
  action?: ReactNode;
};

function RowFrame({
  to,
  title,
  category,
  image,
  fee,
  feeLabel,
  pills,
  facts,
  children,
  action,
}: FrameProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="relative flex h-full gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm transition hover:border-primary/50 hover:shadow-md has-[a:focus-visible]:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary/40 sm:gap-4 sm:p-4"
    >
      <JobThumb image={image} category={category} />
      <div className="flex min-w-0 grow flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-1.5">{pills}</div>
        <div className="flex items-start justify-between gap-3">
          {/* Whole, however long (issue 28): the title wraps, the fee keeps its width. */}
          <h3 id={`${id}-title`} className="min-w-0 leading-snug font-bold wrap-anywhere">
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-box focus-visible:outline-none"
            >
              {title}
            </Link>
          </h3>
          <JobFee
            fee={fee}
            label={feeLabel}
            className="shrink-0 text-right leading-snug font-extrabold text-primary"
          />
        </div>
        {facts && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-base-content/70">
            {facts}
          </div>
        )}
        {children}
        {action && <div className="relative z-10 mt-1 self-start">{action}</div>}
      </div>
    </article>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {children}
    </span>
  );
}

/** '3 pelamar', or 'Belum ada pelamar'. */
export function applicantsLabel(count: number): string {
  return count === 0 ? 'Belum ada pelamar' : `${count} pelamar`;
}

function Description({ text, label }: { text: string; label?: string }) {
  return (
    <p className="line-clamp-2 text-sm text-base-content/80">
      {label && <span className="me-1 font-medium text-base-content/70">{label}</span>}
      {text}
    </p>
  );
}

/** What a Yasa scans for: fee, how far, when, and how many others want it. */
function OpenRow({ job }: { job: Job }) {
  return (
    <RowFrame
      to={paths.yasa.job(job._id)}
      title={job.title}
      category={job.category.name}
      image={job.images[0]}
      fee={job.fee}
      pills={
        <>
          <CategoryBadge category={job.category.name} />
          {job.hasApplied && <AppliedBadge />}
          {job.applyRefusal === 'BACKED_OUT' && <BackedOutBadge />}
        </>
      }
      facts={
        <>
          {job.distanceKm !== undefined && (
            <Fact icon={<LocateIcon className="size-3.5" />}>
              <span className="sr-only">Jarak: </span>
              {formatDistanceKm(job.distanceKm)}
            </Fact>
          )}
          <JobSchedule scheduledAt={job.scheduledAt} className="text-xs" />
          {job.applicantCount !== undefined && (
            <Fact icon={<UserIcon className="size-3.5" />}>
              {applicantsLabel(job.applicantCount)}
            </Fact>
          )}
        </>
      }
    >
      <JobAddress address={job.address} className="text-xs" />
    </RowFrame>
  );
}

/** An order waiting for a Yasa: '2 pelamar', with the ones not seen yet marked '1 baru'. */
function Applicants({ jobId, count }: { jobId: string; count: number | undefined }) {
  if (count === undefined || count === 0) {
    return <p className="text-xs text-base-content/70">Belum ada pelamar</p>;
  }
  const fresh = Math.max(0, count - seenApplicants(jobId));
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-primary">
      <UserIcon className="size-4" />
      {applicantsLabel(count)}
      {fresh > 0 && <span className="badge badge-sm badge-secondary">{fresh} baru</span>}
    </p>
  );
}

/** Spec §4: status pill, title, date, category, 'Deskripsi:', 'Alamat:' and 'Biaya:'. */
function OrderRow({ job }: { job: Job }) {
  return (
    <RowFrame
      to={paths.jalu.order(job._id)}
      title={job.title}
      category={job.category.name}
      image={job.images[0]}
      fee={job.fee}
      feeLabel="Biaya:"
      pills={
        <>
          <StatusPill tone={job.status ? 'working' : 'waiting'} label={cardStatusLabel(job)} />
          <CategoryBadge category={job.category.name} />
        </>
      }
      facts={
        <>
          <JobDate date={job.createdAt} prefix="Diposting" />
          <JobSchedule scheduledAt={job.scheduledAt} className="text-xs" />
        </>
      }
    >
      <Description text={job.description} label="Deskripsi:" />
      <JobAddress address={job.address} label="Alamat:" />
      {job.worker ? (
        <JobPerson name={job.worker.name} picture={job.worker.profilePicture} fallbackName="Yasa" />
      ) : (
        <Applicants jobId={job._id} count={job.applicantCount} />
      )}
    </RowFrame>
  );
}

/** Spec: title, date, category, description, address, the Jalu and the fee. */
function WorkRow({ job }: { job: Job }) {
  return (
    <RowFrame
      to={paths.yasa.myJob(job._id)}
      title={job.title}
      category={job.category.name}
      image={job.images[0]}
      fee={job.fee}
      pills={
        <>
          <WorkStatusPill job={job} />
          <CategoryBadge category={job.category.name} />
        </>
      }
      facts={
        <>
          <JobDate date={job.createdAt} prefix="Diposting" />
          <JobSchedule scheduledAt={job.scheduledAt} className="text-xs" />
        </>
      }
    >
      <Description text={job.description} />
      <JobAddress address={job.address} />
      <JobPerson name={job.client.name} picture={job.client.profilePicture} fallbackName="Jalu" />
    </RowFrame>
  );
}

/** Spec §2: the category is shown as 'Nitip', or otherwise 'Bebersih'. */
function shownCategory(entry: HistoryEntry): JobCategory {
  return entry.jobDetail.categoryName === 'Nitip' ? 'Nitip' : 'Bebersih';
}

function HistoryStatus({ entry }: { entry: HistoryEntry }) {
  if (entry.state === 'cancelled') return <StatusPill tone="cancelled" label="Dibatalkan" />;
  return <StatusPill tone="done" label={entry.autoReleased ? 'Dibayar otomatis' : 'Selesai'} />;
}

/**
 * What actually moved when the job ended, as `role` sees it: a Jalu what went to the Yasa, back
 * to the wallet and the admin fee; a Yasa what it received (pay, compensation or a share).
 */
function HistoryMoney({ entry, role }: { entry: HistoryEntry; role: Role }) {
  const { toYasa, backToJalu, adminFee } = entry.money;
  const lines: [string, number][] =
    role === 'yasa'
      ? [['Kamu terima', toYasa]]
      : [
          [entry.state === 'cancelled' ? 'Kompensasi Yasa' : 'Dibayar ke Yasa', toYasa],
          ['Kembali ke saldomu', backToJalu],
          ['Biaya admin', adminFee],
        ];
  const shown = lines.filter(([label, amount]) => amount > 0 || label === 'Kamu terima');
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {shown.map(([label, amount]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-base-content/70">{label}</dt>
          <dd className="font-semibold tabular-nums">{formatIDR(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An ended job, a Jalu's ('Riwayat Pesanan') or a Yasa's ('Riwayat Pekerjaan'): title, photo,
 * category, what moved (pay, refund, compensation, a complaint's split), the other person; it
 * opens the job; 'Beri ulasan' while a finished one is not reviewed (Jalu).
 */
function HistoryRow({ entry, role }: { entry: HistoryEntry; role: Role }) {
  const { title, description, createdAt, fee } = entry.jobDetail;
  const reviewable = entry.actions.includes('review');
  const other = role === 'jalu' ? entry.worker : entry.client;
  return (
    <RowFrame
      to={role === 'jalu' ? paths.jalu.order(entry._id) : paths.yasa.myJob(entry._id)}
      title={title}
      category={shownCategory(entry)}
      image={entry.image ?? undefined}
      fee={fee}
      pills={
        <>
          <HistoryStatus entry={entry} />
          {entry.complained && <StatusPill tone="dispute" label="Komplain diputuskan" />}
          <CategoryBadge category={shownCategory(entry)} />
        </>
      }
      facts={<JobDate date={createdAt} prefix="Diposting" />}
      action={
        reviewable && (
          <Link to={paths.jalu.review(entry._id)} className="btn btn-sm btn-outline btn-primary">
            <StarIcon className="size-4" />
            Beri ulasan
          </Link>
        )
      }
    >
      <Description text={description} label="Deskripsi:" />
      <HistoryMoney entry={entry} role={role} />
      {other ? (
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <UserIcon className="size-4 shrink-0 text-base-content/55" />
          <span className="sr-only">{role === 'jalu' ? 'Yasa:' : 'Jalu:'}</span>
          <span className="truncate font-semibold">
            {other.name ?? (role === 'jalu' ? 'Yasa' : 'Jalu')}
          </span>
        </p>
      ) : (
        <p className="text-xs text-base-content/70">Dibatalkan sebelum ada Yasa</p>
      )}
    </RowFrame>
  );
}

/** One job in a list, as that list needs it; render inside a `<JobRows>` list. */
export function JobRow(props: JobRowProps) {
  const row =
    props.variant === 'history' ? (
      <HistoryRow entry={props.entry} role={props.role ?? 'jalu'} />
    ) : props.variant === 'open' ? (
      <OpenRow job={props.job} />
    ) : props.variant === 'order' ? (
      <OrderRow job={props.job} />
    ) : (
      <WorkRow job={props.job} />
    );
  return <li>{row}</li>;
}

/** The list around the rows: one column on a phone, two from `lg`. */
/** The layout of a list of rows (also for `PagedGridStates`' `listClassName`). */
export const JOB_ROWS_CLASS_NAME = 'grid gap-3 lg:grid-cols-2';

export function JobRows({
  label,
  stale = false,
  children,
}: {
  label: string;
  /** The previous filter's rows, shown while the new ones load. */
  stale?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={stale || undefined}
      className={`${JOB_ROWS_CLASS_NAME} ${stale ? STALE_LIST_CLASS_NAME : ''}`}
    >
      {children}
    </ul>
  );
}

/** Row-shaped placeholders while a list loads. */
export function JobRowsSkeleton({
  count = 4,
  label = 'Memuat pekerjaan…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-3 sm:gap-4 sm:p-4"
        >
          <div className="size-16 shrink-0 animate-pulse rounded-field bg-base-300 sm:size-20" />
          <div className="grow space-y-2">
            <div className="h-5 w-20 animate-pulse rounded-full bg-base-300" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-base-300" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-base-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
