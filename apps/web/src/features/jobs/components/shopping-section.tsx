import {
  formatIDR,
  ITEM_STATE_LABELS,
  JOB_STATE,
  SHOPPING_LIMITS,
  type Job,
  type JobItem,
} from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { Card } from '@/components/ui/card';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useAnswerExtra } from '../api/answer-extra';
import { useAnswerReplacement } from '../api/answer-replacement';
import { useSendReceipt } from '../api/send-receipt';
import { useUpdateItem } from '../api/update-item';

const STATE_TONE: Record<JobItem['state'], string> = {
  pending: 'badge-ghost',
  bought: 'badge-success',
  replaced: 'badge-info',
  unavailable: 'badge-warning',
};

/** What a replacement's answer reads as. */
const APPROVAL_TEXT = {
  pending: 'menunggu persetujuan Jalu',
  approved: 'disetujui Jalu',
  declined: 'ditolak Jalu',
} as const;

/** Money above the cap that still waits for the Jalu. */
const extraWaiting = (job: Job) =>
  job.purchase !== null &&
  job.shoppingCap !== null &&
  job.purchase.total > job.shoppingCap &&
  job.purchase.extraApproved === null &&
  (job.state === JOB_STATE.assigned || job.state === JOB_STATE.worker_confirmed);

/** The Yasa may still shop: assigned, with a cap, before the receipt. */
const shopping = (job: Job) =>
  job.shoppingCap !== null && job.state === JOB_STATE.assigned && job.purchase === null;

function ItemRow({ job, item, side }: { job: Job; item: JobItem; side: 'jalu' | 'yasa' }) {
  const update = useUpdateItem(job._id);
  const answer = useAnswerReplacement(job._id);
  const [replacing, setReplacing] = useState(false);
  const [replacement, setReplacement] = useState('');
  const inputId = useId();
  const canTick = side === 'yasa' && shopping(job);
  const asksJalu = side === 'jalu' && shopping(job) && item.replacement?.approval === 'pending';

  const tick = (state: 'bought' | 'unavailable') =>
    update.mutate({ itemId: item._id, state }, { onError: notifyError });
  const replace = (event: FormEvent) => {
    event.preventDefault();
    if (!replacement.trim()) {
      toast.info('Tulis barang penggantinya');
      return;
    }
    update.mutate(
      { itemId: item._id, state: 'replaced', replacement: replacement.trim() },
      { onSuccess: () => setReplacing(false), onError: notifyError },
    );
  };

  return (
    <li className="space-y-2 border-b border-base-200 pb-3 last:border-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {item.name} <span className="text-base-content/70">× {item.quantity}</span>
          </p>
          {item.note && <p className="text-xs text-base-content/70">{item.note}</p>}
          {item.estimatedPrice !== null && (
            <p className="text-xs text-base-content/70">
              Perkiraan {formatIDR(item.estimatedPrice)}
            </p>
          )}
          {item.replacement && (
            <p className="text-sm">
              Ganti dengan <strong>{item.replacement.name}</strong> (
              {APPROVAL_TEXT[item.replacement.approval]})
            </p>
          )}
        </div>
        <span className={`badge badge-sm ${STATE_TONE[item.state]}`}>
          {ITEM_STATE_LABELS[item.state]}
        </span>
      </div>
      {canTick && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-xs btn-success"
            disabled={update.isPending}
            onClick={() => tick('bought')}
          >
            Dibeli
          </button>
          <button
            type="button"
            className="btn btn-xs btn-outline"
            disabled={update.isPending}
            onClick={() => setReplacing((open) => !open)}
          >
            Ganti…
          </button>
          <button
            type="button"
            className="btn btn-xs btn-outline btn-warning"
            disabled={update.isPending}
            onClick={() => tick('unavailable')}
          >
            Tidak tersedia
          </button>
        </div>
      )}
      {canTick && replacing && (
        <form onSubmit={replace} className="flex flex-wrap items-end gap-2">
          <label htmlFor={inputId} className="text-xs">
            Barang pengganti
            <input
              id={inputId}
              className="input input-sm mt-1 w-56"
              maxLength={SHOPPING_LIMITS.nameMax}
              value={replacement}
              onChange={(event) => setReplacement(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-sm btn-primary" disabled={update.isPending}>
            Tanyakan ke Jalu
          </button>
        </form>
      )}
      {asksJalu && (
        <div role="group" aria-label={`Ganti ${item.name}?`} className="flex gap-2">
          <button
            type="button"
            className="btn btn-xs btn-primary"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate({ itemId: item._id, approve: true }, { onError: notifyError })
            }
          >
            Setuju
          </button>
          <button
            type="button"
            className="btn btn-xs btn-outline"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate({ itemId: item._id, approve: false }, { onError: notifyError })
            }
          >
            Tolak
          </button>
        </div>
      )}
    </li>
  );
}

