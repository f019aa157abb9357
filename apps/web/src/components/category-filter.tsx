import { JOB_CATEGORIES, type JobCategory } from '@bantuin/contract';
import { useId } from 'react';
import { useSearchParam } from '@/lib/use-search-param';

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
function categoryFromParam(value: string | null): JobCategory | undefined {
  return value && isCategory(value) ? value : undefined;
}

/**
 * A list's category kept in the address (`?category=Nitip` by default): choosing one keeps the
 * page where it is and the focus on the filter (useSearchParam), so only the list changes.
 */
export function useCategoryParam(
  name = 'category',
): [JobCategory | undefined, (next: JobCategory | undefined) => void] {
  const [value, setValue] = useSearchParam(name);
  return [categoryFromParam(value), (next) => setValue(next ?? '')];
}
