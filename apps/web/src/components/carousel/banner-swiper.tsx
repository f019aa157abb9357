import 'swiper/css';
import 'swiper/css/effect-creative';
import 'swiper/css/pagination';
import './carousel.css';
import { A11y, Autoplay, EffectCreative, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { BannerProps } from './banner';
import type { BannerTone } from './banner-slides';
import { prefersReducedMotion, SWIPER_A11Y_ID } from './swiper-a11y';

/** Spec §9: a new banner every 3 seconds. */
export const BANNER_DELAY_MS = 3000;

const TONES: Record<BannerTone, string> = {
  primary: 'bg-linear-to-br from-primary to-[oklch(41%_0.085_195)] text-primary-content',
  secondary: 'bg-linear-to-br from-secondary to-[oklch(74%_0.16_65)] text-secondary-content',
  neutral: 'bg-linear-to-br from-neutral to-[oklch(24%_0.03_235)] text-neutral-content',
  accent: 'bg-linear-to-br from-accent to-[oklch(64%_0.16_25)] text-accent-content',
};

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
            <div
              className={`relative flex h-44 overflow-hidden rounded-box sm:h-56 lg:h-64 ${TONES[slide.tone]}`}
            >
              <div className="relative z-10 flex w-[62%] flex-col justify-center gap-1.5 py-5 ps-5 pe-2 sm:w-1/2 sm:gap-2 sm:p-8 lg:p-10">
                <p className="text-lg leading-snug font-extrabold tracking-tight text-balance sm:text-2xl lg:text-3xl">
                  {slide.title}
                </p>
                <p className="text-xs leading-relaxed opacity-85 sm:text-sm lg:text-base">
                  {slide.description}
                </p>
              </div>
              <img
                src={slide.image}
                alt=""
                draggable={false}
                className="pointer-events-none absolute right-0 bottom-0 h-full w-auto max-w-[48%] object-contain object-right-bottom sm:right-4 lg:right-10"
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
