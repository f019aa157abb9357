import type { ResetPasswordBody } from '@bantuin/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResetPassword } from '@/features/account/api/reset-password';
import { PasswordRules } from '@/features/auth/components/password-rules';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordField } from '@/features/auth/components/password-field';
import { clearSession } from '@/lib/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';

/** /atur-ulang-sandi?token=…: the mailed link; a new password ends every session. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit } = useForm<Pick<ResetPasswordBody, 'password'>>({
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          // Every session ended, this browser's too.
          clearSession();
          notifySuccess(message);
          void navigate(paths.login, { replace: true });
        },
        onError: notifyError,
      },
    ),
  );
  return (
    <AuthShell
      title="Buat kata sandi baru"
      subtitle="Setelah disimpan, semua perangkat yang masuk ke akunmu akan dikeluarkan."
      footer={
        <Link to={paths.forgotPassword} className="link link-primary font-semibold">
          Minta tautan baru
        </Link>
      }
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <PasswordField
          label="Kata sandi baru"
          autoComplete="new-password"
          aria-describedby="password-rules"
          {...register('password')}
        />
        <PasswordRules id="password-rules" />
        <SubmitButton isPending={reset.isPending} className="mt-2 w-full">
          Simpan kata sandi
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