/** 'Struk belanja' for the Yasa once every item is ticked: the total and the receipt photos. */
function ReceiptForm({ job }: { job: Job }) {
  const send = useSendReceipt(job._id);
  const photos = usePickedPhotos(SHOPPING_LIMITS.receiptImagesMax);
  const [total, setTotal] = useState('');
  const id = useId();
  const waiting = job.items.some(
    (item) => item.state === 'pending' || item.replacement?.approval === 'pending',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!total || photos.photos.length === 0) {
      toast.info('Isi total belanja dan tambahkan foto struknya');
      return;
    }
    send.mutate(
      { total: Number(total), photos: photos.photos.map(({ file }) => file) },
      { onSuccess: () => notifySuccess('Struk belanja terkirim'), onError: notifyError },
    );
  };
  if (waiting) {
    return (
      <p className="text-sm text-base-content/70">
        Tandai semua barang (dan tunggu jawaban Jalu untuk barang pengganti) sebelum mengirim struk
        belanja.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="fieldset py-0">
        <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
          Total belanja
        </label>
        <RupiahInput id={id} value={total} onChange={setTotal} />
        {job.shoppingCap !== null && Number(total) > job.shoppingCap && (
          <p className="label text-xs text-warning-content">
            Melebihi batas belanja {formatIDR(job.shoppingCap)}: kelebihannya perlu persetujuan
            Jalu.
          </p>
        )}
      </div>
      <PhotoPicker {...photos} label="Foto struk" hint="Tambahkan 1–5 foto struk belanja." />
      <SubmitButton isPending={send.isPending}>Kirim Struk Belanja</SubmitButton>
    </form>
  );
}

/**
 * A Nitip's 'Daftar belanja' on both sides: the list with its ticks, the cap, the receipt and the
 * totals. The Yasa ticks the items and sends 'Struk belanja'; the Jalu answers replacements and a
 * total above the cap (taken from the wallet).
 */
export function ShoppingSection({
  job,
  side,
  onPaid,
}: {
  job: Job;
  side: 'jalu' | 'yasa';
  /** What else the page refreshes once an extra was taken from the wallet. */
  onPaid?: () => unknown;
}) {
  const extra = useAnswerExtra(job._id, { onSuccess: onPaid });
  if (job.items.length === 0) return null;
  const purchase = job.purchase;
  const cap = job.shoppingCap;
  const above = purchase && cap !== null ? Math.max(0, purchase.total - cap) : 0;
  const reimbursed =
    purchase && cap !== null
      ? Math.min(purchase.total, cap + (purchase.extraApproved ? above : 0))
      : 0;
  return (
    <Card title="Daftar belanja">
      <ul className="space-y-3">
        {job.items.map((item) => (
          <ItemRow key={item._id} job={job} item={item} side={side} />
        ))}
      </ul>
      <dl className="mt-4 space-y-1 rounded-field bg-base-200 p-4 text-sm">
        {cap !== null && (
          <div className="flex justify-between gap-4">
            <dt>Batas belanja</dt>
            <dd className="font-semibold">{formatIDR(cap)}</dd>
          </div>
        )}
        {purchase && (
          <>
            <div className="flex justify-between gap-4">
              <dt>Total struk</dt>
              <dd className="font-semibold">{formatIDR(purchase.total)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Diganti ke Yasa</dt>
              <dd className="font-semibold">{formatIDR(reimbursed)}</dd>
            </div>
            {cap !== null && (
              <div className="flex justify-between gap-4">
                <dt>Sisa belanja ke Jalu</dt>
                <dd className="font-semibold">
                  {formatIDR(cap + (purchase.extraApproved ? above : 0) - reimbursed)}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
      {purchase && purchase.receipts.length > 0 && (
        <div className="mt-4">
          <PhotoCarousel images={purchase.receipts} label="Struk belanja" photoAlt="Foto struk" />
        </div>
      )}
      {purchase && above > 0 && purchase.extraApproved !== null && (
        <p className="mt-3 text-sm">
          Kelebihan belanja {formatIDR(above)}{' '}
          {purchase.extraApproved
            ? 'disetujui Jalu.'
            : `ditolak Jalu; Yasa diganti sampai batas ${formatIDR(cap ?? 0)}.`}
        </p>
      )}
      {extraWaiting(job) &&
        // The server says whether the Jalu may answer (the table's `answerExtra`).
        (side === 'jalu' ? (
          job.actions.includes('answerExtra') && (
            <div role="group" aria-label="Kelebihan belanja" className="mt-4 space-y-2">
              <p className="text-sm">
                Total struk melebihi batas belanja sebesar <strong>{formatIDR(above)}</strong>.
                Setujui agar kekurangannya diambil dari saldomu.
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={extra.isPending}
                  onClick={() =>
                    extra.mutate(true, {
                      onSuccess: () => notifySuccess('Kelebihan belanja disetujui'),
                      onError: notifyError,
                    })
                  }
                >
                  Setujui {formatIDR(above)}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={extra.isPending}
                  onClick={() => extra.mutate(false, { onError: notifyError })}
                >
                  Tolak
                </button>
              </div>
            </div>
          )
        ) : (
          <p className="mt-3 text-sm text-base-content/70">
            Kelebihan {formatIDR(above)} menunggu persetujuan Jalu.
          </p>
        ))}
      {side === 'yasa' && job.actions.includes('submitReceipt') && (
        <div className="mt-4 border-t border-base-200 pt-4">
          <h3 className="mb-2 font-semibold">Struk belanja</h3>
          <ReceiptForm job={job} />
        </div>
      )}
    </Card>
  );
}
