import {
  formatDateLong,
  formatIDR,
  formatTime,
  type WalletTransaction,
  WALLET_ENTRY_LABELS,
} from '@bantuin/contract';
import { ArrowDownLeftIcon, ArrowUpRightIcon } from '@/components/ui/icons';

export const KIND_LABELS = WALLET_ENTRY_LABELS;

/** "+Rp 50.000" / "−Rp 2.000" (a real minus sign, easier to read than a hyphen). */
export function signedIDR(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatIDR(Math.abs(amount))}`;
}

/** One line of the ledger: why the money moved, when, how much, and the balance after. */
export function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { kind, amount, balanceAfter, createdAt, jobTitle } = transaction;
  const incoming = amount >= 0;
  const Icon = incoming ? ArrowDownLeftIcon : ArrowUpRightIcon;
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:gap-4 sm:px-5">
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full ${
          incoming ? 'bg-success/12 text-success' : 'bg-error/10 text-error'
        }`}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 grow">
        <p className="font-semibold">{KIND_LABELS[kind]}</p>
        {jobTitle && <p className="truncate text-sm text-base-content/80">{jobTitle}</p>}
        <p className="text-xs text-base-content/70">
          <time dateTime={createdAt}>
            {formatDateLong(createdAt)}, {formatTime(createdAt)}
          </time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`font-bold tabular-nums ${incoming ? 'text-success' : 'text-error'}`}>
          {signedIDR(amount)}
        </p>
        <p className="text-xs text-base-content/70 tabular-nums">Saldo {formatIDR(balanceAfter)}</p>
      </div>
    </li>
  );
}
