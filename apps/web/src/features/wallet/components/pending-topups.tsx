import { formatDateLong, formatIDR, formatTime, TOPUP_CANCELLED_MESSAGE } from '@bantuin/contract';
import { useId } from 'react';
import { hasErrorCode } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelTopup } from '../api/cancel-topup';
import { usePendingTopups } from '../api/list-pending-topups';
import type { useTopUp } from '../hooks/use-top-up';

/**
 * 'Menunggu pembayaran': top-ups opened but not paid ('Bayar nanti', or the popup closed), each
 * with 'Lanjutkan pembayaran' (the popup again) and 'Batalkan'. Nothing while there are none.
 */
export function PendingTopups({ topUp }: { topUp: ReturnType<typeof useTopUp> }) {
  const titleId = useId();
  const pending = usePendingTopups(true);
  const cancel = useCancelTopup();
  if (!pending.data?.length) return null;

  const cancelOne = (topupId: string) =>
    cancel.mutate(topupId, {
      onSuccess: () => notifySuccess(TOPUP_CANCELLED_MESSAGE),
      // Paid meanwhile: the server credited it, so this is good news, not a failure.
      onError: (error) =>
        hasErrorCode(error, 'TOPUP_PAID') ? notifySuccess(error.message) : notifyError(error),
    });

  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 rounded-box border border-warning/50 bg-warning/10 p-4"
    >
      <h2 id={titleId} className="text-sm font-bold">
        Top up menunggu pembayaran
      </h2>
      <ul className="mt-2 divide-y divide-base-300">
        {pending.data.map((topup) => {
          const cancelling = cancel.isPending && cancel.variables === topup.topupId;
          return (
            <li
              key={topup.topupId}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <p className="text-sm">
                <span className="font-semibold tabular-nums">{formatIDR(topup.amount)}</span>
                <span className="block text-xs text-base-content/70">
                  Dibuat {formatDateLong(topup.createdAt)}, {formatTime(topup.createdAt)}
                </span>
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={cancelling}
                  aria-label={`Batalkan top up ${formatIDR(topup.amount)}`}
                  onClick={() => cancelOne(topup.topupId)}
                >
                  {cancelling && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  Batalkan
                </button>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  aria-label={`Lanjutkan pembayaran top up ${formatIDR(topup.amount)}`}
                  onClick={() => void topUp.resume(topup)}
                >
                  Lanjutkan pembayaran
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
