import { useId, type ReactNode } from 'react';

type PanelProps = {
  title: string;
  /** Beside the title, e.g. a count or a link. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled white card, the building block of the profile pages. */
export function Panel({ title, aside, children, className = '' }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
