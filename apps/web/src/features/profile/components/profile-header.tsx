import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { PencilIcon } from '@/components/ui/icons';

type ProfileHeaderProps = {
  picture: string | null;
  name: string | null;
  /** Next to the name: the role, a rating or the 'new worker' badge. */
  badges: ReactNode;
  /** Lines under the name (email, join date). */
  meta: ReactNode;
  /** The signed-in person's own profile: 'Ubah Profil' goes here. */
  editPath?: string;
  /** Someone else's profile: its own button instead (e.g. 'Terima'). */
  action?: ReactNode;
  /** Below, across the card: e.g. the Yasa's numbers. */
  children?: ReactNode;
};

/** The top of a profile: cover, picture, name, badges and 'Ubah Profil'. */
export function ProfileHeader({
  picture,
  name,
  badges,
  meta,
  editPath,
  action,
  children,
}: ProfileHeaderProps) {
  return (
    <section className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
      <div
        aria-hidden="true"
        className="h-24 bg-linear-120 from-primary/25 via-primary/10 to-secondary/30 sm:h-28"
      />
      <div className="px-5 pb-5 sm:px-7 sm:pb-6">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end">
          <div className="w-fit rounded-full bg-base-100 p-1 shadow-sm">
            <Avatar
              src={picture}
              alt={name ? `Foto profil ${name}` : 'Foto profil'}
              className="size-24 sm:size-28"
            />
          </div>
          <div className="min-w-0 grow sm:pb-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
                {name ?? <span className="text-base-content/70">Nama belum diisi</span>}
              </h1>
              {badges}
            </div>
            <div className="mt-1 space-y-0.5 text-sm text-base-content/70">{meta}</div>
          </div>
          {editPath ? (
            <Link to={editPath} className="btn btn-primary sm:mb-1">
              <PencilIcon className="size-4" />
              Ubah Profil
            </Link>
          ) : (
            action && <div className="sm:mb-1">{action}</div>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
