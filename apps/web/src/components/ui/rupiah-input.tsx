import type { ChangeEvent, FocusEventHandler, Ref } from 'react';

/** Enough digits for any real amount; more would only lose precision in Number(). */
const MAX_DIGITS = 12;

type RupiahInputProps = {
  /** The label's `htmlFor`. */
  id: string;
  /** Digits only; '' when empty. */
  value: string;
  /** Gets digits only: anything else typed or pasted is dropped. */
  onChange: (digits: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  /** The ids of the lines under the field (the spelled-out amount, a hint). */
  describedBy?: string;
  /** 'lg' where the amount is the whole form (top up, withdraw). */
  size?: 'md' | 'lg';
  /** The server refused the amount: the frame turns red and the input says so. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Whole rupiah typed as digits, after an 'Rp' prefix, with the number keyboard on a phone. The
 * label and the lines under it are the caller's: each form words them its own way.
 */
export function RupiahInput({
  id,
  value,
  onChange,
  onBlur,
  name,
  describedBy,
  size = 'md',
  invalid = false,
  ref,
}: RupiahInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS));
  return (
    <div
      className={`input w-full ${size === 'lg' ? 'input-lg' : ''} ${invalid ? 'input-error' : ''}`}
    >
      <span className="font-semibold text-base-content/70">Rp</span>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={size === 'lg' ? 'grow text-lg font-semibold' : 'grow font-semibold'}
        value={value}
        onChange={change}
        onBlur={onBlur}
      />
    </div>
  );
}
