import type { LoginBody } from '@bantuin/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { hasErrorCode } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { areaPathFor, saveSession } from '@/lib/session';
import { useLogin } from '@/features/auth/api/login';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordField } from '@/features/auth/components/password-field';
import { RegisterChoiceDialog } from '@/features/auth/components/register-choice-dialog';
import { TextField } from '@/components/ui/text-field';

/** What a registration hands over to /login: the new account's email, prefilled. */
export type LoginState = { email?: string } | null;

export function LoginPage() {
  const navigate = useNavigate();
  const prefilledEmail = (useLocation().state as LoginState)?.email ?? '';
  // A signed-out deep link (/jalu/order/…) came here with `?next=`: back there after login.
  const next = useSearchParams()[0].get('next');
  const [choosingRole, setChoosingRole] = useState(false);
  const loginMutation = useLogin();
  const { register, handleSubmit } = useForm<LoginBody>({
    defaultValues: { email: prefilledEmail, password: '' },
  });

  // No client-side checks (spec §5): the server's message explains what is wrong.
  const submit = handleSubmit((body) =>
    loginMutation.mutate(body, {
      onSuccess: ({ access_token, role }) => {
        saveSession({ accessToken: access_token, role });
        notifySuccess('Berhasil Masuk');
        const area = areaPathFor(role);
        const inOwnArea = next !== null && next.startsWith(`${area}/`);
        void navigate(inOwnArea ? next : area, { replace: true });
      },
      onError: (error) => {
        if (hasErrorCode(error, 'ACCOUNT_SUSPENDED')) void navigate(paths.suspended);
        else notifyError(error);
      },
    }),
  );

  return (
    <AuthShell
      title="Masuk"
      subtitle="Selamat datang kembali!"
      footer={
        <button
          type="button"
          className="link link-primary font-semibold"
          onClick={() => setChoosingRole(true)}
        >
          Kamu belum punya akun?
        </button>
      }
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="nama@email.com"
          {...register('email')}
        />
        <PasswordField
          label="Kata Sandi"
          autoComplete="current-password"
          placeholder="Kata sandimu"
          {...register('password')}
        />
        <Link to={paths.forgotPassword} className="link link-primary -mt-2 self-end text-sm">
          Lupa kata sandi?
        </Link>
        <SubmitButton isPending={loginMutation.isPending} className="mt-2 w-full">
          Masuk
        </SubmitButton>
      </form>
      <RegisterChoiceDialog open={choosingRole} onClose={() => setChoosingRole(false)} />
    </AuthShell>
  );
}
