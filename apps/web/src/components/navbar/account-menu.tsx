import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';

type AccountMenuProps = {
  profilePath: string;
  /** 'Keamanan Akun' (password, email, devices), when the area has it. */
  accountPath?: string;
  onLogout: () => void;
  /** The profile picture; the default image when there is none. */
  avatarSrc?: string | null;
  /** More links between 'Profil' and 'Keluar' (e.g. 'Daftar Blokir'). */
  links?: ReadonlyArray<{ to: string; label: string }>;
};

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Which item gets the focus when the menu opens. */
type Opening = 'first' | 'last';

/**
 * The avatar's menu, as the WAI-ARIA menu button pattern: Enter, Space or ↓ opens it on the
 * first item (↑ on the last), ↑/↓/Home/End move between the items, Escape closes it and gives
 * the focus back to the avatar, Tab or a click elsewhere closes it. Closed, the items are not
 * rendered, so they take no tab stops. Choosing an item gives the focus back to the avatar too.
 */
export function AccountMenu({
  profilePath,
  accountPath,
  onLogout,
  avatarSrc,
  links = [],
}: AccountMenuProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = ({ refocus }: { refocus: boolean }) => {
    setOpening(null);
    if (refocus) button.current?.focus();
  };

  // Focus the chosen item once the items exist.
  useEffect(() => {
    if (opening === null) return;
    const all = itemsOf(menu.current);
    (opening === 'first' ? all[0] : all.at(-1))?.focus();
  }, [opening]);

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = itemsOf(menu.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close({ refocus: true });
      case 'Tab':
        // The focus moves on from the avatar's place in the page.
        return close({ refocus: false });
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-label="Menu akun"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="btn btn-circle btn-ghost"
        onClick={() => (open ? close({ refocus: false }) : setOpening('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar src={avatarSrc} alt="" className="size-10" />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="menu absolute end-0 z-40 mt-3 w-52 gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to={profilePath}
              onClick={() => close({ refocus: true })}
            >
              <UserIcon className="size-4" />
              Profil
            </Link>
          </li>
          {accountPath && (
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={accountPath}
                onClick={() => close({ refocus: true })}
              >
                <UserIcon className="size-4" />
                Keamanan Akun
              </Link>
            </li>
          )}
          {links.map((link) => (
            <li role="none" key={link.to}>
              <Link
                role="menuitem"
                tabIndex={-1}
                to={link.to}
                onClick={() => close({ refocus: true })}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="text-error"
              onClick={() => {
                close({ refocus: true });
                onLogout();
              }}
            >
              <LogoutIcon className="size-4" />
              Keluar
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
