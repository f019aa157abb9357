import {
  DISPUTE_LIMITS,
  formatDateLong,
  formatIDR,
  type Dispute,
  type Job,
  JOB_STATE,
} from '@bantuin/contract';
import { useState } from 'react';
import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { StatusPill } from '@/components/ui/status-pill';
import { TextAreaField } from '@/components/ui/text-area-field';
import { hasStatus } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAnswerDispute } from '@/features/jobs/api/file-dispute';
import { useDispute } from '@/features/jobs/api/get-dispute';
import { Card } from '@/components/ui/card';

/** Jobs that may have a complaint: in one now, or finished (perhaps by an operator's decision). */
export function hasDispute(job: Pick<Job, 'state'>): boolean {
  return job.state === JOB_STATE.disputed || job.state === JOB_STATE.done;
}

function Statement({ label, text, images }: { label: string; text: string; images: string[] }) {
  return (
    <figure className="rounded-field bg-base-200/70 p-4">
      <figcaption className="text-xs font-medium tracking-wide text-base-content/70 uppercase">
        {label}
      </figcaption>
      <blockquote className="mt-1 break-words whitespace-pre-line">{text}</blockquote>
      {images.length > 0 && (
        <div className="mt-3">
          <PhotoCarousel images={images} label={`Foto ${label}`} photoAlt={`Foto ${label}`} />
        </div>
      )}
    </figure>
  );
}

/** The Yasa's one answer: text and up to five photos. */
function AnswerForm({ jobId }: { jobId: string }) {
  const [response, setResponse] = useState('');
  const photos = usePickedPhotos(DISPUTE_LIMITS.imagesMax);
  const answer = useAnswerDispute(jobId);
  const send = () =>
    answer.mutate(
      { text: response, photos: photos.photos.map(({ file }) => file) },
      { onSuccess: ({ message }) => notifySuccess(message), onError: notifyError },
    );
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextAreaField
        label="Tanggapanmu"
        rows={3}
        maxLength={DISPUTE_LIMITS.responseMax}
        hint="Ceritakan pekerjaanmu dari sisimu. Tanggapan hanya bisa dikirim sekali."
        value={response}
        onChange={(event) => setResponse(event.target.value)}
      />
      <PhotoPicker {...photos} label="Foto pendukung" tag="opsional" />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={answer.isPending}
        aria-busy={answer.isPending}
      >
        {answer.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Kirim Tanggapan
      </button>
    </form>
  );
}

function Decision({ resolution }: { resolution: NonNullable<Dispute['resolution']> }) {
  return (
    <div className="rounded-field border border-success/30 bg-success/8 p-4 text-sm">
      <p className="font-bold">Keputusan Bantuin</p>
      <dl className="mt-2 space-y-1">
        <div className="flex justify-between gap-4">
          <dt>Dibayarkan ke Yasa</dt>
          <dd className="font-semibold">{formatIDR(resolution.workerAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Dikembalikan ke Jalu</dt>
          <dd className="font-semibold">{formatIDR(resolution.refund)}</dd>
        </div>
      </dl>
      {resolution.note && <p className="mt-2 whitespace-pre-line">{resolution.note}</p>}
    </div>
  );
}

/**
 * 'Komplain' on a job's page for both sides: the Jalu's reason and photos, the Yasa's answer
 * (or, while the Yasa may give it, the form), and the decision once an operator resolved it.
 * Renders nothing for a job without a complaint (404).
 */
export function DisputeSection({
  jobId,
  canAnswer,
}: {
  jobId: string;
  /** The job's `actions` hold `answerDispute` (the assigned Yasa, while it is in complaint). */
  canAnswer: boolean;
}) {
  const dispute = useDispute(jobId);
  if (dispute.isPending || (dispute.isError && hasStatus(dispute.error, 404))) return null;
  if (dispute.isError) {
    return (
      <Card title="Komplain">
        <p className="text-sm text-error">Komplain belum dapat dimuat.</p>
      </Card>
    );
  }
  const data = dispute.data;
  const resolved = data.status === 'resolved';
  return (
    <Card title="Komplain">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-base-content/70">
          <StatusPill
            tone={resolved ? 'done' : 'confirm'}
            label={resolved ? 'Sudah diputuskan' : 'Sedang ditinjau'}
          />
          <span>Diajukan {formatDateLong(data.createdAt)}</span>
        </div>
        <Statement label="Alasan komplain Jalu" text={data.reason} images={data.images} />
        {data.response !== null ? (
          <Statement label="Tanggapan Yasa" text={data.response} images={data.responseImages} />
        ) : canAnswer ? (
          <AnswerForm jobId={jobId} />
        ) : (
          <p className="text-sm text-base-content/70">Yasa belum menanggapi komplain ini.</p>
        )}
        {data.resolution ? (
          <Decision resolution={data.resolution} />
        ) : (
          <p className="text-sm text-base-content/70">
            Tim Bantuin sedang meninjau komplain ini. Biaya tetap ditahan sampai ada keputusan.
          </p>
        )}
      </div>
    </Card>
  );
}
