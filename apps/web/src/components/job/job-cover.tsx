import type { JobCategory } from '@bantuin/contract';
import { categoryLook } from './job-pieces';

/**
 * The top of a job card: the first room photo, or (a Nitip, or no photo) the category's tint and
 * icon, so every card in a grid has the same shape.
 */
export function JobCover({
  image,
  category,
  className = 'aspect-[16/9]',
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
      <span className="absolute -top-6 -right-6 size-28 rounded-full bg-base-100/35" />
      <span className="absolute -bottom-10 -left-4 size-32 rounded-full bg-base-100/25" />
      <Icon className="relative size-12 opacity-80" />
    </div>
  );
}
