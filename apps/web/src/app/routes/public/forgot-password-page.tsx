import type { ForgotPasswordBody } from '@bantuin/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useForgotPassword } from '@/features/account/api/forgot-password';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';

/** /lupa-sandi: asks for the email; the answer is the same whether it has an account or not. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit } = useForm<ForgotPasswordBody>({ defaultValues: { email: '' } });
  const submit = handleSubmit((body) => forgot.mutate(body, { onError: notifyError }));
  return (
    <AuthShell
      title="Lupa kata sandi?"
      subtitle="Kami kirim tautan untuk membuat kata sandi baru ke emailmu."
      footer={
        <Link to={paths.login} className="link link-primary font-semibold">
          Kembali ke halaman masuk
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft">
          {forgot.data.message}
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="nama@email.com"
            {...register('email')}
          />
          <SubmitButton isPending={forgot.isPending} className="mt-2 w-full">
            Kirim tautan
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
