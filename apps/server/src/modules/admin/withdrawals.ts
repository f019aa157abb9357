import type { AdminWithdrawal, AdminWithdrawalsQuery } from '@bantuin/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { ledgerTransfers, profiles, users, withdrawals } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import type { WithdrawalService } from '../payouts/withdrawals.js';
import { recordAudit } from './audit.js';

export interface AdminWithdrawalsService {
  list(query: AdminWithdrawalsQuery): Promise<AdminWithdrawal[]>;
  /** A new payout of the same amount for a failed one whose money went back to the wallet. */
  retry(adminId: string, withdrawalId: string): Promise<AdminWithdrawal>;
}

/**
 * The retry's idempotency key: a failed withdrawal is retried at most once, even when two
 * operators press 'Coba lagi' together (the unique index on the key decides). It holds spaces,
 * which a person's Idempotency-Key may not (contract's idempotencyKeySchema): nobody can take an
 * operator's key for their own withdrawal.
 */
const RETRY_KEY_PREFIX = 'operator retry ';
const retryKey = (withdrawalId: string) => `${RETRY_KEY_PREFIX}${withdrawalId}`;
const retry = alias(withdrawals, 'retry');
const withdrawalNotFound = () => notFound('Penarikan tidak ditemukan');
const notRetryable = (message: string) => conflict(message, 'WITHDRAWAL_NOT_RETRYABLE');

function withdrawalsWithPeople(db: Database) {
  return db
    .select({
      withdrawal: withdrawals,
      email: users.email,
      name: profiles.name,
      retriedAs: retry.id,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(profiles, eq(profiles.userId, withdrawals.userId))
    .leftJoin(
      retry,
      and(
        eq(retry.userId, withdrawals.userId),
        eq(retry.idempotencyKey, sql`${RETRY_KEY_PREFIX}::text || ${withdrawals.id}::text`),
      ),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof withdrawalsWithPeople>['execute']>>[number];

const present = ({ withdrawal: w, email, name, retriedAs }: Row): AdminWithdrawal => ({
  _id: w.id,
  user: { _id: w.userId, email, name },
  amount: w.amount,
  fee: w.fee,
  status: w.status,
  failureReason: w.failureReason,
  channel: w.channel,
  accountNumber: w.accountNumber,
  accountName: w.accountName,
  createdAt: w.createdAt.toISOString(),
  completedAt: w.completedAt?.toISOString() ?? null,
  retriedAs,
});

export function createAdminWithdrawalsService(
  db: Database,
  payouts: WithdrawalService,
): AdminWithdrawalsService {
  async function find(withdrawalId: string) {
    const [row] = await withdrawalsWithPeople(db).where(eq(withdrawals.id, withdrawalId));
    if (!row) throw withdrawalNotFound();
    return row;
  }

  return {
    async list(query) {
      const filters: (SQL | undefined)[] = [
        query.status ? eq(withdrawals.status, query.status) : undefined,
        afterCursor(withdrawals, withdrawals.createdAt, withdrawals.id, query.cursor),
      ];
      const rows = await withdrawalsWithPeople(db)
        .where(and(...filters))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(query.limit);
      return rows.map(present);
    },

    async retry(adminId, withdrawalId) {
      const failed = await find(withdrawalId);
      const w = failed.withdrawal;
      if (w.status !== 'failed') {
        throw notRetryable('Hanya penarikan yang gagal yang bisa dicoba lagi');
      }
      if (failed.retriedAs) throw notRetryable('Penarikan ini sudah dicoba lagi');
      const [returned] = await db
        .select({ amount: ledgerTransfers.amount })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.withdrawalId, w.id),
            eq(ledgerTransfers.kind, 'withdrawal_return'),
          ),
        );
      if (!returned) {
        throw notRetryable(
          'Uang penarikan ini belum kembali ke dompet, jadi belum bisa dicoba lagi',
        );
      }
      const created = await payouts.create(w.userId, w.amount, retryKey(w.id), (tx, next) =>
        recordAudit(tx, {
          actorId: adminId,
          action: 'withdrawal.retried',
          targetType: 'withdrawal',
          targetId: w.id,
          before: { status: w.status, failureReason: w.failureReason },
          after: { retriedAs: next.id, amount: next.amount, fee: next.fee },
        }),
      );
      return present(await find(created._id));
    },
  };
}
