import type { ComponentType, ReactNode } from 'react';

export type Detail = {
  label: string;
  /** null: not filled in yet. */
  value: ReactNode | null;
  Icon: ComponentType<{ className?: string }>;
  /** Takes the whole row (long text such as an address). */
  wide?: boolean;
};

/** The profile's facts as a description list, with 'Belum diisi' for what is not set. */
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
            {value ?? <span className="font-normal text-base-content/70 italic">Belum diisi</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
