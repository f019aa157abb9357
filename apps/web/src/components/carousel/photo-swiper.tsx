import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './carousel.css';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { PhotoCarouselProps } from './photo-carousel';
import { SWIPER_A11Y_ID } from './swiper-a11y';

/** The Swiper half of PhotoCarousel (loaded lazily). */
export default function PhotoSwiper({
  images,
  label,
  photoAlt = 'Foto',
  className = 'aspect-[4/3]',
}: PhotoCarouselProps) {
  const several = images.length > 1;
  return (
    <section aria-label={label} className="overflow-hidden rounded-box bg-base-300">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        loop={several}
        navigation={several}
        pagination={several ? { clickable: true } : false}
        keyboard={{ enabled: several }}
        a11y={SWIPER_A11Y_ID}
        className="bantuin-photos"
      >
        {images.map((src, index) => (
          <SwiperSlide key={`${index}-${src}`}>
            <a href={src} target="_blank" rel="noreferrer" className={`block ${className}`}>
              <img
                src={src}
                alt={`${photoAlt} ${index + 1} dari ${images.length}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="size-full object-cover"
              />
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
