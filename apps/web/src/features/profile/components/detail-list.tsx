import type { ComponentType, ReactNode } from 'react';

export type Detail = {
  label: string;
  /** null, undefined, '' or blank text: not filled in yet ('Belum diisi'). */
  value: ReactNode | null | undefined;
  Icon: ComponentType<{ className?: string }>;
  /** Takes the whole row (long text such as an address). */
  wide?: boolean;
};

const isMissing = (value: ReactNode | null | undefined) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

/**
 * The profile's facts as a description list, with 'Belum diisi' for what is not set (never an
 * empty cell: a value the server sends as '' counts as not set).
 */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {details.map(({ label, value, Icon, wide }) => (
        // dt and dd directly in the group (axe's definition-list rule): the icon sits in the dt.
        <div key={label} className={`relative min-w-0 ps-12 ${wide ? 'sm:col-span-2' : ''}`}>
          <dt className="text-xs font-medium text-base-content/70">
            <span
              aria-hidden="true"
              className="absolute start-0 top-0 grid size-9 place-items-center rounded-full bg-primary/8 text-primary"
            >
              <Icon className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-0.5 font-semibold break-words whitespace-pre-line">
            {isMissing(value) ? (
              <span className="font-normal text-base-content/70 italic">Belum diisi</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
