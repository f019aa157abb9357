import { useRegisterYasa } from '@/features/auth/api/register-yasa';
import { RegisterPage } from './register-page';

export function YasaRegisterPage() {
  return (
    <RegisterPage
      title="Pendaftaran Yasa"
      subtitle="Ambil pekerjaan harian di sekitarmu dan dapatkan penghasilan."
      successMessage="Berhasil Mendaftar sebagai Yasa"
      phoneDigitsOnly={false}
      registration={useRegisterYasa()}
    />
  );
}
