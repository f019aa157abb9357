import { useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  error?: string;
};

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-xs -me-1"
          aria-label={visible ? 'Sembunyikan kata sandi' : 'Tampilkan kata sandi'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      }
    />
  );
}
