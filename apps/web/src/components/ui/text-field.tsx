import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Something after the input inside its frame, e.g. the show-password toggle. */
  trailing?: ReactNode;
};

/** A labelled input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, trailing, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      <div className={`input w-full ${className}`}>
        <input id={id} className="grow" {...inputProps} />
        {trailing}
      </div>
    </div>
  );
}
