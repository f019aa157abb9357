import { APPLICATION_TEXTS } from '@bantuin/contract';
import { CheckCircleIcon } from '@/components/ui/icons';

/** On a Yasa's open job (card and detail) it has already applied to (`hasApplied`). */
export function AppliedBadge() {
  return (
    <span className="badge h-6 w-fit gap-1 border-0 bg-success/15 badge-sm font-semibold text-success">
      <CheckCircleIcon className="size-3.5" />
      {APPLICATION_TEXTS.applied}
    </span>
  );
}

/** On a Yasa's open job they backed out of (`applyRefusal` BACKED_OUT): no second application. */
export function BackedOutBadge() {
  return (
    <span className="badge h-6 w-fit border-0 bg-base-200 badge-sm font-semibold text-base-content">
      {APPLICATION_TEXTS.backedOut}
    </span>
  );
}
