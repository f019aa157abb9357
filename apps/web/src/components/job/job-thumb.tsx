import type { JobCategory } from '@bantuin/contract';
import { categoryLook } from './job-pieces';

/**
 * The small square at the start of a job row: the first room photo, or (a Nitip, or no photo)
 * the category's tint and icon, so every row of a list has the same shape. Decorative: the row's
 * title and category say what it is.
 */
export function JobThumb({
  image,
  category,
  className = 'size-16 sm:size-20',
}: {
  image: string | undefined;
  category: JobCategory;
  className?: string;
}) {
  const frame = `shrink-0 overflow-hidden rounded-field ${className}`;
  if (image) {
    return (
      <div className={`bg-base-300 ${frame}`}>
        <img src={image} alt="" loading="lazy" className="size-full object-cover" />
      </div>
    );
  }
  const { tint, Icon } = categoryLook(category);
  return (
    <div aria-hidden="true" className={`grid place-items-center bg-linear-to-br ${tint} ${frame}`}>
      <Icon className="size-7" />
    </div>
  );
}
