import { useId, type ComponentPropsWithRef } from 'react';
import { describedBy, FieldError } from './field-error';

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** A line under the field, e.g. what the text is for. */
  hint?: string;
  /** The server's sentence about this field (react-hook-form's `errors.<name>.message`). */
  error?: string;
};

/** A labelled textarea; spread react-hook-form's `register(...)` into it. */
export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        aria-invalid={error ? true : undefined}
        className={`textarea w-full leading-relaxed ${error ? 'textarea-error' : ''} ${className}`}
        {...props}
      />
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className="label text-xs text-wrap">
          {hint}
        </p>
      )}
    </div>
  );
}
