import {
  formatDateTime,
  formatIDR,
  JOB_STATE_NAMES,
  type AuditAction,
  type JobState,
} from '@bantuin/contract';

/** Indonesian words for what the console shows: the states as both sides name them. */
export const JOB_STATE_LABELS: Record<JobState, string> = { ...JOB_STATE_NAMES, open: 'Terbuka' };

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.created': 'Admin dibuat',
  'user.suspended': 'Pengguna ditangguhkan',
  'user.reinstated': 'Pengguna diaktifkan kembali',
  'user.deleted': 'Pengguna menghapus akunnya',
  'dispute.resolved': 'Komplain diputuskan',
  'withdrawal.retried': 'Penarikan dicoba lagi',
  'job.cancelled': 'Pekerjaan dibatalkan operator',
  'verification.approved': 'Verifikasi disetujui',
  'verification.rejected': 'Verifikasi ditolak',
  'verification.image_viewed': 'Foto identitas dibuka',
  'report.updated': 'Laporan ditangani',
  'ticket.replied': 'Menjawab tiket',
  'ticket.closed': 'Menutup tiket',
  'user.sessions_ended': 'Semua sesi diakhiri operator',
};

export const WITHDRAWAL_STATUS_LABELS = {
  processing: 'Diproses',
  completed: 'Berhasil',
  failed: 'Gagal',
} as const;

export const ROLE_LABELS = { jalu: 'Jalu', yasa: 'Yasa', admin: 'Admin' } as const;

/** Every date the console shows: the contract's one formatter ("27 Nov 2026, 13.05 WIB"). */
export { formatDateTime };

/** What an audit row's target is, in words ('user' → 'Pengguna'). */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Pengguna',
  dispute: 'Komplain',
  withdrawal: 'Penarikan',
  admin: 'Admin',
};

/** The fields an audit row's `after` holds, in words; money fields are shown as rupiah. */
const AUDIT_FIELD_LABELS: Record<string, { label: string; money?: boolean; date?: boolean }> = {
  suspendedAt: { label: 'Ditangguhkan sejak', date: true },
  suspendedReason: { label: 'Alasan' },
  cancelledJobs: { label: 'Pekerjaan dibatalkan' },
  withdrawnApplications: { label: 'Lamaran ditarik' },
  status: { label: 'Status' },
  workerAmount: { label: 'Bagian Yasa', money: true },
  refund: { label: 'Kembali ke Jalu', money: true },
  note: { label: 'Catatan' },
  retriedAs: { label: 'Penarikan baru' },
  amount: { label: 'Jumlah', money: true },
  fee: { label: 'Biaya', money: true },
  email: { label: 'Email' },
  role: { label: 'Peran' },
};

const AUDIT_VALUE_WORDS: Record<string, string> = {
  resolved: 'Diputuskan',
  open: 'Terbuka',
  admin: 'Admin',
};

/** An audit row's `after` as label–value pairs a person reads (no raw JSON). */
export function describeAuditChange(after: unknown): { label: string; value: string }[] {
  if (after === null || typeof after !== 'object') return [];
  return Object.entries(after as Record<string, unknown>).map(([key, value]) => {
    const field = AUDIT_FIELD_LABELS[key];
    let shown: string;
    if (value === null || value === undefined || value === '') shown = '—';
    else if (field?.money && typeof value === 'number') shown = formatIDR(value);
    else if (field?.date && typeof value === 'string') shown = formatDateTime(value);
    else if (typeof value === 'string') shown = AUDIT_VALUE_WORDS[value] ?? value;
    else if (typeof value === 'number' || typeof value === 'boolean') shown = String(value);
    else shown = JSON.stringify(value);
    return { label: field?.label ?? key, value: shown };
  });
}
