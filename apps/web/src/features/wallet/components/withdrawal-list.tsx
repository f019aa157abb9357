import {
  formatDateLong,
  formatIDR,
  formatTime,
  payoutChannelOf,
  type Withdrawal,
  type WithdrawalStatus,
} from '@bantuin/contract';
import { useId } from 'react';
import { LoadMoreButton } from '@/components/page-states';
import { AlertIcon, TransferIcon } from '@/components/ui/icons';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { useWithdrawals } from '../api/get-withdrawals';

const STATUS_PILLS = {
  processing: { tone: 'working', label: 'Diproses' },
  completed: { tone: 'done', label: 'Berhasil' },
  failed: { tone: 'failed', label: 'Gagal' },
} as const satisfies Record<WithdrawalStatus, { tone: StatusTone; label: string }>;

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { amount, fee, status, failureReason, channel, accountNumber, createdAt } = withdrawal;
  const pill = STATUS_PILLS[status];
  return (
    <li className="flex items-start gap-3 px-4 py-3.5 sm:gap-4 sm:px-5">
      <div className="min-w-0 grow">
        <p className="font-semibold">
          {payoutChannelOf(channel)?.name ?? channel}{' '}
          <span className="font-normal tabular-nums text-base-content/70">{accountNumber}</span>
        </p>
        <p className="text-xs text-base-content/70">
          <time dateTime={createdAt}>
            {formatDateLong(createdAt)}, {formatTime(createdAt)}
          </time>
        </p>
        {status === 'failed' && failureReason && (
          <p className="mt-1 text-sm text-error">{failureReason}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <p className="font-bold tabular-nums">{formatIDR(amount)}</p>
        <p className="text-xs text-base-content/70 tabular-nums">Biaya {formatIDR(fee)}</p>
        <StatusPill tone={pill.tone} label={pill.label} />
      </div>
    </li>
  );
}

/** 'Riwayat Penarikan': my withdrawals, newest first, with their status; a page at a time. */
export function WithdrawalList() {
  const titleId = useId();
  const withdrawals = useWithdrawals();
  const rows = withdrawals.data?.pages.flat() ?? [];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        Riwayat Penarikan
      </h2>
      <div className="mt-3 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
        {withdrawals.isPending ? (
          <div aria-hidden="true" className="space-y-3 p-5">
            <div className="h-4 w-48 animate-pulse rounded bg-base-300" />
            <div className="h-4 w-32 animate-pulse rounded bg-base-200" />
            <span className="sr-only">Memuat riwayat penarikan…</span>
          </div>
        ) : withdrawals.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <AlertIcon className="size-8 text-error" />
            <p className="font-semibold">Riwayat penarikan belum dapat dimuat.</p>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => void withdrawals.refetch()}
            >
              Coba lagi
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <TransferIcon className="size-6" />
            </span>
            <p className="mt-3 font-bold">Belum ada penarikan</p>
            <p className="mt-1 max-w-xs text-sm text-base-content/70">
              Setiap penarikan saldo ke rekeningmu akan tercatat di sini.
            </p>
          </div>
        ) : (
          <>
            <ul aria-label="Riwayat Penarikan" className="divide-y divide-base-200">
              {rows.map((withdrawal) => (
                <WithdrawalRow key={withdrawal._id} withdrawal={withdrawal} />
              ))}
            </ul>
            {withdrawals.hasNextPage && (
              <LoadMoreButton
                compact
                className="border-t border-base-200 p-3 text-center"
                isFetching={withdrawals.isFetchingNextPage}
                onClick={() => void withdrawals.fetchNextPage()}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
