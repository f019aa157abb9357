import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** The back link, the page's heading and one line about it. */
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
