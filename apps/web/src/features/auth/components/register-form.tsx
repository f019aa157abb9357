import type { RegisterBody } from '@bantuin/contract';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { showFormError } from '@/lib/form-errors';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { TextField } from '@/components/ui/text-field';

const FIELDS = ['email', 'phoneNumber', 'password'] as const;

type RegisterFormProps = {
  /** Jalu's phone field takes digits only; Yasa's is free text (spec §5). */
  phoneDigitsOnly: boolean;
  isPending: boolean;
  /** Sends the form; a refusal goes to `onError`, which shows it on the fields. */
  onSubmit: (body: RegisterBody, handlers: { onError: (error: unknown) => void }) => void;
};

const keepDigits = (value: string) => value.replace(/\D/g, '');

/**
 * No client-side checks (spec §5): whatever is typed goes to the server, which explains; every
 * field it refuses shows its sentence under it at once.
 */
export function RegisterForm({ phoneDigitsOnly, isPending, onSubmit }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBody>({
    defaultValues: { email: '', phoneNumber: '', password: '' },
  });
  const phoneField = register('phoneNumber');
  const onDigitsOnlyChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = keepDigits(event.target.value);
    return phoneField.onChange(event);
  };
  const submit = handleSubmit((body) =>
    onSubmit(body, { onError: (error) => showFormError(error, setError, FIELDS) }),
  );

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="nama@email.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Nomor Telepon"
        type="tel"
        autoComplete="tel"
        placeholder="081234567890"
        error={errors.phoneNumber?.message}
        {...phoneField}
        inputMode={phoneDigitsOnly ? 'numeric' : 'tel'}
        onChange={phoneDigitsOnly ? onDigitsOnlyChange : phoneField.onChange}
      />
      <PasswordField
        label="Kata Sandi"
        autoComplete="new-password"
        placeholder="Minimal 8 karakter"
        error={errors.password?.message}
        aria-describedby="register-password-rules"
        {...register('password')}
      />
      <PasswordRules id="register-password-rules" />
      <SubmitButton isPending={isPending} className="mt-2 w-full">
        Daftar
      </SubmitButton>
    </form>
  );
}
