import { formatIDR } from '@bantuin/contract';
import { useId, type ChangeEvent } from 'react';

/** Enough digits for any real fee; more would only lose precision in Number(). */
const MAX_DIGITS = 12;

type FeeFieldProps = {
  /** Digits only; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A line under the field (e.g. that a Nitip fee excludes the shopping). */
  note?: string;
};

/** 'Biaya': whole rupiah typed as digits, with the amount spelled out under it. */
export function FeeField({ value, onChange, onBlur, name, note }: FeeFieldProps) {
  const id = useId();
  const previewId = `${id}-preview`;
  const noteId = `${id}-note`;
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS));

  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
        Biaya
      </label>
      <div className="input w-full">
        <span className="font-semibold text-base-content/70">Rp</span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-describedby={note ? `${previewId} ${noteId}` : previewId}
          className="grow font-semibold"
          value={value}
          onChange={change}
          onBlur={onBlur}
        />
      </div>
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
