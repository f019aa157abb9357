import { useId, type ComponentPropsWithRef } from 'react';

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** A line under the field, e.g. what the text is for. */
  hint?: string;
};

/** A labelled textarea; spread react-hook-form's `register(...)` into it. */
export function TextAreaField({ label, hint, className = '', ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={`textarea w-full leading-relaxed ${className}`}
        {...props}
      />
      {hint && (
        <p id={hintId} className="label text-xs text-wrap">
          {hint}
        </p>
      )}
    </div>
  );
}
