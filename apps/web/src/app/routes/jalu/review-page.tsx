import { REVIEW_LIMITS, type Job, type Review as GivenReview } from '@bantuin/contract';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { invalidateBestYasa } from '@/features/profile/api/keys';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { useSendTip } from '@/features/jobs/api/send-tip';
import { GivenTip, TipForm } from '@/features/jobs/components/tip-section';
import { Avatar } from '@/components/avatar';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { hasErrorCode } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { REVIEWED_MESSAGE, useSendReview } from '@/features/jobs/api/send-review';
import { useJobReview } from '@/features/jobs/api/get-job-review';
import { ReviewCard } from '@/features/profile/components/review-card';
import { StateNotice } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { PageTop } from '@/components/ui/page-header';
import { StarRatingInput } from '@/features/jobs/components/star-rating-input';
import { paths } from '@/lib/paths';
import { CompletionStates } from './completion-states';

export const RATING_REQUIRED_MESSAGE = 'Pilih rating dulu, 1 sampai 5 bintang';

function ReviewForm({ job, send }: { job: Job; send: ReturnType<typeof useSendReview> }) {
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const photos = usePickedPhotos(REVIEW_LIMITS.imagesMax);
  const workerName = job.worker?.name ?? 'Yasa';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!rating) {
      toast.info(RATING_REQUIRED_MESSAGE);
      return;
    }
    send.mutate(
      { rating, description, photos: photos.photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          notifySuccess(REVIEWED_MESSAGE);
          void navigate(paths.jalu.home);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <StarRatingInput value={rating} onChange={setRating} />
      <TextAreaField
        label="Testimoni"
        placeholder={`Ceritakan pengalamanmu dibantu ${workerName}…`}
        rows={4}
        maxLength={REVIEW_LIMITS.descriptionMax}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        hint="Ulasanmu tampil di profil Yasa dan membantu Jalu lain memilih."
      />
      <PhotoPicker
        {...photos}
        label="Foto"
        tag="opsional"
        hint={`Boleh tambahkan sampai ${REVIEW_LIMITS.imagesMax} foto hasil pekerjaannya.`}
      />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Link to={paths.jalu.home} className="btn btn-ghost">
          Nanti saja
        </Link>
        <SubmitButton isPending={send.isPending} className="sm:min-w-44">
          Kirim Review
        </SubmitButton>
      </div>
    </form>
  );
}

/** Instead of the form, when there is nothing to review (yet, or any more). */
function NotReviewable({
  job,
  reviewed,
  given,
}: {
  job: Job;
  reviewed: boolean;
  /** The review already given, shown instead of an empty form. */
  given: GivenReview | null;
}) {
  if (given) {
    return (
      <div className="space-y-4">
        <p className="font-semibold">Ulasanmu untuk pekerjaan ini</p>
        <ReviewCard review={given} />
        <Link to={paths.jalu.history} className="btn btn-ghost btn-sm">
          Lihat Riwayat Pesanan
        </Link>
      </div>
    );
  }
  if (reviewed) {
    return (
      <StateNotice
        title="Ulasanmu sudah terkirim"
        Icon={CheckCircleIcon}
        tone="success"
        actions={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={paths.jalu.home} className="btn btn-primary">
              Ke Beranda
            </Link>
            <Link to={paths.jalu.history} className="btn btn-ghost">
              Lihat Riwayat Pesanan
            </Link>
          </div>
        }
      >
        Setiap pesanan bisa diulas sekali. Terima kasih sudah berbagi pengalamanmu!
      </StateNotice>
    );
  }
  const waitsForPayment = job.actions.includes('confirm');
  return (
    <StateNotice
      title={waitsForPayment ? 'Konfirmasi pekerjaannya dulu' : 'Pesanan ini belum selesai'}
      Icon={ClockIcon}
      tone="warning"
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={waitsForPayment ? paths.jalu.confirmation(job._id) : paths.jalu.order(job._id)}
            className="btn btn-primary"
          >
            {waitsForPayment ? 'Konfirmasi Pekerjaan' : 'Lihat pesanan'}
          </Link>
        </div>
      }
    >
      Ulasan bisa dikirim setelah pekerjaannya selesai dan kamu melanjutkan pembayaran.
    </StateNotice>
  );
}

function Review({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  // A job's review is not part of GET /jobs/:id: the history links here only while it is not
  // reviewed, and the server answers ALREADY_REVIEWED to a second one.
  const send = useSendReview(job._id, { onSuccess: () => invalidateBestYasa(queryClient) });
  // 'Beri tip' comes out of the wallet.
  const tip = useSendTip(job._id, { onSuccess: () => invalidateWallet(queryClient) });
  const reviewed = hasErrorCode(send.error, 'ALREADY_REVIEWED');
  // The server offers 'review' on a finished job (its `actions`); a reviewed job shows its review,
  // not an empty form (GET /jobs/:id/review).
  const mayReview = job.actions.includes('review');
  const existing = useJobReview(job._id, { enabled: mayReview });
  const given = existing.data?.review ?? null;
  const worker = job.worker;
  const workerName = worker?.name ?? 'Yasa';
  const canReview = mayReview && !reviewed && !given;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageTop
        back={{ to: paths.jalu.history, label: 'Riwayat Pesanan' }}
        title="Review Yasa"
        description={`Bagaimana hasil kerja ${workerName}? Beri bintang dan ceritakan pengalamanmu.`}
      />
      <Card>
        <div className="flex items-center gap-4 border-b border-base-300 pb-5">
          <Avatar src={worker?.profilePicture} alt={`Foto ${workerName}`} className="size-16" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-base-content/70">Yasa</p>
            <p className="truncate text-lg font-bold">{workerName}</p>
            <p className="line-clamp-2 text-sm text-base-content/70">{job.title}</p>
          </div>
        </div>
        <div className="pt-5">
          {mayReview && existing.isPending ? (
            <div aria-busy="true" className="h-40 animate-pulse rounded-box bg-base-200">
              <span className="sr-only">Memuat ulasan…</span>
            </div>
          ) : canReview ? (
            <ReviewForm job={job} send={send} />
          ) : (
            <NotReviewable job={job} reviewed={reviewed} given={given} />
          )}
        </div>
      </Card>
      {job.actions.includes('tip') ? (
        <TipForm job={job} send={tip} />
      ) : (
        <GivenTip job={job} who="jalu" />
      )}
    </div>
  );
}

/** /jalu/order/{id}/review ('Review Yasa'): stars, words and photos for the Yasa. */
export function ReviewPage() {
  return <CompletionStates>{(job) => <Review job={job} />}</CompletionStates>;
}
