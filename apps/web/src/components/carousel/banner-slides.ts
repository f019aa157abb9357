import cleanHomeUrl from '@/assets/banners/rumah-bersih.svg';
import walletUrl from '@/assets/banners/dompet-aman.svg';
import errandUrl from '@/assets/banners/nitip-belanja.svg';
import flexibleTimeUrl from '@/assets/banners/atur-waktu.svg';
import withdrawUrl from '@/assets/banners/tarik-saldo.svg';
import type { Role } from '@bantuin/contract';

export type BannerTone = 'primary' | 'secondary' | 'neutral' | 'accent';

export type BannerSlide = {
  /** The illustration (drawn on the right; decorative, the text carries the message). */
  image: string;
  title: string;
  description: string;
  /** The slide's background, from the theme. */
  tone: BannerTone;
};

/**
 * The four banners of each home page (spec §2: 4 images), by who reads them: a Jalu hears about
 * ordering help and paying safely; a Yasa about finding work, getting paid and withdrawing.
 */
export const BANNER_SLIDES: Record<Role, BannerSlide[]> = {
  jalu: [
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
      title: 'Atur waktu pengerjaannya',
      description: 'Pilih hari dan jamnya, Yasa datang sesuai jadwalmu.',
      tone: 'neutral',
    },
    {
      image: walletUrl,
      title: 'Bayar aman lewat dompet Bantuin',
      description: 'Biaya ditahan aman sampai pekerjaan selesai.',
      tone: 'accent',
    },
  ],
  yasa: [
    {
      image: flexibleTimeUrl,
      title: 'Cari kerja, atur waktumu sendiri',
      description: 'Lamar pekerjaan di sekitarmu, kapan pun kamu siap.',
      tone: 'primary',
    },
    {
      image: errandUrl,
      title: 'Bebersih dan Nitip di dekatmu',
      description: "Nyalakan 'Terdekat' untuk melihat pekerjaan yang paling dekat.",
      tone: 'secondary',
    },
    {
      image: walletUrl,
      title: 'Biayanya pasti dibayar',
      description: 'Biaya ditahan sejak pesanan dibuat dan masuk ke saldomu saat selesai.',
      tone: 'neutral',
    },
    {
      image: withdrawUrl,
      title: 'Tarik saldo ke rekeningmu',
      description: 'Pindahkan penghasilanmu ke rekening bank kapan saja.',
      tone: 'accent',
    },
  ],
};
