import type { RegisterBody } from '@bantuin/contract';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { TextField } from '@/components/ui/text-field';

type RegisterFormProps = {
  /** Jalu's phone field takes digits only; Yasa's is free text (spec §5). */
  phoneDigitsOnly: boolean;
  isPending: boolean;
  onSubmit: (body: RegisterBody) => void;
};

const keepDigits = (value: string) => value.replace(/\D/g, '');

/** No client-side checks (spec §5): whatever is typed goes to the server, which explains. */
export function RegisterForm({ phoneDigitsOnly, isPending, onSubmit }: RegisterFormProps) {
  const { register, handleSubmit } = useForm<RegisterBody>({
    defaultValues: { email: '', phoneNumber: '', password: '' },
  });
  const phoneField = register('phoneNumber');
  const onDigitsOnlyChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = keepDigits(event.target.value);
    return phoneField.onChange(event);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="nama@email.com"
        {...register('email')}
      />
      <TextField
        label="Nomor Telepon"
        type="tel"
        autoComplete="tel"
        placeholder="081234567890"
        {...phoneField}
        inputMode={phoneDigitsOnly ? 'numeric' : 'tel'}
        onChange={phoneDigitsOnly ? onDigitsOnlyChange : phoneField.onChange}
      />
      <PasswordField
        label="Kata Sandi"
        autoComplete="new-password"
        placeholder="Minimal 8 karakter"
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
