import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { closeActiveDropdown } from '@/components/ui/close-active-dropdown';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';

type AccountMenuProps = {
  profilePath: string;
  onLogout: () => void;
  /** The profile picture; the default image when there is none. */
  avatarSrc?: string | null;
};

export function AccountMenu({ profilePath, onLogout, avatarSrc }: AccountMenuProps) {
  return (
    <div className="dropdown dropdown-end">
      <div tabIndex={0} role="button" aria-label="Menu akun" className="btn btn-circle btn-ghost">
        <Avatar src={avatarSrc} alt="" className="size-10" />
      </div>
      <ul
        tabIndex={0}
        className="menu dropdown-content z-40 mt-3 w-52 gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <li>
          <Link to={profilePath} onClick={closeActiveDropdown}>
            <UserIcon className="size-4" />
            Profile
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="text-error"
            onClick={() => {
              closeActiveDropdown();
              onLogout();
            }}
          >
            <LogoutIcon className="size-4" />
            Keluar
          </button>
        </li>
      </ul>
    </div>
  );
}
