import type { ComponentType } from 'react';
import { AlertIcon, CheckCircleIcon, ClockIcon, CloseIcon } from '@/components/ui/icons';

const TONES = {
  waiting: { className: 'bg-warning/25 text-warning-content', Icon: ClockIcon },
  working: { className: 'bg-info/12 text-info', Icon: ClockIcon },
  confirm: { className: 'bg-accent/20 text-accent-content', Icon: ClockIcon },
  done: { className: 'bg-success/15 text-success', Icon: CheckCircleIcon },
  cancelled: { className: 'bg-base-300 text-base-content/70', Icon: CloseIcon },
  failed: { className: 'bg-error/12 text-error', Icon: AlertIcon },
  dispute: { className: 'bg-error/12 text-error', Icon: AlertIcon },
} as const satisfies Record<
  string,
  { className: string; Icon: ComponentType<{ className?: string }> }
>;

export type StatusTone = keyof typeof TONES;

/** A small status badge: a tone (colour and icon) and the words; one look for every status. */
export function StatusPill({ tone, label }: { tone: StatusTone; label: string }) {
  const { className, Icon } = TONES[tone];
  return (
    <span className={`badge badge-sm h-6 gap-1 border-0 px-2.5 font-semibold ${className}`}>
      <Icon className="size-3.5" />
      {label}
    </span>
  );
}
