import 'swiper/css';
import 'swiper/css/effect-creative';
import 'swiper/css/pagination';
import './carousel.css';
import { A11y, Autoplay, EffectCreative, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { BannerProps } from './banner';
import { BannerSlide } from './banner-slide';
import { prefersReducedMotion, SWIPER_A11Y_ID } from './swiper-a11y';

/** Spec §9: a new banner every 3 seconds. */
export const BANNER_DELAY_MS = 3000;

/** The Swiper half of Banner (loaded lazily). */
export default function BannerSwiper({ slides, label = 'Info Bantuin' }: BannerProps) {
  return (
    <section aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, EffectCreative, Pagination]}
        effect="creative"
        creativeEffect={{
          prev: { shadow: true, translate: ['-20%', 0, -1] },
          next: { translate: ['100%', 0, 0] },
        }}
        loop
        // Keeps turning after a swipe or a tap on a dot (spec: continues after interaction).
        autoplay={
          prefersReducedMotion() ? false : { delay: BANNER_DELAY_MS, disableOnInteraction: false }
        }
        pagination={{ clickable: true }}
        a11y={SWIPER_A11Y_ID}
        className="bantuin-banner rounded-box shadow-sm"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.title}>
            <BannerSlide slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
