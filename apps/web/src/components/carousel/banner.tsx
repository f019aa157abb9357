import { lazy, Suspense } from 'react';
import type { BannerSlide } from './banner-slides';

export type BannerProps = {
  /** The slides, e.g. `BANNER_SLIDES[role]` (each role reads its own). */
  slides: BannerSlide[];
  /** The carousel's accessible name. */
  label?: string;
};

const BannerSwiper = lazy(() => import('./banner-swiper'));

/** The frame the banner takes while Swiper loads (same height, so nothing jumps). */
export function BannerSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-44 animate-pulse rounded-box bg-base-300/70 sm:h-56 lg:h-64"
    />
  );
}

/**
 * The rotating banner of the home pages (spec §2): creative effect, loops, autoplays every
 * 3000 ms and keeps going after a swipe. Swiper loads on first use.
 */
export function Banner(props: BannerProps) {
  return (
    <Suspense fallback={<BannerSkeleton />}>
      <BannerSwiper {...props} />
    </Suspense>
  );
}
