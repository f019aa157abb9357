import { formatIDR } from '@bantuin/contract';
import { useId, useRef, type FormEvent } from 'react';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { useStalled } from '@/lib/use-stalled';
import { Modal } from '@/components/ui/modal';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { HelpLink } from '@/components/help-link';

type TopUpDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Digits only ('' when empty); the card keeps it so the popup's outcome can clear it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** The server's sentence about the amount. */
  error?: string;
  /** The last try reached no server. */
  connectionLost?: boolean;
};

/** Shortcuts for common amounts; typing any other amount works the same. */
const QUICK_AMOUNTS = [
  { value: 50_000, label: '50rb' },
  { value: 100_000, label: '100rb' },
  { value: 250_000, label: '250rb' },
  { value: 500_000, label: '500rb' },
] as const;

/** The 'Top Up' modal of the wallet card (spec §2). No bounds shown: the server decides (§5). */
export function TopUpDialog({
  open,
  onClose,
  amount,
  onAmountChange,
  onSubmit,
  isPending,
  error,
  connectionLost = false,
}: TopUpDialogProps) {
  const stalled = useStalled(isPending);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const previewId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Top Up"
      boxClassName="text-base-content sm:max-w-md"
      initialFocus={inputRef}
    >
      <p className="mt-1 text-sm text-base-content/70">
        Saldo dipakai untuk membayar pekerjaan di Bantuin.{' '}
        <HelpLink role="jalu" topic="biaya">
          Bantuan: biaya dan saldo
        </HelpLink>
      </p>
      <form noValidate className="mt-5 flex flex-col gap-4" onSubmit={submit}>
        <div className="fieldset py-0">
          <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm">
            Kamu ingin top up berapa?
          </label>
          <RupiahInput
            ref={inputRef}
            id={inputId}
            size="lg"
            describedBy={describedBy(error && errorId, previewId)}
            invalid={Boolean(error)}
            value={amount}
            onChange={onAmountChange}
          />
          <FieldError id={errorId} message={error} />
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
        <ConnectionNotice
          state={connectionLost ? 'lost' : stalled ? 'slow' : null}
          safeRetry="Saldomu hanya bertambah dari pembayaran yang selesai."
        />
        <SubmitButton isPending={isPending} className="mt-1 w-full">
          {connectionLost ? 'Coba lagi' : 'Top Up'}
        </SubmitButton>
      </form>
    </Modal>
  );
}
