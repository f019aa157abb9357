import { ACCOUNT_SUSPENDED_MESSAGE, SUPPORT_EMAIL } from '@bantuin/contract';
import { Link } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { paths } from '@/lib/paths';

/**
 * /akun-ditangguhkan: where a suspended person lands once the server refuses their session (the
 * session is already forgotten, so nothing bounces them back into the area), with the way to
 * Bantuin's team.
 */
export function SuspendedPage() {
  const subject = encodeURIComponent('Akun saya ditangguhkan');
  return (
    <AuthShell
      title="Akun kamu ditangguhkan"
      subtitle="Kamu sudah keluar dari Bantuin di perangkat ini."
      footer={
        <Link to={paths.login} className="link link-primary">
          Ke halaman masuk
        </Link>
      }
    >
      <p>{ACCOUNT_SUSPENDED_MESSAGE}</p>
      <p className="mt-3 text-sm text-base-content/70">
        Tulis email ke tim kami dengan alamat email akunmu; kami membalas di hari kerja.
      </p>
      <a
        href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
        className="btn btn-primary btn-block mt-6"
      >
        Hubungi tim Bantuin
      </a>
      <p className="mt-2 text-center text-sm text-base-content/70">{SUPPORT_EMAIL}</p>
    </AuthShell>
  );
}
