import { z } from 'zod';
import { formatIDR, formatScheduledAt } from './format.js';
import { pageQuerySchema } from './pagination.js';

/**
 * Notifications ('Kabar', issue 26): the catalogue of what a person is told, in which words, on
 * which channels by default, and the payloads of the notification API. The server renders a
 * notification from its `kind` and `data` with `renderNotification`; the web shows what the
 * server answers.
 */

export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels a person may switch per group; the inbox (in-app) always records. */
export const CONFIGURABLE_CHANNELS = ['push', 'email', 'whatsapp'] as const;
export type ConfigurableChannel = (typeof CONFIGURABLE_CHANNELS)[number];

/** 'Pengaturan Notifikasi' groups, with their Indonesian labels. */
export const NOTIFICATION_GROUPS = {
  jobs: 'Pekerjaan',
  payments: 'Pembayaran',
  chat: 'Chat',
  reminders: 'Pengingat',
  nearby: 'Pekerjaan di sekitar',
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS | 'account';
export type PreferenceGroup = keyof typeof NOTIFICATION_GROUPS;
export const PREFERENCE_GROUPS = Object.keys(NOTIFICATION_GROUPS) as PreferenceGroup[];

/** What the links point at: the web app's pages (apps/web/src/lib/paths.ts has the same paths). */
const links = {
  jaluOrder: (id: string) => `/jalu/order/${id}`,
  jaluConfirmation: (id: string) => `/jalu/order/${id}/confirmation`,
  jaluChat: (id: string) => `/jalu/order/${id}/chat`,
  yasaMyJob: (id: string) => `/yasa/order/jobs/${id}`,
  yasaJob: (id: string) => `/yasa/order/${id}`,
  yasaChat: (id: string) => `/yasa/order/${id}/chat`,
  yasaApplications: '/yasa/applications',
  wallet: (role: 'jalu' | 'yasa') => `/${role}/wallet`,
  withdraw: (role: 'jalu' | 'yasa') => `/${role}/wallet/withdraw`,
  login: '/login',
  privacy: (role: 'jalu' | 'yasa') => `/${role}/profile/privasi`,
  help: (role: 'jalu' | 'yasa') => `/${role}/bantuan`,
  verification: '/yasa/profile/verifikasi',
  resetPassword: (token: string) => `/atur-ulang-sandi?token=${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verifikasi-email?token=${encodeURIComponent(token)}`,
};

/** The data each kind carries (written by the server when the event happens). */
export interface NotificationData {
  jobId?: string;
  jobTitle?: string;
  chatId?: string;
  /** The role of the recipient, for links that differ per side. */
  role?: 'jalu' | 'yasa';
  amount?: number;
  refund?: number;
  compensation?: number;
  workerAmount?: number;
  /** Nitip with a cap: the shopping money reimbursed to the Yasa (as the receipt, or decided). */
  purchase?: number;
  /** Nitip with a cap: the shopping money back to the Jalu. */
  purchaseRefund?: number;
  workerName?: string;
  scheduledAt?: string;
  releaseAt?: string;
  senderName?: string;
  preview?: string;
  distanceKm?: number;
  reason?: string;
  /** A payout account as people read it: "BCA ••••••7890". */
  accountLabel?: string;
  /**
   * Names the secret of a link or code (issue 27) without holding it: the delivery derives it
   * (`linkToken`, `code`) just before sending, so neither the inbox nor the outbox keeps it.
   */
  secretRef?: string;
  /** Filled in at delivery only: the single-use token of a link mail. */
  linkToken?: string;
  /** Filled in at delivery only: a WhatsApp verification code. */
  code?: string;
  /** Where this one goes instead of the account's address (a new email; the old one). */
  toEmail?: string;
  /** Where this one goes instead of the verified phone (the number being verified). */
  toPhone?: string;
  /** An email address the text names (the new one, after a change). */
  email?: string;
  /** A support ticket's subject ('Hubungi kami'). */
  subject?: string;
}

export interface RenderedNotification {
  title: string;
  body: string;
  /** A path of the web app (prefix it with PUBLIC_URL outside the app). */
  link: string;
}

interface KindDefinition {
  group: NotificationGroup;
  /** Channels used unless the person turned them off for the group. */
  channels: readonly NotificationChannel[];
  /** Email that cannot be turned off: money and account security. */
  emailLocked?: boolean;
  render(data: NotificationData): RenderedNotification;
}

const job = (d: NotificationData) => `"${d.jobTitle ?? 'pekerjaan'}"`;
const rupiah = (amount: number | undefined) => formatIDR(amount ?? 0);
const jobId = (d: NotificationData) => d.jobId ?? '';

/**
 * Every notification kind. A kind's channels are its defaults; push and WhatsApp are used
 * only when the person has a subscription / turned WhatsApp on.
 */
export const NOTIFICATION_KINDS = {
  job_applied: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Ada Yasa yang melamar',
      body: `${d.workerName ?? 'Seorang Yasa'} melamar ${job(d)}. Lihat dan pilih Yasa kamu.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  job_accepted: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Lamaran kamu diterima',
      body: `Kamu dipilih untuk ${job(d)}. Cek detailnya dan hubungi Jalu lewat chat.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  job_not_selected: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Lamaran kamu belum terpilih',
      body: `Jalu memilih Yasa lain untuk ${job(d)}. Masih banyak pekerjaan lain menunggu kamu.`,
      link: links.yasaApplications,
    }),
  },
  job_cancelled_for_worker: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Pekerjaan dibatalkan',
      body:
        ((d.compensation ?? 0) > 0
          ? `Jalu membatalkan ${job(d)}. Kompensasi ${rupiah(d.compensation)} sudah masuk ke saldo kamu.`
          : `Jalu membatalkan ${job(d)}.`) +
        ((d.purchase ?? 0) > 0
          ? ` Uang belanja ${rupiah(d.purchase)} sesuai struk sudah diganti ke saldo kamu.`
          : ''),
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  job_cancelled_refund: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Pesanan dibatalkan',
      body:
        (d.compensation ?? 0) > 0
          ? `${job(d)} dibatalkan. ${rupiah(d.refund)} kembali ke saldo kamu; ${rupiah(d.compensation)} menjadi kompensasi untuk Yasa.`
          : `${job(d)} dibatalkan. ${rupiah(d.refund)} kembali ke saldo kamu.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  job_worker_left: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Yasa mengundurkan diri',
      body: `Yasa untuk ${job(d)} mengundurkan diri. Pekerjaan kamu dibuka lagi untuk pelamar lain.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  job_expired: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Pesanan berakhir tanpa Yasa',
      body: `Waktu ${job(d)} sudah lewat dan belum ada Yasa yang kamu terima, jadi pesanan dibatalkan otomatis. ${rupiah(d.refund)} kembali ke saldo kamu.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  job_expired_applicant: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Pekerjaan sudah berakhir',
      body: `Waktu ${job(d)} sudah lewat tanpa Yasa terpilih, jadi pekerjaan ini ditutup. Masih banyak pekerjaan lain menunggu kamu.`,
      link: links.yasaApplications,
    }),
  },
  proof_sent: {
    group: 'jobs',
    channels: ['in_app', 'push', 'email'],
    render: (d) => ({
      title: 'Bukti pekerjaan sudah dikirim',
      body: `Yasa sudah mengirim bukti untuk ${job(d)}. Periksa dan konfirmasi agar pembayaran diteruskan.`,
      link: links.jaluConfirmation(jobId(d)),
    }),
  },
  job_paid: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Pembayaran diterima',
      body: `Jalu mengonfirmasi ${job(d)}. ${rupiah(d.amount)} sudah masuk ke saldo kamu.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  auto_released_jalu: {
    group: 'payments',
    channels: ['in_app', 'push', 'whatsapp'],
    render: (d) => ({
      title: 'Pembayaran diteruskan otomatis',
      body: `Bukti ${job(d)} tidak dikonfirmasi dalam batas waktu, jadi ${rupiah(d.amount)} diteruskan ke Yasa.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  auto_released_yasa: {
    group: 'payments',
    channels: ['in_app', 'push', 'whatsapp'],
    render: (d) => ({
      title: 'Pembayaran diterima',
      body: `Pembayaran ${job(d)} diteruskan otomatis. ${rupiah(d.amount)} sudah masuk ke saldo kamu.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  dispute_filed: {
    group: 'jobs',
    channels: ['in_app', 'push', 'email'],
    render: (d) => ({
      title: 'Jalu mengajukan komplain',
      body: `Ada komplain untuk ${job(d)}. Beri tanggapan kamu agar admin bisa memutuskan.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  dispute_answered: {
    group: 'jobs',
    channels: ['in_app', 'push', 'email'],
    render: (d) => ({
      title: 'Yasa menanggapi komplain',
      body: `Yasa sudah menanggapi komplain ${job(d)}. Admin akan segera memutuskan.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  dispute_resolved: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Komplain sudah diputuskan',
      body:
        `Admin memutuskan komplain ${job(d)}: ${rupiah(d.workerAmount)} untuk Yasa, ${rupiah(d.refund)} kembali ke Jalu.` +
        (d.purchase !== undefined
          ? ` Uang belanja: ${rupiah(d.purchase)} diganti ke Yasa, ${rupiah(d.purchaseRefund)} kembali ke Jalu.`
          : ''),
      link: d.role === 'yasa' ? links.yasaMyJob(jobId(d)) : links.jaluOrder(jobId(d)),
    }),
  },
  shopping_replacement_asked: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Yasa menawarkan barang pengganti',
      body: `Untuk ${job(d)}: ${d.preview ?? 'ada barang yang diganti'}. Setuju atau tolak di chat atau di halaman pesanan.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  shopping_replacement_answered: {
    group: 'jobs',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Jalu menjawab barang pengganti',
      body: `Untuk ${job(d)}: ${d.preview ?? 'barang pengganti sudah dijawab'}.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  shopping_extra_asked: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Belanja melebihi batas',
      body: `Struk ${job(d)} melebihi batas belanja sebesar ${rupiah(d.amount)}. Setujui agar kekurangannya diambil dari saldo kamu, atau tolak.`,
      link: links.jaluOrder(jobId(d)),
    }),
  },
  shopping_extra_answered: {
    group: 'payments',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Jalu menjawab kelebihan belanja',
      body: `${job(d)}: ${d.preview ?? 'kelebihan belanja sudah dijawab'}.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  tip_received: {
    group: 'payments',
    channels: ['in_app', 'push', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Kamu dapat tip',
      body: `Jalu memberi tip ${rupiah(d.amount)} untuk ${job(d)}. Tipnya sudah masuk ke saldo kamu.`,
      link: links.yasaMyJob(jobId(d)),
    }),
  },
  topup_paid: {
    group: 'payments',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Isi saldo berhasil',
      body: `${rupiah(d.amount)} sudah masuk ke saldo kamu.`,
      link: links.wallet(d.role ?? 'jalu'),
    }),
  },
  withdrawal_completed: {
    group: 'payments',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Penarikan saldo berhasil',
      body: `${rupiah(d.amount)} sudah dikirim ke rekening kamu.`,
      link: links.withdraw(d.role ?? 'yasa'),
    }),
  },
  withdrawal_failed: {
    group: 'payments',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Penarikan saldo gagal',
      body: `Penarikan ${rupiah(d.amount)} gagal dan dananya sudah kembali ke saldo kamu. Periksa rekening tujuan lalu coba lagi.`,
      link: links.withdraw(d.role ?? 'yasa'),
    }),
  },
  reminder_job_starts: {
    group: 'reminders',
    channels: ['in_app', 'push', 'whatsapp'],
    render: (d) => ({
      title: 'Pekerjaan dimulai 1 jam lagi',
      body: `${job(d)} dijadwalkan ${d.scheduledAt ? formatScheduledAt(d.scheduledAt) : 'sebentar lagi'}.`,
      link: d.role === 'yasa' ? links.yasaMyJob(jobId(d)) : links.jaluOrder(jobId(d)),
    }),
  },
  reminder_release_24h: {
    group: 'reminders',
    channels: ['in_app', 'push', 'whatsapp'],
    render: (d) => ({
      title: 'Bukti pekerjaan menunggu konfirmasi',
      body: `Bukti ${job(d)} menunggu kamu. Tanpa konfirmasi atau komplain, pembayaran diteruskan ke Yasa dalam 24 jam.`,
      link: links.jaluConfirmation(jobId(d)),
    }),
  },
  reminder_release_2h: {
    group: 'reminders',
    channels: ['in_app', 'push', 'whatsapp'],
    render: (d) => ({
      title: 'Pembayaran diteruskan 2 jam lagi',
      body: `Bukti ${job(d)} belum kamu konfirmasi. Dalam 2 jam pembayaran diteruskan otomatis ke Yasa.`,
      link: links.jaluConfirmation(jobId(d)),
    }),
  },
  chat_message: {
    group: 'chat',
    channels: ['push', 'whatsapp'],
    render: (d) => ({
      title: `Pesan baru dari ${d.senderName ?? 'lawan chat kamu'}`,
      body: d.preview ? `${d.preview}` : `Ada pesan baru tentang ${job(d)}.`,
      link: d.role === 'yasa' ? links.yasaChat(jobId(d)) : links.jaluChat(jobId(d)),
    }),
  },
  job_nearby: {
    group: 'nearby',
    channels: ['in_app', 'push'],
    render: (d) => ({
      title: 'Pekerjaan baru di dekat kamu',
      body: `${job(d)}${d.distanceKm !== undefined ? `, ${d.distanceKm.toLocaleString('id-ID')} km dari kamu` : ''}, upah ${rupiah(d.amount)}.`,
      link: links.yasaJob(jobId(d)),
    }),
  },
  account_suspended: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Akun kamu ditangguhkan',
      body: `Akun Bantuin kamu ditangguhkan${d.reason ? `: ${d.reason}` : ''}. Hubungi kami bila menurut kamu ini keliru.`,
      link: links.login,
    }),
  },
  payout_account_changed: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Rekening penarikan diubah',
      body:
        `Rekening penarikan kamu sekarang ${d.accountLabel ?? 'rekening baru'}.` +
        (d.releaseAt
          ? ` Demi keamanan, penarikan ke rekening ini bisa dilakukan mulai ${formatScheduledAt(d.releaseAt)}.`
          : '') +
        ' Bila bukan kamu yang mengubahnya, segera ganti kata sandi dan hubungi kami.',
      link: links.withdraw(d.role ?? 'yasa'),
    }),
  },
  password_reset: {
    group: 'account',
    channels: ['email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Atur ulang kata sandi',
      body:
        'Ada permintaan untuk mengatur ulang kata sandi akun Bantuin kamu. Buka tautan ini dalam ' +
        '1 jam untuk membuat kata sandi baru. Bila bukan kamu yang meminta, abaikan email ini.',
      link: d.linkToken ? links.resetPassword(d.linkToken) : links.login,
    }),
  },
  password_changed: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: () => ({
      title: 'Kata sandi diubah',
      body:
        'Kata sandi akun Bantuin kamu baru saja diubah dan perangkat lain sudah dikeluarkan. ' +
        "Bila bukan kamu, segera atur ulang kata sandi lewat 'Lupa kata sandi?'.",
      link: links.login,
    }),
  },
  email_verify: {
    group: 'account',
    channels: ['email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Verifikasi email',
      body:
        'Selamat datang di Bantuin! Buka tautan ini dalam 24 jam untuk memverifikasi email ' +
        'kamu. Email yang terverifikasi diperlukan untuk menarik saldo.',
      link: d.linkToken ? links.verifyEmail(d.linkToken) : links.login,
    }),
  },
  email_change_confirm: {
    group: 'account',
    channels: ['email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Konfirmasi email baru',
      body:
        `Buka tautan ini dalam 24 jam untuk memakai ${d.email ?? 'alamat ini'} sebagai email ` +
        'akun Bantuin kamu. Bila bukan kamu yang meminta, abaikan email ini.',
      link: d.linkToken ? links.verifyEmail(d.linkToken) : links.login,
    }),
  },
  email_changed: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Email akun diubah',
      body:
        `Email akun Bantuin kamu sekarang ${d.email ?? 'alamat baru'}. ` +
        'Bila bukan kamu yang mengubahnya, segera hubungi kami.',
      link: links.login,
    }),
  },
  phone_code: {
    group: 'account',
    channels: ['whatsapp'],
    render: (d) => ({
      title: 'Kode verifikasi Bantuin',
      body:
        `Kode verifikasi nomor WhatsApp kamu: ${d.code ?? '(lihat WhatsApp)'}. Berlaku 10 menit. ` +
        'Jangan berikan kode ini kepada siapa pun.',
      link: links.login,
    }),
  },
  data_export_ready: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Data kamu siap diunduh',
      body: 'Salinan data akun Bantuin yang kamu minta sudah siap. Unduh dari halaman Data & Akun dalam 24 jam.',
      link: links.privacy(d.role ?? 'jalu'),
    }),
  },
  account_reinstated: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: () => ({
      title: 'Akun kamu aktif kembali',
      body: 'Akun Bantuin kamu sudah aktif lagi. Kamu bisa masuk seperti biasa.',
      link: links.login,
    }),
  },
  support_ticket_answered: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Pertanyaanmu sudah dijawab',
      body: `Tim Bantuin menjawab "${d.subject ?? 'pertanyaanmu'}". Buka halaman Bantuan untuk membacanya.`,
      link: links.help(d.role ?? 'jalu'),
    }),
  },
  verification_approved: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: () => ({
      title: 'Kamu sudah Terverifikasi',
      body: 'Identitas kamu sudah diperiksa dan disetujui. Lencana Terverifikasi kini tampil di profil kamu.',
      link: links.verification,
    }),
  },
  verification_rejected: {
    group: 'account',
    channels: ['in_app', 'email'],
    emailLocked: true,
    render: (d) => ({
      title: 'Verifikasi identitas ditolak',
      body: `Pengajuan verifikasi kamu ditolak${d.reason ? `: ${d.reason}` : ''}. Kamu bisa mengirim ulang.`,
      link: links.verification,
    }),
  },
} as const satisfies Record<string, KindDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
/**
 * Kinds sent without the inbox (a link or a code for one address or number): kept out of the
 * inbox list and its unread count.
 */
export const OUT_OF_INBOX_KINDS = (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter(
  (kind) => !(NOTIFICATION_KINDS[kind].channels as readonly string[]).includes('in_app'),
);
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function notificationDefinition(kind: NotificationKind): KindDefinition {
  return NOTIFICATION_KINDS[kind];
}

/** The title, body and deep link of a notification; an unknown kind still renders something. */
export function renderNotification(kind: string, data: NotificationData): RenderedNotification {
  const definition = (NOTIFICATION_KINDS as Record<string, KindDefinition>)[kind];
  return definition
    ? definition.render(data)
    : { title: 'Kabar dari Bantuin', body: 'Ada kabar baru untuk kamu.', link: '/' };
}

/** The email's subject and wording around the notification (one template, HTML and text). */
export const NOTIFICATION_EMAIL = {
  appName: 'Bantuin',
  greeting: 'Halo,',
  openLink: 'Buka di Bantuin',
  footer:
    'Kamu menerima email ini karena punya akun di Bantuin. Atur notifikasi di Pengaturan Notifikasi.',
  footerLocked: 'Kabar tentang uang dan keamanan akun selalu dikirim lewat email.',
} as const;

// --- API payloads ----------------------------------------------------------------------------

export const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** The `cursor` for the next (older) page; null at the end. */
  nextCursor: z.uuid().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

export const notificationIdParamsSchema = z.object({
  id: z.uuid({ error: 'Notifikasi tidak ditemukan' }),
});

const channelSwitchesSchema = z.object({
  push: z.boolean(),
  email: z.boolean(),
  whatsapp: z.boolean(),
});

export const NEARBY_RADIUS_KM = { default: 5, min: 1, max: 50 } as const;

export const notificationPreferencesSchema = z.object({
  channels: z.object({
    jobs: channelSwitchesSchema,
    payments: channelSwitchesSchema,
    chat: channelSwitchesSchema,
    reminders: channelSwitchesSchema,
    nearby: channelSwitchesSchema,
  }),
  nearby: z.object({
    enabled: z.boolean(),
    radiusKm: z
      .number({ error: 'Radius harus berupa angka' })
      .min(NEARBY_RADIUS_KM.min, `Radius minimal ${NEARBY_RADIUS_KM.min} km`)
      .max(NEARBY_RADIUS_KM.max, `Radius maksimal ${NEARBY_RADIUS_KM.max} km`),
    /** Category ids; empty: every category. */
    categories: z.array(z.uuid({ error: 'Kategori tidak valid' })).max(20),
    /** Where 'near' is measured from; null until the Yasa sets it. */
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Email that stays on whatever the switches say (shown disabled in the settings page). */
export const LOCKED_EMAIL_GROUPS: readonly PreferenceGroup[] = ['payments'];

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  channels: {
    jobs: { push: true, email: true, whatsapp: false },
    payments: { push: true, email: true, whatsapp: false },
    chat: { push: true, email: false, whatsapp: false },
    reminders: { push: true, email: false, whatsapp: false },
    nearby: { push: true, email: false, whatsapp: false },
  },
  nearby: {
    enabled: false,
    radiusKm: NEARBY_RADIUS_KM.default,
    categories: [],
    lat: null,
    lng: null,
  },
};

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'Alamat langganan notifikasi tidak valid' }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2000) });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** Live event on the user's room: a new notification (payload: notificationSchema). */
export const NOTIFICATION_SOCKET_EVENT = 'notification';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notifikasi tidak ditemukan',
  pushEndpointRefused: 'Layanan notifikasi ini tidak didukung',
  allRead: 'Semua notifikasi sudah ditandai dibaca',
} as const;

// --- operators -------------------------------------------------------------------------------

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export const notificationDeliverySchema = z.object({
  _id: z.uuid(),
  notificationId: z.uuid(),
  kind: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const notificationDeliveryListSchema = z.object({
  items: z.array(notificationDeliverySchema),
});
export const deliveryIdParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });
