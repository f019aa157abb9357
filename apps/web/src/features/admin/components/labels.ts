import type { AuditAction, JobState } from '@bantuin/contract';

/** Indonesian words for what the console shows. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  open: 'Terbuka',
  assigned: 'Dikerjakan',
  worker_confirmed: 'Menunggu konfirmasi',
  done: 'Selesai',
  cancelled: 'Dibatalkan',
  disputed: 'Dikomplain',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.created': 'Admin dibuat',
  'user.suspended': 'Pengguna ditangguhkan',
  'user.reinstated': 'Pengguna diaktifkan kembali',
  'dispute.resolved': 'Komplain diputuskan',
  'withdrawal.retried': 'Penarikan dicoba lagi',
  'job.cancelled': 'Pekerjaan dibatalkan operator',
};

export const WITHDRAWAL_STATUS_LABELS = {
  processing: 'Diproses',
  completed: 'Berhasil',
  failed: 'Gagal',
} as const;

export const ROLE_LABELS = { jalu: 'Jalu', yasa: 'Yasa', admin: 'Admin' } as const;

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });
