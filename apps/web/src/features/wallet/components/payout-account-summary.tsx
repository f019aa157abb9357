import {
  formatScheduledAt,
  maskAccountNumber,
  payoutChannelOf,
  type PayoutAccount,
} from '@bantuin/contract';

/** "BCA ••••••7890, a.n. BUDI SANTOSO": where the money goes. */
export function PayoutAccountSummary({ account }: { account: PayoutAccount }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {payoutChannelOf(account.channel)?.name ?? account.channel}{' '}
        <span className="font-normal tabular-nums">{maskAccountNumber(account.accountNumber)}</span>
      </p>
      <p className="truncate text-sm text-base-content/70">a.n. {account.accountName}</p>
      {account.withdrawalsHeldUntil && (
        <p className="mt-1 text-sm text-warning-content">
          Rekening baru: penarikan ke rekening ini bisa dilakukan mulai{' '}
          {formatScheduledAt(account.withdrawalsHeldUntil)}.
        </p>
      )}
    </div>
  );
}
