import type { JobCategory } from '@bantuin/contract';
import { categoryLook } from './job-pieces';

/**
 * The top of a job card: the first room photo, or (a Nitip, or no photo) the category's tint and
 * icon, so every card in a grid has the same shape.
 */
export function JobCover({
  image,
  category,
  className = 'aspect-[2/1]',
}: {
  image: string | undefined;
  category: JobCategory;
  className?: string;
}) {
  if (image) {
    return (
      <div className={`overflow-hidden bg-base-300 ${className}`}>
        <img
          src={image}
          alt=""
          loading="lazy"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
    );
  }
  const { tint, Icon } = categoryLook(category);
  return (
    <div
      aria-hidden="true"
      className={`relative grid place-items-center overflow-hidden bg-linear-to-br ${tint} ${className}`}
    >
      <span className="absolute -top-8 -right-6 size-32 rounded-full bg-base-100/30" />
      <span className="absolute -bottom-12 -left-6 size-36 rounded-full bg-base-100/25" />
      <span className="relative grid size-16 place-items-center rounded-2xl bg-base-100/75 shadow-sm">
        <Icon className="size-8" />
      </span>
    </div>
  );
}
