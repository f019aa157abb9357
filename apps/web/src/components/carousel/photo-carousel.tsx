import { lazy, Suspense } from 'react';

export type PhotoCarouselProps = {
  /** Picture URLs (e.g. a Bebersih job's room photos, or proof of completion). */
  images: string[];
  /** The carousel's accessible name, e.g. 'Foto ruangan'. */
  label: string;
  /** Each picture's alt starts with this: 'Foto ruangan 1 dari 3'. */
  photoAlt?: string;
  /** The shape of each slide; 4:3 by default. */
  className?: string;
};

const PhotoSwiper = lazy(() => import('./photo-swiper'));

/**
 * Swipeable photos with arrows, dots and keyboard; a tap opens the full picture. Swiper loads on
 * first use.
 */
export function PhotoCarousel(props: PhotoCarouselProps) {
  const { className = 'aspect-[4/3]' } = props;
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className={`animate-pulse rounded-box bg-base-300 ${className}`} />
      }
    >
      <PhotoSwiper {...props} />
    </Suspense>
  );
}
