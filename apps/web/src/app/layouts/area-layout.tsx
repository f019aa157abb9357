import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandLink } from '@/components/logo';
import { AccountMenu } from '@/components/navbar/account-menu';
import { NavMenuInline, type NavItem } from '@/components/navbar/nav-menu';
import { TabBar, type TabItem } from '@/components/navbar/tab-bar';
import { TopBar } from '@/components/navbar/top-bar';
import { useLogout } from '@/features/auth/use-logout';
import { useFullScreenOnPhone } from '@/app/use-route-title';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

type AreaLayoutProps = {
  /** The top bar's links (desktop). */
  navItems: NavItem[];
  /** The bottom tab bar's places (phones, tablets). */
  tabItems: TabItem[];
  profilePath: string;
  /** 'Keamanan Akun' of the area (in the avatar's menu). */
  accountPath?: string;
  /** 'Notifikasi' of the area (the bell links there). */
  notificationsPath: string;
  /** The signed-in user's picture (from the role's profile query); the default image otherwise. */
  avatarSrc?: string | null;
  /** The avatar menu's links besides 'Profil' and 'Keluar'. */
  menuLinks?: ReadonlyArray<{ to: string; label: string }>;
  /** Below every page of the area, kept in view (the 'Verifikasi email' banner). */
  banner?: ReactNode;
};

/**
 * The frame of a signed-in area: top bar, the page, and on small screens a bottom tab bar. A
 * page whose route asks for `fullScreenOnPhone` (the chat) gets the whole screen below lg.
 */
export function AreaLayout({
  navItems,
  tabItems,
  profilePath,
  accountPath,
  notificationsPath,
  avatarSrc,
  menuLinks,
  banner,
}: AreaLayoutProps) {
  const logout = useLogout();
  const fullScreen = useFullScreenOnPhone();
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <TopBar className={fullScreen ? 'max-lg:hidden' : undefined}>
        <div className="navbar-start gap-1">
          <BrandLink />
        </div>
        <div className="navbar-center">
          <NavMenuInline items={navItems} />
        </div>
        <div className="navbar-end gap-1">
          <NotificationBell to={notificationsPath} />
          <AccountMenu
            profilePath={profilePath}
            accountPath={accountPath}
            avatarSrc={avatarSrc}
            links={menuLinks}
            onLogout={() => void logout()}
          />
        </div>
      </TopBar>
      <main
        className={`mx-auto w-full max-w-6xl grow lg:px-4 lg:pt-6 lg:pb-6 ${
          fullScreen ? '' : 'px-4 pt-6 pb-24'
        }`}
      >
        <Outlet />
        {/* After the page, kept in view above the tab bar: a notice that arrives with its
            answer moves nothing already on screen (it was a 0.1–0.5 layout shift above). */}
        {!fullScreen && (
          <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 mt-4 lg:bottom-6">
            {banner}
          </div>
        )}
      </main>
      {!fullScreen && <TabBar items={tabItems} />}
    </div>
  );
}
