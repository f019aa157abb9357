import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-menu';

export type TabItem = NavItem & { icon: (props: { className?: string }) => ReactNode };

/**
 * Phones and tablets: the area's main places as a bar at the bottom, in reach of a thumb. On a
 * desktop (lg and up) the top bar's inline links take over and this bar is not rendered visibly.
 */
export function TabBar({ items }: { items: TabItem[] }) {
  return (
    <nav
      aria-label="Navigasi utama"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100 pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {items.map(({ icon: TabIcon, ...item }) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${
                  isActive ? 'font-semibold text-primary' : 'font-medium text-base-content/80'
                }`
              }
            >
              <TabIcon className="size-6" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
