import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '@/features/account/api/verify-email';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { errorMessageOf } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { getSession, areaPathFor } from '@/lib/session';

/** /verifikasi-email?token=…: opens the mailed link at once (signed in or not). */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: the link is single-use (StrictMode runs effects twice in development).
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);
  const session = getSession();
  const next = session ? areaPathFor(session.role) : paths.login;
  return (
    <AuthShell
      title="Verifikasi email"
      subtitle="Memastikan email ini milikmu."
      footer={
        <Link to={next} className="link link-primary font-semibold">
          {session ? 'Kembali ke Bantuin' : 'Ke halaman masuk'}
        </Link>
      }
    >
      {verify.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft">
          Email {verify.data.email} sudah terverifikasi. Terima kasih!
        </div>
      ) : verify.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          {errorMessageOf(verify.error)}
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Memeriksa tautan…
        </p>
      )}
    </AuthShell>
  );
}
