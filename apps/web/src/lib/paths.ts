import type { Role } from '@bantuin/contract';

/**
 * Every in-app URL, in one place: the route tree (app/routes) matches these, and features,
 * components and pages link with them, never with a literal string. Ids are encoded by the
 * builders' callers only as far as React Router needs (UUIDs need nothing).
 */
export const paths = {
  landing: '/',
  login: '/login',
  jaluRegister: '/jalu-register',
  yasaRegister: '/yasa-register',
  /** Where a suspended person lands (any refused session with ACCOUNT_SUSPENDED). */
  suspended: '/akun-ditangguhkan',
  /** 'Lupa kata sandi?' and the links the mails carry (the contract's notification links). */
  forgotPassword: '/lupa-sandi',
  resetPassword: '/atur-ulang-sandi',
  verifyEmail: '/verifikasi-email',
  jalu: {
    home: '/jalu',
    profile: '/jalu/profile',
    profileUpdate: '/jalu/profile/update',
    /** 'Data & Akun': 'Unduh data saya' and 'Hapus akun'. */
    privacy: '/jalu/profile/privasi',
    wallet: '/jalu/wallet',
    withdraw: '/jalu/wallet/withdraw',
    myOrders: '/jalu/order/my',
    blocks: '/jalu/blokir',
    help: '/jalu/bantuan',
    addCleaning: '/jalu/order/add-cleaning',
    addShopping: '/jalu/order/add-shopping',
    history: '/jalu/order/history',
    order: (id: string) => `/jalu/order/${id}`,
    confirmation: (id: string) => `/jalu/order/${id}/confirmation`,
    review: (id: string) => `/jalu/order/${id}/review`,
    chat: (id: string) => `/jalu/order/${id}/chat`,
    /** A Yasa's public profile; `fromOrder` (the waiting list) adds 'Terima' for that order. */
    yasa: (id: string, fromOrder?: string) =>
      fromOrder ? `/jalu/yasa/${id}?job=${fromOrder}` : `/jalu/yasa/${id}`,
    notifications: '/jalu/notifikasi',
    notificationSettings: '/jalu/notifikasi/pengaturan',
    account: '/jalu/akun',
  },
  yasa: {
    home: '/yasa',
    profile: '/yasa/profile',
    profileUpdate: '/yasa/profile/update',
    privacy: '/yasa/profile/privasi',
    identity: '/yasa/profile/verifikasi',
    blocks: '/yasa/blokir',
    help: '/yasa/bantuan',
    wallet: '/yasa/wallet',
    withdraw: '/yasa/wallet/withdraw',
    myJobs: '/yasa/order/jobs',
    /** 'Riwayat Pekerjaan': finished, cancelled and complained jobs with what they earned. */
    history: '/yasa/order/history',
    applications: '/yasa/applications',
    myJob: (id: string) => `/yasa/order/jobs/${id}`,
    /** An open job (or one I applied for): 'Lamar'. */
    job: (id: string) => `/yasa/order/${id}`,
    verification: (id: string) => `/yasa/order/verification?job=${id}`,
    chat: (id: string) => `/yasa/order/${id}/chat`,
    notifications: '/yasa/notifikasi',
    notificationSettings: '/yasa/notifikasi/pengaturan',
    account: '/yasa/akun',
  },
  /**
   * The operators' console. Page paths are Indonesian so none equals an `/admin/…` API path
   * (the server and the Vite proxy tell them apart by path: see vite.config.ts).
   */
  admin: {
    home: '/admin',
    users: '/admin/pengguna',
    user: (id: string) => `/admin/pengguna/${id}`,
    jobs: '/admin/pekerjaan',
    job: (id: string) => `/admin/pekerjaan/${id}`,
    disputes: '/admin/komplain',
    dispute: (id: string) => `/admin/komplain/${id}`,
    withdrawals: '/admin/penarikan',
    audit: '/admin/catatan-audit',
    verifications: '/admin/verifikasi',
    reports: '/admin/laporan',
    tickets: '/admin/tiket',
    verification: (id: string) => `/admin/verifikasi/${id}`,
    notifications: '/admin/notifikasi',
  },
} as const;

/** The page of one job for each side: the Jalu's order page, the Yasa's job page. */
export const jobPagePath = (role: Role, jobId: string): string =>
  role === 'jalu' ? paths.jalu.order(jobId) : paths.yasa.myJob(jobId);
