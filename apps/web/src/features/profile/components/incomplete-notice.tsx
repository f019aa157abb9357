import { Link } from 'react-router';
import { AlertIcon } from '@/components/ui/icons';

/** Shown while name, birth date or address is missing: the server asks for them before jobs. */
export function IncompleteNotice({ editPath, reason }: { editPath: string; reason: string }) {
  return (
    <div
      role="status"
      className="alert items-start border-amber-200 bg-amber-50 text-amber-950 sm:items-center"
    >
      <AlertIcon className="size-5 shrink-0 text-amber-600" />
      <div className="grow">
        <p className="font-semibold">Profilmu belum lengkap</p>
        <p className="text-sm text-amber-900/80">{reason}</p>
      </div>
      <Link to={editPath} className="btn btn-sm btn-warning">
        Lengkapi
      </Link>
    </div>
  );
}
