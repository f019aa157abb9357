import { Outlet } from 'react-router';
import { BrandLink } from '@/components/logo';
import { AccountMenu } from '@/components/navbar/account-menu';
import { NavMenuCollapsed, NavMenuInline, type NavItem } from '@/components/navbar/nav-menu';
import { TopBar } from '@/components/navbar/top-bar';
import { useLogout } from '@/features/auth/use-logout';

type AreaLayoutProps = {
  navItems: NavItem[];
  profilePath: string;
  /** The signed-in user's picture (from the role's profile query); the default image otherwise. */
  avatarSrc?: string | null;
};

/** The frame of a signed-in area: navbar (collapsed on small screens) and the page below. */
export function AreaLayout({ navItems, profilePath, avatarSrc }: AreaLayoutProps) {
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <TopBar>
        <div className="navbar-start gap-1">
          <NavMenuCollapsed items={navItems} />
          <BrandLink />
        </div>
        <div className="navbar-center">
          <NavMenuInline items={navItems} />
        </div>
        <div className="navbar-end">
          <AccountMenu
            profilePath={profilePath}
            avatarSrc={avatarSrc}
            onLogout={() => void logout()}
          />
        </div>
      </TopBar>
      <main className="mx-auto w-full max-w-6xl grow px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
