import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRegisterYasa } from '@/features/auth/api/register-yasa';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';
import type { LoginState } from './login-page';

export function YasaRegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterYasa();

  return (
    <AuthShell
      title="Pendaftaran Yasa"
      subtitle="Ambil pekerjaan harian di sekitarmu dan dapatkan penghasilan."
      footer={
        <Link to={paths.login} className="link link-primary font-semibold">
          Kamu sudah punya akun?
        </Link>
      }
    >
      <RegisterForm
        phoneDigitsOnly={false}
        isPending={registration.isPending}
        onSubmit={(body) =>
          registration.mutate(body, {
            onSuccess: () => {
              notifySuccess('Berhasil Mendaftar sebagai Yasa');
              // The new account's email waits in the login form.
              void navigate(paths.login, { state: { email: body.email } satisfies LoginState });
            },
            onError: notifyError,
          })
        }
      />
    </AuthShell>
  );
}
