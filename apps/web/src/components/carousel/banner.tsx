import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { BannerSlide as Slide } from './banner-slide';
import type { BannerSlide } from './banner-slides';

export type BannerProps = {
  /** The slides, e.g. `BANNER_SLIDES[role]` (each role reads its own). */
  slides: BannerSlide[];
  /** The carousel's accessible name. */
  label?: string;
};

const BannerSwiper = lazy(() => import('./banner-swiper'));

/**
 * What the banner shows while Swiper loads: its first slide, still, in the same place and size, so
 * the page's largest paint (this slide's illustration on a phone) happens with the page rather
 * than after Swiper's chunk arrives, and nothing jumps when the carousel takes over.
 */
function FirstSlide({ slides, label = 'Info Bantuin' }: BannerProps) {
  const first = slides[0];
  return (
    <section aria-label={label}>
      <div className="bantuin-banner rounded-box shadow-sm">{first && <Slide slide={first} />}</div>
    </section>
  );
}

/**
 * The rotating banner of the home pages (spec §2): creative effect, loops, autoplays every
 * 3000 ms and keeps going after a swipe. Swiper loads once the page has loaded and painted
 * (its chunk and its first render are the heaviest part of a home page, and the still first
 * slide looks the same meanwhile).
 */
export function Banner(props: BannerProps) {
  const painted = useAfterFirstPaint();
  if (!painted) return <FirstSlide {...props} />;
  return (
    <Suspense fallback={<FirstSlide {...props} />}>
      <BannerSwiper {...props} />
    </Suspense>
  );
}
