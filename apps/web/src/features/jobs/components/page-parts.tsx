import { useId, type ReactNode } from 'react';
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

/** A white card; its title (if any) names the section. */
export function Card({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6 ${className}`}
    >
      {title && (
        <h2 id={titleId} className="mb-4 text-base font-bold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A label over its value, in a description list. */
export function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-base-content/70 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
