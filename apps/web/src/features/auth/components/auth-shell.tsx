import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

type AuthShellProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Below the form: the link to the other auth page. */
  footer: ReactNode;
};

/** The frame shared by login and both registrations: back link, logo, title, a card. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="relative min-h-dvh overflow-hidden bg-base-100 sm:bg-base-200">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 hidden size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl sm:block"
      />
      <main className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6 sm:justify-center sm:py-12">
        <Link
          to={paths.landing}
          className="btn btn-ghost btn-sm -ms-2 self-start text-base-content/80"
        >
          <ArrowLeftIcon className="size-4" />
          Kembali
        </Link>
        <div className="mt-4 sm:rounded-box sm:border sm:border-base-300 sm:bg-base-100 sm:p-8 sm:shadow-xl sm:shadow-primary/5">
          <LogoMark className="size-12" />
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-1 text-base-content/70">{subtitle}</p>
          <div className="mt-7">{children}</div>
          <div className="mt-6 text-center text-sm">{footer}</div>
        </div>
      </main>
    </div>
  );
}
