import { useId, type ReactNode } from 'react';

const SIZES = {
  /** A card inside a narrow column (Tarik Saldo). */
  sm: { box: 'p-4 sm:p-5', title: 'font-bold', gap: 'mb-3' },
  /** A section of a page (the order form, the proof, a complaint). */
  md: { box: 'p-5 sm:p-6', title: 'text-base font-bold', gap: 'mb-4' },
  /** A main block of a page (the profile's 'Data diri', 'Ulasan'). */
  lg: { box: 'p-5 sm:p-6', title: 'text-lg font-bold', gap: 'mb-5' },
} as const;

type CardProps = {
  /** Names the section (its accessible name); a card without one is plain. */
  title?: string;
  /** Beside the title, e.g. a count or a 'Lihat semua' link. */
  aside?: ReactNode;
  size?: keyof typeof SIZES;
  /** Placement in the page's grid (e.g. 'lg:col-start-1'). */
  className?: string;
  children: ReactNode;
};

/** The white, bordered card of every page; its title (if any) names the section. */
export function Card({ title, aside, size = 'md', className = '', children }: CardProps) {
  const titleId = useId();
  const look = SIZES[size];
  const heading = title && (
    <h2 id={titleId} className={aside === undefined ? `${look.gap} ${look.title}` : look.title}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`rounded-box border border-base-300 bg-base-100 ${look.box} shadow-sm ${className}`}
    >
      {aside === undefined ? (
        heading
      ) : (
        <div className={`${look.gap} flex items-center justify-between gap-3`}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
