import { NavLink } from 'react-router';
import { closeActiveDropdown } from '@/components/ui/close-active-dropdown';
import { MenuIcon } from '@/components/ui/icons';

export type NavItem = {
  to: string;
  label: string;
  /** Match the path exactly, so the area home is not "active" on every child page. */
  end?: boolean;
};

// NavLink marks the current page with aria-current, which daisyUI's menu styles as active.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'font-semibold' : 'font-medium';

function NavLinks({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className={linkClass} onClick={closeActiveDropdown}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/** Large screens: the links inline in the bar (smaller ones have the bottom TabBar). */
export function NavMenuInline({ items }: { items: NavItem[] }) {
  return (
    <ul className="menu menu-horizontal hidden gap-1 px-1 lg:flex">
      <NavLinks items={items} />
    </ul>
  );
}

/** Smaller screens of areas without a tab bar (the admin console): the links in a dropdown. */
export function NavMenuCollapsed({ items }: { items: NavItem[] }) {
  return (
    <div className="dropdown lg:hidden">
      <div
        tabIndex={0}
        role="button"
        aria-label="Buka menu navigasi"
        className="btn btn-square btn-ghost"
      >
        <MenuIcon className="size-6" />
      </div>
      <ul
        tabIndex={0}
        className="menu dropdown-content z-40 mt-3 w-56 gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <NavLinks items={items} />
      </ul>
    </div>
  );
}
