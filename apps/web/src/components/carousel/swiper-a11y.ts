import type { A11yOptions } from 'swiper/types';

/** Swiper's screen-reader texts, in Indonesian. */
export const SWIPER_A11Y_ID: A11yOptions = {
  prevSlideMessage: 'Sebelumnya',
  nextSlideMessage: 'Berikutnya',
  firstSlideMessage: 'Ini yang pertama',
  lastSlideMessage: 'Ini yang terakhir',
  paginationBulletMessage: 'Ke nomor {{index}}',
  slideLabelMessage: '{{index}} dari {{slidesLength}}',
  // Read out as what the thing is (aria-roledescription): Indonesian too.
  containerRoleDescriptionMessage: 'korsel',
  itemRoleDescriptionMessage: 'salindia',
};

/** People who asked their system for less motion get no autoplay. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
