import { formatDateLong, formatIDR, TIP_LIMITS, type Job } from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { TIP_SENT_MESSAGE, type useSendTip } from '../api/send-tip';

/** A tip already given, as both sides see it on the job. */
export function GivenTip({ job, who }: { job: Job; who: 'jalu' | 'yasa' }) {
  if (!job.tip) return null;
  return (
    <Card title="Tip">
      <p>
        {who === 'jalu' ? 'Kamu memberi tip ' : 'Jalu memberi kamu tip '}
        <strong>{formatIDR(job.tip.amount)}</strong> pada{' '}
        <time dateTime={job.tip.createdAt}>{formatDateLong(job.tip.createdAt)}</time>.
      </p>
    </Card>
  );
}

/**
 * 'Beri tip' on the review page: a suggested amount or another, from my wallet, all of it to the
 * Yasa. Shown only while the server offers `tip` (once per job, within 7 days).
 */
export function TipForm({ job, send }: { job: Job; send: ReturnType<typeof useSendTip> }) {
  const id = useId();
  const [choice, setChoice] = useState<number | 'other' | null>(null);
  const [other, setOther] = useState('');
  const amount = choice === 'other' ? Number(other) : choice;
  const workerName = job.worker?.name ?? 'Yasa';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!amount) {
      toast.info('Pilih nominal tip dulu');
      return;
    }
    send.mutate(amount, {
      onSuccess: () => notifySuccess(TIP_SENT_MESSAGE),
      onError: (error) => notifyError(error),
    });
  };

  return (
    <Card title="Beri tip">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-base-content/70">
          Opsional. Seluruh tip masuk ke saldo {workerName}, diambil dari saldomu. Bisa diberikan
          sekali, sampai {TIP_LIMITS.windowDays} hari setelah pekerjaan selesai.
        </p>
        <div role="radiogroup" aria-label="Nominal tip" className="flex flex-wrap gap-2">
          {TIP_LIMITS.suggested.map((suggested) => (
            <button
              key={suggested}
              type="button"
              role="radio"
              aria-checked={choice === suggested}
              className={`btn btn-sm ${choice === suggested ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setChoice(suggested)}
            >
              {formatIDR(suggested)}
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={choice === 'other'}
            className={`btn btn-sm ${choice === 'other' ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => setChoice('other')}
          >
            Nominal lain
          </button>
        </div>
        {choice === 'other' && (
          <div className="fieldset py-0">
            <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
              Nominal tip
            </label>
            <RupiahInput id={id} value={other} onChange={setOther} describedBy={`${id}-hint`} />
            <p id={`${id}-hint`} className="label text-xs">
              {formatIDR(TIP_LIMITS.min)} sampai {formatIDR(TIP_LIMITS.max)}
            </p>
          </div>
        )}
        <div className="flex justify-end">
          <SubmitButton isPending={send.isPending} className="sm:min-w-44">
            {amount ? `Kirim tip ${formatIDR(amount)}` : 'Kirim tip'}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
