import type {
  AdminDisputeDetail,
  AdminJob,
  AdminUser,
  AdminWithdrawal,
  AuditEntry,
  Overview,
} from '@bantuin/contract';

export const ok = (body: unknown) => ({ status: 200, body });
export const ID = {
  user: '11111111-1111-4111-8111-111111111111',
  job: '22222222-2222-4222-8222-222222222222',
  dispute: '33333333-3333-4333-8333-333333333333',
  withdrawal: '44444444-4444-4444-8444-444444444444',
  admin: '55555555-5555-4555-8555-555555555555',
};
const at = '2026-11-20T03:00:00.000Z';
const person = { _id: ID.user, email: 'budi@contoh.id', phoneNumber: '0812', suspended: false };

export const anOverview = (overrides: Partial<Overview> = {}): Overview => ({
  from: '2026-10-24',
  to: '2026-11-23',
  gmv: 150_000,
  revenue: 8_500,
  held: { escrow: 27_000, wallets: 400_000, payouts: 52_500 },
  topups: { count: 3, sum: 600_000 },
  withdrawals: { count: 1, sum: 50_000 },
  jobs: { posted: 9, completed: 6, cancelled: 1, disputed: 1 },
  newUsers: { jalu: 4, yasa: 2 },
  ledgerSum: 0,
  days: [{ date: '2026-11-23', gmv: 150_000, revenue: 8_500, jobsPosted: 9, jobsCompleted: 6 }],
  ...overrides,
});

export const anAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: ID.user,
  email: 'budi@contoh.id',
  phoneNumber: '0812',
  role: 'yasa',
  name: 'Budi Santoso',
  createdAt: at,
  suspended: false,
  suspendedAt: null,
  suspendedReason: null,
  deletedAt: null,
  emailVerified: true,
  phoneVerified: false,
  ...overrides,
});

export const anAdminJob = (overrides: Partial<AdminJob> = {}): AdminJob => ({
  _id: ID.job,
  title: 'Beli galon',
  state: 'done',
  fee: 25_000,
  adminFee: 2_000,
  createdAt: at,
  category: 'Nitip',
  address: 'Jl. Melati 1',
  client: { ...person, name: 'Sari' },
  worker: { ...person, name: 'Budi Santoso' },
  ...overrides,
});

export const aDisputeDetail = (
  overrides: Partial<AdminDisputeDetail> = {},
): AdminDisputeDetail => ({
  _id: ID.dispute,
  jobId: ID.job,
  title: 'Beli galon',
  status: 'open',
  fee: 25_000,
  adminFee: 2_000,
  client: { ...person, name: 'Sari' },
  worker: { ...person, name: 'Budi Santoso' },
  createdAt: at,
  resolvedAt: null,
  description: 'Galon 19 liter',
  reason: 'Galonnya bocor',
  images: ['/uploads/a.webp'],
  response: 'Saat saya antar masih utuh',
  responseImages: ['/uploads/b.webp'],
  respondedAt: at,
  proof: { description: 'Sudah diantar', images: ['/uploads/c.webp'] },
  chat: [{ _id: ID.admin, from: 'jalu', message: 'Kok bocor?', createdAt: at }],
  resolution: null,
  shopping: null,
  ...overrides,
});

export const aWithdrawal = (overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  _id: ID.withdrawal,
  user: { _id: ID.user, email: 'budi@contoh.id', name: 'Budi Santoso' },
  amount: 50_000,
  fee: 2_500,
  status: 'failed',
  failureReason: 'Rekening ditolak bank',
  channel: 'bca',
  accountNumber: '1234567890',
  accountName: 'BUDI SANTOSO',
  createdAt: at,
  completedAt: at,
  retriedAs: null,
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: ID.admin,
  actor: { _id: ID.admin, email: 'ops@bantuin.id' },
  action: 'user.suspended',
  targetType: 'user',
  targetId: ID.user,
  before: null,
  after: { reason: 'Penipuan' },
  createdAt: at,
  ...overrides,
});
