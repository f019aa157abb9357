import cleanHomeUrl from '@/assets/banners/rumah-bersih.svg';
import walletUrl from '@/assets/banners/dompet-aman.svg';
import errandUrl from '@/assets/banners/nitip-belanja.svg';
import flexibleTimeUrl from '@/assets/banners/atur-waktu.svg';

export type BannerTone = 'primary' | 'secondary' | 'neutral' | 'accent';

export type BannerSlide = {
  /** The illustration (drawn on the right; decorative, the text carries the message). */
  image: string;
  title: string;
  description: string;
  /** The slide's background, from the theme. */
  tone: BannerTone;
};

/** The four banners both home pages show (spec §2: 4 images). */
export const DEFAULT_BANNER_SLIDES: BannerSlide[] = [
  {
    image: cleanHomeUrl,
    title: 'Rumah bersih tanpa repot',
    description: 'Yasa terdekat siap bebersih rumahmu hari ini.',
    tone: 'primary',
  },
  {
    image: errandUrl,
    title: 'Nitip belanja ke pasar',
    description: 'Sayur segar dan kebutuhan dapur, diantar sampai pintu.',
    tone: 'secondary',
  },
  {
    image: flexibleTimeUrl,
    title: 'Jadi Yasa, atur waktumu sendiri',
    description: 'Pilih pekerjaan yang cocok, kapan pun kamu siap.',
    tone: 'neutral',
  },
  {
    image: walletUrl,
    title: 'Bayar aman lewat dompet Bantuin',
    description: 'Biaya ditahan aman sampai pekerjaan selesai.',
    tone: 'accent',
  },
];
