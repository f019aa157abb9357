import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPayouts } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  FAILURE_REASONS,
  formatPayoutAmount,
  type PayoutNotification,
  type PayoutProvider,
} from './provider.js';

const GIVEN_NAMES = ['Siti', 'Budi', 'Dewi', 'Agus', 'Rina', 'Joko', 'Ayu', 'Eko', 'Putri', 'Hadi'];
const FAMILY_NAMES = ['Rahayu', 'Santoso', 'Lestari', 'Wijaya', 'Pratama', 'Kusuma', 'Hidayat'];

/**
 * The sandbox's documented rules (README): an account number ending in 0000 does not exist; a
 * payout to a number ending in 1111 fails when the sandbox decides by itself; any other account
 * belongs to a holder whose name is derived from the number.
 */
export const sandboxAccountExists = (accountNumber: string) => !accountNumber.endsWith('0000');
export const sandboxAutoOutcome = (accountNumber: string): 'completed' | 'failed' =>
  accountNumber.endsWith('1111') ? 'failed' : 'completed';

export function sandboxHolderName(accountNumber: string): string {
  const digest = createHash('sha256').update(accountNumber).digest();
  return `${GIVEN_NAMES[digest[0]! % GIVEN_NAMES.length]} ${FAMILY_NAMES[digest[1]! % FAMILY_NAMES.length]}`.toUpperCase();
}

export interface SandboxPayoutProvider extends PayoutProvider {
  readonly name: 'sandbox';
  /** Called after each new payout, so the sandbox routes can schedule its automatic outcome. */
  onPayoutCreated(listener: (withdrawalId: string, accountNumber: string) => void): void;
  /**
   * Records the outcome of a withdrawal's payout (once: 409 afterwards, 404 for an unknown one)
   * and answers the notification Iris would send about it.
   */
  decide(withdrawalId: string, outcome: 'completed' | 'failed'): Promise<PayoutNotification>;
}

/** Play money: payouts live in the database (so several processes agree), like Iris' own. */
export function createSandboxPayoutProvider(db: Database, secret: string): SandboxPayoutProvider {
  const merchantKey = createHash('sha256').update(`sandbox-payout-key:${secret}`).digest('hex');
  const listeners: Array<(withdrawalId: string, accountNumber: string) => void> = [];
  return {
    name: 'sandbox',
    merchantKey,

    async validateAccount(_channel, accountNumber) {
      return sandboxAccountExists(accountNumber)
        ? { accountName: sandboxHolderName(accountNumber) }
        : null;
    },

    async createPayout({ withdrawalId, amount, accountNumber }) {
      const reference = `sbx-${randomBytes(10).toString('hex')}`;
      await db.insert(sandboxPayouts).values({ reference, withdrawalId, accountNumber, amount });
      for (const listener of listeners) listener(withdrawalId, accountNumber);
      return { reference };
    },

    async fetchStatus(reference) {
      const [payout] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.reference, reference))
        .limit(1);
      if (payout?.status === 'completed') return { status: 'completed' };
      if (payout?.status === 'failed') return { status: 'failed', reason: FAILURE_REASONS.failed };
      return { status: 'processing' };
    },

    onPayoutCreated(listener) {
      listeners.push(listener);
    },

    async decide(withdrawalId, outcome) {
      const updatedAt = new Date();
      const [payout] = await db
        .update(sandboxPayouts)
        .set({ status: outcome, updatedAt })
        .where(
          and(
            eq(sandboxPayouts.withdrawalId, withdrawalId),
            eq(sandboxPayouts.status, 'processing'),
          ),
        )
        .returning();
      if (!payout) {
        const [known] = await db
          .select({ status: sandboxPayouts.status })
          .from(sandboxPayouts)
          .where(eq(sandboxPayouts.withdrawalId, withdrawalId))
          .limit(1);
        if (!known) throw notFound('Penarikan tidak ditemukan');
        throw conflict('Penarikan ini sudah selesai diproses', 'WITHDRAWAL_FINISHED');
      }
      return {
        reference_no: payout.reference,
        amount: formatPayoutAmount(payout.amount),
        status: outcome,
        updated_at: updatedAt.toISOString(),
        ...(outcome === 'failed'
          ? { error_code: '001', error_message: 'Sandbox: payout failed' }
          : {}),
      };
    },
  };
}
