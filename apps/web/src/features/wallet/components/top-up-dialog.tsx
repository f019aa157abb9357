import { formatIDR } from '@bantuin/contract';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';

type TopUpDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Digits only ('' when empty); the card keeps it so the popup's outcome can clear it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
  isPending: boolean;
};

/** Shortcuts for common amounts; typing any other amount works the same. */
const QUICK_AMOUNTS = [
  { value: 50_000, label: '50rb' },
  { value: 100_000, label: '100rb' },
  { value: 250_000, label: '250rb' },
  { value: 500_000, label: '500rb' },
] as const;

/** Enough digits for any real top-up; more would only lose precision in Number(). */
const MAX_DIGITS = 12;

/** The 'Top Up' modal of the wallet card (spec §2). No bounds shown: the server decides (§5). */
export function TopUpDialog({
  open,
  onClose,
  amount,
  onAmountChange,
  onSubmit,
  isPending,
}: TopUpDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const previewId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onAmountChange(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
    >
      <div className="modal-box text-base-content sm:max-w-md">
        <h2 id={titleId} className="text-xl font-bold">
          Top Up
        </h2>
        <p className="mt-1 text-sm text-base-content/70">
          Saldo dipakai untuk membayar pekerjaan di Bantuin.
        </p>
        <form noValidate className="mt-5 flex flex-col gap-4" onSubmit={submit}>
          <div className="fieldset py-0">
            <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm">
              Kamu ingin top up berapa?
            </label>
            <div className="input input-lg w-full">
              <span className="font-semibold text-base-content/70">Rp</span>
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                aria-describedby={previewId}
                className="grow text-lg font-semibold"
                value={amount}
                onChange={onChange}
              />
            </div>
            <p id={previewId} className="label min-h-5 text-sm" aria-live="polite">
              {amount ? formatIDR(Number(amount)) : 'Masukkan nominal dalam rupiah'}
            </p>
          </div>
          <div className="grid grid-cols-4 gap-2" role="group" aria-label="Pilih nominal cepat">
            {QUICK_AMOUNTS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={amount === String(value)}
                className={`btn btn-sm btn-primary ${amount === String(value) ? '' : 'btn-soft'}`}
                onClick={() => onAmountChange(String(value))}
              >
                {label}
              </button>
            ))}
          </div>
          <SubmitButton isPending={isPending} className="mt-1 w-full">
            Top Up
          </SubmitButton>
        </form>
      </div>
      {/* A click on the dim area around the box closes it, like the spec's backdrop 'Tutup'. */}
      <div className="modal-backdrop">
        <button type="button" onClick={onClose}>
          Tutup
        </button>
      </div>
    </dialog>
  );
}
