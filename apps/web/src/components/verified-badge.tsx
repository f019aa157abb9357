import { VERIFIED_BADGE_LABEL } from '@bantuin/contract';
import { CheckCircleIcon } from '@/components/ui/icons';

/** 'Terverifikasi': the Yasa's KTP and selfie were checked by Bantuin. */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`badge gap-1 border-teal-200 bg-teal-50 font-semibold text-teal-900 ${className}`}
      title="Identitas (KTP) sudah diperiksa Bantuin"
    >
      <CheckCircleIcon className="size-3.5 text-teal-600" />
      {VERIFIED_BADGE_LABEL}
    </span>
  );
}
