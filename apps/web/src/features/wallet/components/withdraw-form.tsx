import { formatIDR, type PayoutAccount, type PayoutConfig } from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { hasStatus } from '@/lib/api-client';
import { fieldErrorsFor } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { PayoutAccountSummary } from './payout-account-summary';

type WithdrawFormProps = {
  account: PayoutAccount;
  config: PayoutConfig;
  /** The earned part of the balance, all a withdrawal may take; undefined while it loads. */
  withdrawable: number | undefined;
};

type Step =
  | { name: 'amount' }
  | { name: 'confirm'; amount: number; idempotencyKey: string }
  | { name: 'done'; amount: number };

function Line({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: number;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatIDR(value)}</dd>
    </div>
  );
}

/** The amount, its fee and total, a confirm step, then 'Penarikan sedang diproses'. */
export function WithdrawForm({ account, config, withdrawable }: WithdrawFormProps) {
  const amountId = useId();
  const hintId = useId();
  const problemId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const withdraw = useCreateWithdrawal();
  const value = Number(amount);

  const onChange = (digits: string) => {
    setProblem(null);
    setAmount(digits);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!amount) return setProblem('Kamu harus masukin dulu nominalnya');
    if (value < config.min) return setProblem(`Minimal penarikan ${formatIDR(config.min)}`);
    if (withdrawable !== undefined && value + config.fee > withdrawable)
      return setProblem(
        `Saldo yang bisa ditarik ${formatIDR(withdrawable)}, tidak cukup untuk nominal dan biaya penarikan ini`,
      );
    // One key per confirm step: a double click or a retry makes one withdrawal.
    setStep({ name: 'confirm', amount: value, idempotencyKey: crypto.randomUUID() });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'confirm') return;
    withdraw.mutate(
      { amount: step.amount, idempotencyKey: step.idempotencyKey },
      {
        onSuccess: (created) => {
          setAmount('');
          setStep({ name: 'done', amount: created.amount });
        },
        onError: (error) => {
          // The server answered: nothing was made, so a new attempt starts over. Without an
          // answer (network) the same key is retried, in case the first one did arrive.
          if (!hasStatus(error, 0)) setStep({ name: 'amount' });
          // A refused amount is said under the amount, like the form's own checks.
          const [amountProblem] = fieldErrorsFor(error, ['amount'] as const);
          if (amountProblem) setProblem(amountProblem[1]);
          else notifyError(error);
        },
      },
    );
  };

  if (step.name === 'done') {
    return (
      <div role="status" className="flex flex-col items-center py-4 text-center">
        <CheckCircleIcon className="size-12 text-success" />
        <p className="mt-3 text-lg font-bold">Penarikan sedang diproses</p>
        <p className="mt-1 text-sm text-base-content/70">
          {formatIDR(step.amount)} sedang dikirim ke rekeningmu. Statusnya ada di Riwayat Penarikan.
        </p>
        <button
          type="button"
          className="btn btn-primary btn-soft mt-4"
          onClick={() => setStep({ name: 'amount' })}
        >
          Selesai
        </button>
      </div>
    );
  }

  if (step.name === 'confirm') {
    return (
      <form noValidate onSubmit={confirm} aria-label="Konfirmasi penarikan">
        <p className="font-bold">Konfirmasi penarikan</p>
        <div className="mt-3 rounded-field bg-base-200 p-3">
          <PayoutAccountSummary account={account} />
        </div>
        <dl className="mt-3 space-y-1 text-sm">
          <Line label="Nominal penarikan" value={step.amount} />
          <Line label="Biaya penarikan" value={config.fee} />
          <Line label="Total dipotong dari saldo" value={step.amount + config.fee} strong />
        </dl>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className="btn btn-ghost grow"
            disabled={withdraw.isPending}
            onClick={() => setStep({ name: 'amount' })}
          >
            Ubah
          </button>
          <SubmitButton isPending={withdraw.isPending} className="grow">
            Tarik Saldo
          </SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={review} className="flex flex-col gap-3">
      <div className="fieldset py-0">
        <label htmlFor={amountId} className="fieldset-legend pt-0 pb-1 text-sm">
          Nominal penarikan
        </label>
        <RupiahInput
          id={amountId}
          size="lg"
          describedBy={problem ? `${problemId} ${hintId}` : hintId}
          invalid={problem !== null}
          value={amount}
          onChange={onChange}
        />
        <p id={hintId} className="label text-sm">
          Minimal {formatIDR(config.min)}
        </p>
      </div>
      <dl className="space-y-1 text-sm" aria-live="polite">
        <Line label="Biaya penarikan" value={config.fee} />
        <Line label="Total dipotong dari saldo" value={(amount ? value : 0) + config.fee} strong />
      </dl>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-semibold text-error">
          {problem}
        </p>
      )}
      <SubmitButton isPending={false} className="w-full">
        Lanjutkan
      </SubmitButton>
    </form>
  );
}
