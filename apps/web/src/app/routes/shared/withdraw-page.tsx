import { ACCOUNT_MESSAGES, type Role } from '@bantuin/contract';
import { useVerification } from '@/features/account/api/get-verification';
import { usePayoutAccount } from '@/features/wallet/api/get-payout-account';
import { usePayoutChannels } from '@/features/wallet/api/get-payout-channels';
import { usePayoutConfig } from '@/features/wallet/api/get-payout-config';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { useWithdrawals } from '@/features/wallet/api/get-withdrawals';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { WithdrawPanel } from '@/features/wallet/components/withdraw-panel';
import { WithdrawalList } from '@/features/wallet/components/withdrawal-list';
import { paths } from '@/lib/paths';
import { HelpLink } from '@/components/help-link';

/** Where each role's wallet card lives: the Jalu home, the Yasa profile. */
const CARD_PATHS = { jalu: paths.jalu.home, yasa: paths.yasa.profile } as const satisfies Record<
  Role,
  string
>;

/** Withdrawals need a verified email (the server refuses with EMAIL_NOT_VERIFIED): say so first. */
function EmailNotVerifiedNotice({ emailVerified }: { emailVerified: boolean }) {
  if (emailVerified) return null;
  return (
    <div role="alert" className="alert alert-warning alert-soft">
      <span>{ACCOUNT_MESSAGES.emailNotVerified}</span>
      <Link to={paths.yasa.account} className="btn btn-sm">
        Keamanan Akun
      </Link>
    </div>
  );
}

/**
 * 'Tarik Saldo' (the wallet card's 'Transfer'): a page rather than a dialog, since on a phone
 * the account, the amount, the confirm step and 'Riwayat Penarikan' need the whole screen.
 */
export function WithdrawPage({ role }: { role: Role }) {
  const verification = useVerification();
  // Asked here too (the panel's, the account form's and the list's queries, shared), so every
  // call starts with the page's first render: asked by the parts below, they waited for the two
  // answers the page waits for, a second round trip before the page was whole.
  const account = usePayoutAccount();
  useWallet(role);
  usePayoutConfig();
  useWithdrawals();
  // Only a Yasa's page opens on the account form (a Jalu's bank part shows only with earnings).
  usePayoutChannels({ enabled: role === 'yasa' });
  // The notice goes above the form: the form waits for the answer (the layout's banner asks the
  // same), or the notice would push the whole page down when it came. It waits for the saved
  // account as well: a skeleton cannot be as tall as both the account form (none saved yet) and
  // the one-line account, and the help link and 'Riwayat Penarikan' under it moved (CLS 0.067).
  const waitingForAnswers = role === 'yasa' && (verification.isPending || account.isPending);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <Link to={CARD_PATHS[role]} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
          <ArrowLeftIcon className="size-4" />
          Kembali
        </Link>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">Tarik Saldo</h1>
        <p className="mt-1 text-base-content/70">
          {role === 'jalu'
            ? 'Kembalikan saldo top up yang belum terpakai ke metode pembayaran asalnya.'
            : 'Kirim pendapatanmu ke rekening bank atau e-wallet.'}
        </p>
      </div>
      {waitingForAnswers ? (
        <p aria-busy="true" className="text-base-content/70">
          Memuat…
        </p>
      ) : (
        <>
          {role === 'yasa' && (
            <EmailNotVerifiedNotice emailVerified={verification.data?.emailVerified ?? true} />
          )}
          <WithdrawPanel role={role} />
          <HelpLink role={role} topic="penarikan" className="mt-4">
            Bantuan: biaya dan lama penarikan
          </HelpLink>
          <WithdrawalList />
        </>
      )}
    </div>
  );
}
