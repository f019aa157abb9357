import type { ErrorCode } from './errors.js';
import { formatDecimal } from './format.js';

/**
 * The spec's success messages (§8), kept verbatim: the server answers them as `{ message }` for
 * clients that match on them (the original app). People never see them: the web shows
 * SHOWN_SUCCESS_MESSAGES (decision 2026-11-27-indonesian-everywhere).
 */
export const SUCCESS_MESSAGES = {
  /** POST /clients/jobs/bersih and /clients/jobs/belanja. */
  jobCreated: 'Berhasil membuat Pekerjaan',
  /** PATCH /clients/jobs/:id/:workerUserId. */
  workerAccepted: 'Berhasil Menerima Worker',
  /** The web's second toast after accepting a Yasa. */
  workerAcceptedFollowUp: 'Kamu tinggal tunggu pekerjaan nya beres',
  /** DELETE /clients/jobs/:id. */
  jobCancelled: 'Berhasil membatalkan order nya',
  /** POST /workers/jobs/:id. */
  applied: 'Successfully apply for the job',
  /** PATCH /workers/jobs/:id/worker (the proof of work). */
  proofSent: 'Successfully',
  /** PATCH /clients/jobs/:id/client (the Jalu confirms and pays). */
  jobConfirmed: 'Anda telah menyelesaikan order anda',
  /** POST /clients/jobs/:id/review. */
  reviewed: 'berhasil memberikan rating',
} as const;
export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES];

/**
 * What the web shows for each of SUCCESS_MESSAGES: Indonesian, in the 'kamu' voice, one word
 * per thing ('Yasa', 'pesanan'). The spec's English ('Successfully …') and 'Anda' sentences are
 * replaced; its Indonesian ones stay where they already read well.
 */
export const SHOWN_SUCCESS_MESSAGES = {
  jobCreated: 'Berhasil membuat pesanan',
  workerAccepted: 'Berhasil menerima Yasa',
  workerAcceptedFollowUp: 'Kamu tinggal menunggu pekerjaannya beres',
  jobCancelled: 'Berhasil membatalkan pesanan',
  applied: 'Berhasil melamar pekerjaan',
  proofSent: 'Bukti pekerjaan terkirim',
  jobConfirmed: 'Kamu telah menyelesaikan pesananmu',
  reviewed: 'Berhasil memberikan ulasan',
} as const satisfies Record<keyof typeof SUCCESS_MESSAGES, string>;

/**
 * A Yasa's page of an open job that offers no 'Melamar' (the job's `actions`): applied already
 * (`hasApplied`), or the job takes applications no more (its time passed). Never 'Sudah melamar'
 * for someone who did not apply.
 */
export const APPLICATION_TEXTS = {
  applied: 'Sudah melamar',
  appliedHint: 'Lamaranmu sudah terkirim. Tunggu Jalu memilih Yasa untuk pekerjaan ini.',
  closed: 'Lamaran ditutup',
  closedHint: 'Pesanan ini tidak menerima lamaran lagi.',
  /** Job.applyRefusal BACKED_OUT. */
  backedOut: 'Kamu sudah mundur',
  backedOutHint: 'Kamu sudah mundur dari pekerjaan ini, jadi tidak bisa melamar lagi.',
  /** Job.applyRefusal VERIFICATION_REQUIRED (with a link to 'Verifikasi'). */
  verificationRequired: 'Perlu verifikasi',
  verificationRequiredHint: 'Verifikasi identitas (KTP) dulu sebelum melamar pekerjaan.',
  verificationLink: 'Verifikasi sekarang',
} as const;

/**
 * How far an open job is from the Yasa looking at it (GET /jobs/:id with `near`: `distanceKm`,
 * to 0.1 km): 'Sekitar 1,2 km darimu'.
 */
export function distanceFromYouText(km: number): string {
  if (km < 0.1) return 'Kurang dari 100 m darimu';
  return `Sekitar ${formatDecimal(km, 1)} km darimu`;
}

/** Where a person reaches Bantuin's team (the suspension screen's 'Hubungi tim Bantuin'). */
export const SUPPORT_EMAIL = 'bantuan@bantuin.id';

/**
 * Errors whose `message` the API keeps in the spec's English for older clients (the original
 * app matches 'Fill in your profile first!' to open the profile): the web shows these sentences
 * instead, found by `code`.
 */
export const SHOWN_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  PROFILE_INCOMPLETE: 'Lengkapi profilmu dulu',
  // The geocoder's 'No results found' and 'Geocoder failed due to: {status}'.
  ADDRESS_NOT_FOUND:
    'Alamat titik ini tidak ditemukan. Geser penanda atau tulis alamatnya sendiri.',
  GEOCODER_FAILED:
    'Alamat belum bisa dicari sekarang. Coba lagi nanti atau tulis alamatnya sendiri.',
};
