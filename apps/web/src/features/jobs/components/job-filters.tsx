import { JOB_CATEGORIES, type JobCategory } from '@bantuin/contract';
import { useId } from 'react';
import { LocateIcon } from '@/components/ui/icons';

const CHOICES: { value: JobCategory | undefined; label: string }[] = [
  { value: undefined, label: 'Semua' },
  ...JOB_CATEGORIES.map((category) => ({ value: category, label: category })),
];

type JobFiltersProps = {
  category: JobCategory | undefined;
  onCategoryChange: (category: JobCategory | undefined) => void;
  nearest: boolean;
  /** True while the browser is asked for the location. */
  locating: boolean;
  onNearestChange: (nearest: boolean) => void;
};

/** Semua / Bebersih / Nitip, and 'Terdekat' (nearest first, from the device's location). */
export function JobFilters({
  category,
  onCategoryChange,
  nearest,
  locating,
  onNearestChange,
}: JobFiltersProps) {
  const name = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="radiogroup"
        aria-label="Kategori"
        className="join rounded-field bg-base-100 shadow-xs"
      >
        {CHOICES.map(({ value, label }) => (
          <input
            key={label}
            type="radio"
            name={name}
            aria-label={label}
            checked={category === value}
            onChange={() => onCategoryChange(value)}
            className="join-item btn btn-sm border-base-300 font-semibold checked:border-primary"
          />
        ))}
      </div>
      <label className="flex h-8 cursor-pointer items-center gap-2 rounded-field border border-base-300 bg-base-100 px-3 text-sm font-semibold shadow-xs">
        {locating ? (
          <span className="loading loading-spinner loading-xs text-primary" aria-hidden="true" />
        ) : (
          <LocateIcon className="size-4 text-primary" />
        )}
        Terdekat
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary toggle-sm"
          checked={nearest}
          disabled={locating}
          aria-busy={locating}
          onChange={(event) => onNearestChange(event.target.checked)}
        />
      </label>
    </div>
  );
}
