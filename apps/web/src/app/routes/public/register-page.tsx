import type { RegisterBody } from '@bantuin/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Registered } from '@/features/auth/api/sign-in-after-registration';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { areaPathFor, saveSession } from '@/lib/session';
import type { LoginState } from './login-page';

type RegisterPageProps = {
  title: string;
  subtitle: string;
  successMessage: string;
  phoneDigitsOnly: boolean;
  registration: UseMutationResult<Registered, Error, RegisterBody>;
};

/**
 * Both registrations: the new account is signed in at once and lands in its area (no second
 * login). Should that login fail, the login form takes over with the email filled in.
 */
export function RegisterPage({
  title,
  subtitle,
  successMessage,
  phoneDigitsOnly,
  registration,
}: RegisterPageProps) {
  const navigate = useNavigate();
  return (
    <AuthShell
      title={title}
      subtitle={subtitle}
      footer={
        <Link to={paths.login} className="link link-primary font-semibold">
          Kamu sudah punya akun?
        </Link>
      }
    >
      <RegisterForm
        phoneDigitsOnly={phoneDigitsOnly}
        isPending={registration.isPending}
        onSubmit={(body, { onError }) =>
          registration.mutate(body, {
            onSuccess: ({ session }) => {
              notifySuccess(successMessage);
              if (!session) {
                void navigate(paths.login, { state: { email: body.email } satisfies LoginState });
                return;
              }
              saveSession({ accessToken: session.access_token, role: session.role });
              void navigate(areaPathFor(session.role), { replace: true });
            },
            onError,
          })
        }
      />
    </AuthShell>
  );
}
