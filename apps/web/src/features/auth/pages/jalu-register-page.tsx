import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRegisterJalu } from '../api/register-jalu';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';

export function JaluRegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterJalu();

  return (
    <AuthShell
      title="Daftar Jalu"
      subtitle="Buat akun dan temukan Yasa untuk urusan rumahmu."
      footer={
        <Link to="/login" className="link link-primary font-semibold">
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
              void navigate('/login');
            },
            onError: notifyError,
          })
        }
      />
    </AuthShell>
  );
}
