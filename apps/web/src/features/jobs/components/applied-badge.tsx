import { CheckCircleIcon } from '@/components/ui/icons';

/** On a Yasa's open job (card and detail) it has already applied to (`hasApplied`). */
export function AppliedBadge() {
  return (
    <span className="badge h-6 w-fit gap-1 border-0 bg-success/15 badge-sm font-semibold text-success">
      <CheckCircleIcon className="size-3.5" />
      Sudah melamar
    </span>
  );
}
