import { formatIDR } from '@bantuin/contract';
import { useId } from 'react';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { RupiahInput } from '@/components/ui/rupiah-input';

type FeeFieldProps = {
  /** Digits only; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A line under the field (e.g. that a Nitip fee excludes the shopping). */
  note?: string;
  /** The server's sentence about the fee. */
  error?: string;
};

/** 'Biaya': whole rupiah typed as digits, with the amount spelled out under it. */
export function FeeField({ value, onChange, onBlur, name, note, error }: FeeFieldProps) {
  const id = useId();
  const previewId = `${id}-preview`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;

  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
        Biaya
      </label>
      <RupiahInput
        id={id}
        name={name}
        describedBy={describedBy(error && errorId, previewId, note && noteId)}
        invalid={Boolean(error)}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
      <p id={previewId} className="label min-h-4 text-xs" aria-live="polite">
        {value ? formatIDR(Number(value)) : 'Upah untuk Yasa, dalam rupiah'}
      </p>
      {note && (
        <p
          id={noteId}
          className="mt-1 flex gap-2 rounded-field bg-secondary/20 px-3 py-2 text-xs leading-relaxed text-secondary-content"
        >
          {note}
        </p>
      )}
    </div>
  );
}
