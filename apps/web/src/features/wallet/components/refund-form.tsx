import { formatIDR, type Refund } from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { hasStatus } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCreateRefund } from '../api/create-refund';

type Step =
  | { name: 'amount' }
  | { name: 'confirm'; amount: number; idempotencyKey: string }
  | { name: 'done'; refund: Refund };

/** What the person reads once the server answered, by the refund's status. */
const DONE_TEXT = {
  completed: {
    title: 'Saldo sudah dikembalikan',
    body: 'dikembalikan ke metode pembayaran yang kamu pakai saat top up. Tergantung bank atau e-wallet, dananya masuk dalam beberapa hari kerja.',
  },
  processing: {
    title: 'Pengembalian sedang diproses',
    body: 'sedang dikembalikan ke metode pembayaran asalmu. Statusnya ada di Riwayat Saldo.',
  },
  failed: {
    title: 'Pengembalian ditolak',
    body: 'tidak bisa dikembalikan ke metode pembayaran itu, jadi saldonya sudah kembali ke dompetmu. Hubungi kami untuk bantuan.',
  },
} as const satisfies Record<Refund['status'], { title: string; body: string }>;

/**
 * 'Kembalikan saldo' (a Jalu's Tarik Saldo): top-up money that was never spent goes back to the
 * payment it came from, never to a bank account (decision 2026-11-27-cash-out).
 */
export function RefundForm({
  unspent,
}: {
  /** Undefined while the balance loads. */ unspent: number | undefined;
}) {
  const amountId = useId();
  const hintId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const refund = useCreateRefund();
  const value = Number(amount);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!amount || value <= 0) return setProblem('Kamu harus masukin dulu nominalnya');
    if (unspent !== undefined && value > unspent)
      return setProblem(`Saldo top up yang bisa dikembalikan ${formatIDR(unspent)}`);
    // One key per confirm step: a double click or a retry makes one refund.
    setStep({ name: 'confirm', amount: value, idempotencyKey: crypto.randomUUID() });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'confirm') return;
    refund.mutate(
      { amount: step.amount, idempotencyKey: step.idempotencyKey },
      {
        onSuccess: (created) => {
          setAmount('');
          setStep({ name: 'done', refund: created });
        },
        onError: (error) => {
          notifyError(error);
          // Without an answer (network) the same key is retried, in case the first one arrived.
          if (!hasStatus(error, 0)) setStep({ name: 'amount' });
        },
      },
    );
  };

  return (
    <Card title="Kembalikan saldo" size="sm">
      {step.name === 'done' ? (
        <div role="status" className="flex flex-col items-center py-4 text-center">
          <CheckCircleIcon className="size-12 text-success" />
          <p className="mt-3 text-lg font-bold">{DONE_TEXT[step.refund.status].title}</p>
          <p className="mt-1 text-sm text-base-content/70">
            {formatIDR(step.refund.amount)} {DONE_TEXT[step.refund.status].body}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-soft mt-4"
            onClick={() => setStep({ name: 'amount' })}
          >
            Selesai
          </button>
        </div>
      ) : step.name === 'confirm' ? (
        <form noValidate onSubmit={confirm} aria-label="Konfirmasi pengembalian">
          <p className="font-bold">Konfirmasi pengembalian</p>
          <p className="mt-2 text-sm">
            <span className="font-bold tabular-nums">{formatIDR(step.amount)}</span> dikembalikan ke
            metode pembayaran yang kamu pakai saat top up, dimulai dari top up terbaru.
          </p>
          <div className="mt-4 flex gap-2">
            <button
              type="button"
              className="btn btn-ghost grow"
              disabled={refund.isPending}
              onClick={() => setStep({ name: 'amount' })}
            >
              Ubah
            </button>
            <SubmitButton isPending={refund.isPending} className="grow">
              Kembalikan saldo
            </SubmitButton>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={review} className="flex flex-col gap-3">
          <p className="text-sm text-base-content/80">
            Saldo dari top up yang belum terpakai tidak ditarik ke rekening, tetapi dikembalikan ke
            metode pembayaran asalnya (kartu, bank atau e-wallet yang kamu pakai saat top up).
          </p>
          <div className="fieldset py-0">
            <label htmlFor={amountId} className="fieldset-legend pt-0 pb-1 text-sm">
              Nominal pengembalian
            </label>
            <RupiahInput
              id={amountId}
              size="lg"
              describedBy={hintId}
              value={amount}
              onChange={(digits) => {
                setProblem(null);
                setAmount(digits);
              }}
            />
            <p id={hintId} className="label text-sm">
              Bisa dikembalikan {unspent === undefined ? '…' : formatIDR(unspent)}
            </p>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-error">
              {problem}
            </p>
          )}
          <SubmitButton isPending={false} className="w-full">
            Lanjutkan
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
