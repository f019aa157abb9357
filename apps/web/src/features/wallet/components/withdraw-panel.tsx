import { formatIDR, type PayoutAccount, type Role } from '@bantuin/contract';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { AlertIcon } from '@/components/ui/icons';
import { usePayoutAccount } from '../api/get-payout-account';
import { usePayoutConfig } from '../api/get-payout-config';
import { useWallet } from '../api/get-wallet';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutAccountSummary } from './payout-account-summary';
import { RefundForm } from './refund-form';
import { WithdrawForm } from './withdraw-form';

/** What the account part shows: the saved one, the form, or a new one's holder to confirm. */
type AccountMode = { name: 'view' } | { name: 'edit' } | { name: 'check'; account: PayoutAccount };

function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <AlertIcon className="size-5 text-error" />
      <p className="font-semibold">{text}</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/**
 * 'Tarik Saldo': the balance and what of it can be withdrawn (earned money), the account
 * withdrawals go to (saved, or added here with the holder's name to confirm), then the amount and
 * its confirm step. A Jalu's money came from top-ups: it goes back to the payment instead
 * ('Kembalikan saldo'); the bank part shows only if they have earned money (decision
 * 2026-11-27-cash-out).
 */
export function WithdrawPanel({ role }: { role: Role }) {
  const wallet = useWallet(role);
  const account = usePayoutAccount();
  const config = usePayoutConfig();
  const [mode, setMode] = useState<AccountMode>({ name: 'view' });
  const saved = account.data ?? null;
  const editing = mode.name === 'edit' || (mode.name === 'view' && account.isSuccess && !saved);
  const withdrawable = wallet.data?.withdrawable;
  const canWithdraw = role === 'yasa' || (withdrawable ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4">
      <dl className="space-y-1 text-base-content/80">
        <div className="flex gap-1">
          <dt>Saldo kamu:</dt>
          <dd className="font-bold tabular-nums text-base-content">
            {wallet.data ? formatIDR(wallet.data.amount) : '…'}
          </dd>
        </div>
        {canWithdraw && (
          <div className="flex flex-wrap gap-1">
            <dt>Bisa ditarik ke rekening:</dt>
            <dd className="font-bold tabular-nums text-base-content">
              {withdrawable === undefined ? '…' : formatIDR(withdrawable)}
            </dd>
            <dd className="text-sm">(pendapatan dari pekerjaan)</dd>
          </div>
        )}
      </dl>

      {role === 'jalu' && (
        <RefundForm
          unspent={wallet.data ? wallet.data.amount - wallet.data.withdrawable : undefined}
        />
      )}

      {canWithdraw && (
        <>
          <Card title="Rekening tujuan" size="sm">
            {account.isPending ? (
              <div aria-hidden="true" className="h-10 w-56 animate-pulse rounded bg-base-300" />
            ) : account.isError ? (
              <Retry text="Rekening belum dapat dimuat." onRetry={() => void account.refetch()} />
            ) : mode.name === 'check' ? (
              <div>
                <p className="text-sm text-base-content/70">
                  Rekening ditemukan. Benar atas nama ini?
                </p>
                <div className="mt-2 rounded-field bg-base-200 p-3">
                  <PayoutAccountSummary account={mode.account} />
                </div>
                <div className="mt-3 flex gap-2">
                  <button
                    type="button"
                    className="btn btn-ghost grow"
                    onClick={() => setMode({ name: 'edit' })}
                  >
                    Bukan, ubah
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary grow"
                    onClick={() => setMode({ name: 'view' })}
                  >
                    Ya, benar
                  </button>
                </div>
              </div>
            ) : editing ? (
              <PayoutAccountForm
                initial={saved ?? undefined}
                onSaved={(checked) => setMode({ name: 'check', account: checked })}
                onCancel={saved ? () => setMode({ name: 'view' }) : undefined}
              />
            ) : (
              saved && (
                <div className="flex items-center justify-between gap-3">
                  <PayoutAccountSummary account={saved} />
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-primary"
                    onClick={() => setMode({ name: 'edit' })}
                  >
                    Ganti
                  </button>
                </div>
              )
            )}
          </Card>

          {saved && mode.name === 'view' && (
            <Card title="Penarikan" size="sm">
              {config.isPending ? (
                <div aria-hidden="true" className="h-12 w-full animate-pulse rounded bg-base-300" />
              ) : config.isError ? (
                <Retry
                  text="Aturan penarikan belum dapat dimuat."
                  onRetry={() => void config.refetch()}
                />
              ) : (
                <WithdrawForm account={saved} config={config.data} withdrawable={withdrawable} />
              )}
            </Card>
          )}
        </>
      )}
    </div>
  );
}
