import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRegisterJalu } from '@/features/auth/api/register-jalu';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';
import type { LoginState } from './login-page';

export function JaluRegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterJalu();

  return (
    <AuthShell
      title="Daftar Jalu"
      subtitle="Buat akun dan temukan Yasa untuk urusan rumahmu."
      footer={
        <Link to={paths.login} className="link link-primary font-semibold">
          Kamu sudah punya akun?
        </Link>
      }
    >
      <RegisterForm
        phoneDigitsOnly
        isPending={registration.isPending}
        onSubmit={(body) =>
          registration.mutate(body, {
            onSuccess: () => {
              notifySuccess('Berhasil Mendaftar');
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
