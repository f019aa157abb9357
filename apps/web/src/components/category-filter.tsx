import { JOB_CATEGORIES, type JobCategory } from '@bantuin/contract';
import { useId } from 'react';

type CategoryFilterProps = {
  value: JobCategory | undefined;
  onChange: (category: JobCategory | undefined) => void;
};

const isCategory = (value: string): value is JobCategory =>
  (JOB_CATEGORIES as readonly string[]).includes(value);

/** Spec §2's category filter ('Kategori'): Semua (every category), Bebersih and Nitip. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        Kategori
      </label>
      <select
        id={id}
        className="select select-sm w-36 bg-base-100"
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isCategory(chosen) ? chosen : undefined);
        }}
      >
        <option value="">Semua</option>
        {JOB_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filter as kept in the page's URL (?category=Nitip); anything else means all. */
export function categoryFromParam(value: string | null): JobCategory | undefined {
  return value && isCategory(value) ? value : undefined;
}
