import type { ReactNode } from 'react';

type TopBarProps = {
  /** The landing page pins its bar over the hero; the areas let it scroll with the page top. */
  position?: 'fixed' | 'sticky';
  /** Extra classes, e.g. 'max-lg:hidden' while a page is full screen on phones. */
  className?: string;
  children: ReactNode;
};

export function TopBar({ position = 'sticky', className = '', children }: TopBarProps) {
  return (
    <header
      className={`${position} ${className} inset-x-0 top-0 z-30 border-b border-base-300/70 bg-base-100/90 backdrop-blur`}
    >
      <nav className="navbar mx-auto min-h-16 max-w-6xl gap-2 px-4">{children}</nav>
    </header>
  );
}
