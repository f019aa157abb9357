import { Link } from 'react-router';
import { useVerification } from '../api/get-verification';

/** Shown in the area until the email is verified, with the way to do it. */
export function VerifyEmailBanner({ accountPath }: { accountPath: string }) {
  const state = useVerification();
  if (!state.data || state.data.emailVerified) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft shadow-md">
      <span>
        Email kamu belum terverifikasi. Buka tautan &lsquo;Verifikasi email&rsquo; di emailmu agar
        bisa menarik saldo.
      </span>
      <Link to={accountPath} className="btn btn-sm">
        Verifikasi
      </Link>
    </div>
  );
}
