import type { BannerSlide as Slide, BannerTone } from './banner-slides';

const TONES: Record<BannerTone, string> = {
  primary: 'bg-linear-to-br from-primary to-[oklch(41%_0.085_195)] text-primary-content',
  secondary: 'bg-linear-to-br from-secondary to-[oklch(74%_0.16_65)] text-secondary-content',
  neutral: 'bg-linear-to-br from-neutral to-[oklch(24%_0.03_235)] text-neutral-content',
  accent: 'bg-linear-to-br from-accent to-[oklch(64%_0.16_25)] text-accent-content',
};

/**
 * One banner: title, description and illustration on the slide's tone. Shared by the carousel
 * and by the still first slide shown while Swiper loads (not lazy, so the page's largest paint
 * does not wait for Swiper's chunk).
 */
export function BannerSlide({ slide }: { slide: Slide }) {
  return (
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
        // An inline SVG: decoded with the frame it belongs to, so it paints with the page's text.
        decoding="sync"
        width={480}
        height={400}
        className="pointer-events-none absolute right-0 bottom-0 h-full w-auto max-w-[48%] object-contain object-right-bottom sm:right-4 lg:right-10"
      />
    </div>
  );
}
