import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** A page's back link, heading and one line about it. */
export function PageHeader({
  back,
  title,
  description,
  aside,
}: {
  back?: { to: string; label: string };
  title: string;
  description?: ReactNode;
  /** Something on the right of the heading (e.g. a filter). */
  aside?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      {back && (
        <Link to={back.to} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-base-content/70">{description}</p>}
        </div>
        {aside}
      </div>
    </header>
  );
}

/**
 * The back link, the page's heading and one line under it, a little further apart than in
 * PageHeader: the pages after the work (confirmation, review, verification).
 */
export function PageTop({
  back,
  title,
  description,
}: {
  back: { to: string; label: string };
  title: string;
  description: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <Link to={back.to} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-base-content/70">{description}</p>
    </header>
  );
}
