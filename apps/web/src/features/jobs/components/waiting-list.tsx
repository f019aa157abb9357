import { formatDateLong, type Applicant } from '@bantuin/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { RatingBadge } from '@/components/rating';
import { UserIcon } from '@/components/ui/icons';
import { VerifiedBadge } from '@/components/verified-badge';

type WaitingListProps = {
  applicants: Applicant[];
  /** Where an applicant's public profile opens (with 'Terima' for this order). */
  profilePath: (applicant: Applicant) => string;
  onAccept: (applicant: Applicant) => void;
  /** The applicant being accepted; every 'Terima' waits meanwhile. */
  acceptingId: string | null;
};

/**
 * 'Daftar Tunggu Yasa': who applied, with a rating or 'Yasa Baru', and 'Terima' for each. It sits
 * in the order's summary card, next to the fee, so choosing a Yasa is the first thing in view.
 */
export function WaitingList({ applicants, profilePath, onAccept, acceptingId }: WaitingListProps) {
  const titleId = useId();
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const shown = verifiedOnly ? applicants.filter((applicant) => applicant.verified) : applicants;
  return (
    <section aria-labelledby={titleId} className="text-start">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-bold">
          Daftar Tunggu Yasa
        </h2>
        {applicants.length > 0 && (
          <span className="badge badge-sm badge-primary badge-soft font-semibold">
            {applicants.length} pelamar
          </span>
        )}
      </div>

      {applicants.length === 0 ? (
        <div className="mt-3 flex flex-col items-center rounded-field border border-dashed border-base-300 px-4 py-6 text-center">
          <UserIcon className="size-7 text-base-content/35" />
          <p className="mt-2 text-sm font-semibold">Belum ada Yasa yang melamar</p>
          <p className="mt-1 text-xs text-base-content/70">
            Pelamar baru langsung muncul di sini, tanpa perlu memuat ulang halaman.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-xs text-base-content/70">
            Pilih satu Yasa untuk mengerjakan pesanan ini.
          </p>
          <label className="label mt-2 cursor-pointer gap-2 text-sm">
            <input
              type="checkbox"
              className="toggle toggle-sm toggle-primary"
              checked={verifiedOnly}
              onChange={(event) => setVerifiedOnly(event.target.checked)}
            />
            Hanya Yasa Terverifikasi
          </label>
          {shown.length === 0 && (
            <p className="mt-2 text-sm text-base-content/70">
              Belum ada pelamar yang terverifikasi.
            </p>
          )}
          <ul className="-mx-2 mt-2 max-h-[min(60vh,28rem)] divide-y divide-base-200 overflow-y-auto px-2">
            {shown.map((applicant) => {
              const name = applicant.name ?? 'Yasa';
              const accepting = acceptingId === applicant.userId;
              return (
                <li key={applicant._id} aria-label={name} className="flex items-center gap-3 py-3">
                  <Avatar src={applicant.profilePicture} alt={`Foto ${name}`} className="size-11" />
                  <div className="min-w-0 grow">
                    <p className="truncate font-semibold">
                      <Link to={profilePath(applicant)} className="link link-hover">
                        {name}
                      </Link>
                    </p>
                    <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5">
                      <RatingBadge rating={applicant.rating} className="badge-sm" />
                      {applicant.verified && <VerifiedBadge className="badge-sm" />}
                      {applicant.cancelledJobs > 0 && (
                        <span className="text-xs font-medium text-error">
                          Mundur {applicant.cancelledJobs}×
                        </span>
                      )}
                      <span className="text-xs text-base-content/70">
                        {formatDateLong(applicant.appliedAt)}
                      </span>
                    </div>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm shrink-0"
                    disabled={acceptingId !== null}
                    aria-busy={accepting}
                    aria-label={`Terima ${name}`}
                    onClick={() => onAccept(applicant)}
                  >
                    {accepting && (
                      <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                    )}
                    Terima
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
