import {
  formatDateLong,
  formatDecimal,
  formatIDR,
  formatScheduledAt,
  type JobCategory,
} from '@bantuin/contract';
import type { ComponentType } from 'react';
import { Avatar } from '@/components/avatar';
import {
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  ShoppingBagIcon,
  SparklesIcon,
} from '@/components/ui/icons';

/*
 * Small pieces every job card and detail uses, in both areas (a Yasa's open jobs and jobs, a
 * Jalu's orders). Each takes plain values, not a whole Job, so a history entry can use them too.
 */

const CATEGORY_LOOK: Record<
  JobCategory,
  { badge: string; tint: string; Icon: ComponentType<{ className?: string }> }
> = {
  Bebersih: {
    badge: 'bg-primary/12 text-primary',
    tint: 'from-primary/15 to-primary/5 text-primary',
    Icon: SparklesIcon,
  },
  Nitip: {
    badge: 'bg-secondary/35 text-secondary-content',
    tint: 'from-secondary/40 to-secondary/10 text-secondary-content',
    Icon: ShoppingBagIcon,
  },
};

/** The category's icon and tint (e.g. a card without a photo uses them as its cover). */
export function categoryLook(category: JobCategory) {
  return CATEGORY_LOOK[category];
}

/** 'Bebersih' / 'Nitip' with its icon. `solid` sits on photos. */
export function CategoryBadge({
  category,
  solid = false,
  className = '',
}: {
  category: JobCategory;
  solid?: boolean;
  className?: string;
}) {
  const { badge, Icon } = CATEGORY_LOOK[category];
  const look = solid ? 'bg-base-100/95 text-base-content shadow-sm' : badge;
  return (
    <span className={`badge badge-sm h-6 gap-1 border-0 px-2.5 font-semibold ${look} ${className}`}>
      <Icon className="size-3.5" />
      {category}
    </span>
  );
}

/** The fee in rupiah; `label` (e.g. 'Biaya:') is shown before it. */
export function JobFee({
  fee,
  label,
  className = 'text-lg font-extrabold text-primary',
}: {
  fee: number;
  label?: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {label && <span className="me-1 text-sm font-medium text-base-content/70">{label}</span>}
      {formatIDR(fee)}
    </p>
  );
}

/** The address behind a pin, clamped to 3 lines (spec §9) unless `clamp` is false. */
export function JobAddress({
  address,
  label,
  clamp = true,
  className = '',
}: {
  address: string;
  label?: string;
  clamp?: boolean;
  className?: string;
}) {
  return (
    <p className={`flex gap-1.5 text-sm text-base-content/75 ${className}`}>
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-base-content/45" />
      <span className={clamp ? 'line-clamp-3' : 'whitespace-pre-line'}>
        {label && <span className="me-1 font-medium text-base-content/70">{label}</span>}
        {address}
      </span>
    </p>
  );
}

/** A date in the long Indonesian form: '5 Maret 2026'. */
export function JobDate({
  date,
  prefix,
  className = '',
}: {
  date: string;
  /** E.g. 'Diposting'. */
  prefix?: string;
  className?: string;
}) {
  return (
    <p className={`flex items-center gap-1.5 text-xs text-base-content/70 ${className}`}>
      <CalendarIcon className="size-3.5 shrink-0" />
      <span>
        {prefix && `${prefix} `}
        <time dateTime={date}>{formatDateLong(date)}</time>
      </span>
    </p>
  );
}

/** 'Waktu: Sabtu, 28 November 2026, 09.00 WIB'; nothing for a job without one. */
export function JobSchedule({
  scheduledAt,
  className = '',
}: {
  scheduledAt: string | null;
  className?: string;
}) {
  if (!scheduledAt) return null;
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-medium text-base-content/80 ${className}`}
    >
      <ClockIcon className="size-4 shrink-0 text-base-content/45" />
      <span>
        {/* Labelled on the card too, beside 'Diposting' (issue 28: two unlabelled dates). */}
        <span>Waktu: </span>
        <time dateTime={scheduledAt}>{formatScheduledAt(scheduledAt)}</time>
      </span>
    </p>
  );
}

/** Someone on a job (the Jalu on a Yasa's card, the Yasa on a Jalu's): picture and name. */
export function JobPerson({
  name,
  picture,
  fallbackName,
  caption,
  size = 'sm',
}: {
  name: string | null;
  picture: string | null;
  /** Shown when the person has not filled in a name, e.g. 'Jalu'. */
  fallbackName: string;
  /** A small line above the name, e.g. 'Jalu'. */
  caption?: string;
  size?: 'sm' | 'md';
}) {
  const shown = name ?? fallbackName;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar
        src={picture}
        alt={`Foto ${shown}`}
        className={size === 'sm' ? 'size-7 ring-1' : 'size-11'}
      />
      <div className="min-w-0">
        {caption && <p className="text-xs text-base-content/70">{caption}</p>}
        <p className={`truncate font-semibold ${size === 'sm' ? 'text-sm' : ''}`}>{shown}</p>
      </div>
    </div>
  );
}

/** 1.234 → '1,2 km'; anything under 100 m → '< 0,1 km'. */
export function formatDistanceKm(km: number): string {
  if (km < 0.1) return '< 0,1 km';
  return `${formatDecimal(km, 1)} km`;
}
