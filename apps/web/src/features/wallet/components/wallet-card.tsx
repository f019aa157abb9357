import { formatIDR, type Role } from '@bantuin/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { HistoryIcon, PlusIcon, TransferIcon, WalletIcon } from '@/components/ui/icons';
import { useDeferredQuery } from '@/lib/deferred-query';
import { paths } from '@/lib/paths';
import { useWallet } from '../api/get-wallet';
import { useTopUp } from '../hooks/use-top-up';
import { PendingTopups } from './pending-topups';
import { TopUpDialog } from './top-up-dialog';

type WalletCardProps = {
  /** Whose card: a Jalu tops up (spec §6), a Yasa only sees the balance. */
  role: Role;
  /** The owner's name; undefined while the profile loads, null when not filled in yet. */
  ownerName: string | null | undefined;
};

const ROLE_NAMES = { jalu: 'Jalu', yasa: 'Yasa' } as const satisfies Record<Role, string>;

/** 'Saldo saya': the balance, the top-up (Jalu), 'Transfer' (Tarik Saldo) and 'Riwayat Saldo'. */
export function WalletCard({ role, ownerName }: WalletCardProps) {
  const titleId = useId();
  const wallet = useDeferredQuery(useWallet(role));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const topUp = useTopUp({
    onPopupOpen: () => setDialogOpen(false),
    onPopupDone: () => setAmount(''),
  });
  const canTopUp = role === 'jalu';

  return (
    <>
      <section
        aria-labelledby={titleId}
        className="relative isolate overflow-hidden rounded-box bg-linear-135 from-primary via-primary to-[oklch(40%_0.08_215)] p-5 text-primary-content shadow-lg shadow-primary/25 sm:p-6"
      >
        <div
          aria-hidden="true"
          className="absolute -top-28 -right-24 -z-10 size-64 rounded-full border-[2.5rem] border-white/6"
        />
        <div
          aria-hidden="true"
          className="absolute -right-10 -bottom-16 -z-10 size-36 rounded-full bg-white/6"
        />

        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
              <WalletIcon className="size-4" />
              Saldo saya
            </h2>
            {ownerName === undefined ? (
              <div className="mt-1.5 h-4 w-28 animate-pulse rounded bg-white/25" />
            ) : (
              <p className="mt-0.5 truncate text-sm text-primary-content/80">
                {ownerName ?? ROLE_NAMES[role]}
              </p>
            )}
          </div>
          <Link
            to={paths[role].wallet}
            className="btn btn-ghost btn-sm -me-2 shrink-0 text-primary-content hover:bg-white/15"
          >
            <HistoryIcon className="size-4" />
            Riwayat Saldo
          </Link>
        </div>

        <div className="mt-5 min-h-10" aria-live="polite">
          {wallet.isPending ? (
            <div className="h-9 w-44 animate-pulse rounded-field bg-white/25">
              <span className="sr-only">Memuat saldo…</span>
            </div>
          ) : wallet.isError ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold">Saldo belum dapat dimuat.</p>
              <button
                type="button"
                className="btn btn-xs border-0 bg-white/20 text-primary-content"
                onClick={() => void wallet.refetch()}
              >
                Coba lagi
              </button>
            </div>
          ) : (
            <p className="text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl">
              {formatIDR(wallet.data.amount)}
            </p>
          )}
        </div>

        <div className="mt-5 flex gap-3">
          {canTopUp && (
            <button
              type="button"
              className="btn grow border-0 bg-white text-primary shadow-sm hover:bg-white/90 sm:grow-0 sm:px-6"
              onClick={() => setDialogOpen(true)}
              disabled={topUp.isConfirming}
            >
              {topUp.isConfirming ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                <PlusIcon className="size-4" />
              )}
              Top Up
            </button>
          )}
          <Link
            to={paths[role].withdraw}
            className="btn grow border-0 bg-white/15 text-primary-content hover:bg-white/25 sm:grow-0 sm:px-6"
          >
            <TransferIcon className="size-4" />
            Transfer
          </Link>
        </div>
      </section>

      {canTopUp && <PendingTopups topUp={topUp} />}

      {canTopUp && (
        <TopUpDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          amount={amount}
          onAmountChange={(digits) => {
            topUp.clearAmountError();
            setAmount(digits);
          }}
          onSubmit={() => void topUp.start(amount)}
          isPending={topUp.isOpening}
          error={topUp.amountError}
          connectionLost={topUp.connectionLost}
        />
      )}
    </>
  );
}
