import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, FieldError } from './field-error';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Something after the input inside its frame, e.g. the show-password toggle. */
  trailing?: ReactNode;
  /** The server's sentence about this field (react-hook-form's `errors.<name>.message`). */
  error?: string;
};

/** A labelled input; spread react-hook-form's `register(...)` into it. */
export function TextField({
  label,
  trailing,
  error,
  className = '',
  'aria-describedby': ownDescription,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      <div className={`input w-full ${error ? 'input-error' : ''} ${className}`}>
        <input
          id={id}
          className="grow"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, ownDescription)}
          {...inputProps}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
