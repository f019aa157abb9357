import { LoadMoreButton } from '@/components/page-states';
import type { Role } from '@bantuin/contract';
import { Link } from 'react-router';
import { AlertIcon, ArrowLeftIcon, ReceiptIcon } from '@/components/ui/icons';
import { useWalletTransactions } from '@/features/wallet/api/get-wallet-transactions';
import { TransactionRow } from '@/features/wallet/components/transaction-row';
import { paths } from '@/lib/paths';
import { HelpLink } from '@/components/help-link';

/** Where each role's wallet card lives: the Jalu home, the Yasa profile. */
const CARD_PATHS = { jalu: paths.jalu.home, yasa: paths.yasa.profile } as const satisfies Record<
  Role,
  string
>;

function LoadingRows() {
  return (
    <ul aria-hidden="true" className="divide-y divide-base-200">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-4 px-5 py-4">
          <div className="size-10 animate-pulse rounded-full bg-base-300" />
          <div className="grow space-y-2">
            <div className="h-4 w-40 animate-pulse rounded bg-base-300" />
            <div className="h-3 w-28 animate-pulse rounded bg-base-200" />
          </div>
          <div className="h-4 w-20 animate-pulse rounded bg-base-300" />
        </li>
      ))}
    </ul>
  );
}

/** 'Riwayat Saldo': every movement of the wallet, newest first, a page at a time. */
export function WalletHistoryPage({ role }: { role: Role }) {
  const transactions = useWalletTransactions();
  const lines = transactions.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto max-w-2xl">
      <Link to={CARD_PATHS[role]} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
        <ArrowLeftIcon className="size-4" />
        Kembali
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">Riwayat Saldo</h1>
      <p className="mt-1 text-base-content/70">Semua uang masuk dan keluar dari saldomu.</p>
      <HelpLink role={role} topic="penarikan" className="mt-1">
        Bantuan soal saldo dan penarikan
      </HelpLink>

      <div className="mt-6 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
        {transactions.isPending ? (
          <LoadingRows />
        ) : transactions.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <AlertIcon className="size-8 text-error" />
            <p className="font-semibold">Riwayat saldo belum dapat dimuat.</p>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => void transactions.refetch()}
            >
              Coba lagi
            </button>
          </div>
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-14 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
              <ReceiptIcon className="size-7" />
            </span>
            <p className="mt-4 text-lg font-bold">Belum ada transaksi</p>
            <p className="mt-1 max-w-xs text-sm text-base-content/70">
              {role === 'jalu'
                ? 'Top up saldomu di beranda, lalu setiap pembayaran akan tercatat di sini.'
                : 'Pendapatan dari pekerjaan yang kamu selesaikan akan tercatat di sini.'}
            </p>
            <Link to={CARD_PATHS[role]} className="btn btn-primary btn-sm mt-5">
              {role === 'jalu' ? 'Ke beranda' : 'Ke profil'}
            </Link>
          </div>
        ) : (
          <>
            <ul aria-label="Riwayat Saldo" className="divide-y divide-base-200">
              {lines.map((transaction) => (
                <TransactionRow key={transaction._id} transaction={transaction} />
              ))}
            </ul>
            {transactions.hasNextPage && (
              <LoadMoreButton
                compact
                className="border-t border-base-200 p-3 text-center"
                isFetching={transactions.isFetchingNextPage}
                onClick={() => void transactions.fetchNextPage()}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
