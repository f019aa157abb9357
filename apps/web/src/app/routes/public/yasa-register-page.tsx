import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRegisterYasa } from '@/features/auth/api/register-yasa';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';

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
              void navigate(paths.login);
            },
            onError: notifyError,
          })
        }
      />
    </AuthShell>
  );
}
