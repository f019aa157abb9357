import { useRegisterJalu } from '@/features/auth/api/register-jalu';
import { RegisterPage } from './register-page';

export function JaluRegisterPage() {
  return (
    <RegisterPage
      title="Daftar Jalu"
      subtitle="Buat akun dan temukan Yasa untuk urusan rumahmu."
      successMessage="Berhasil Mendaftar"
      phoneDigitsOnly
      registration={useRegisterJalu()}
    />
  );
}
