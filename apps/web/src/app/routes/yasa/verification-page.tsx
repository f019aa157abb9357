import { PROOF_LIMITS, TASK_LIMITS, TASK_MESSAGES, type Job, JOB_STATE } from '@bantuin/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { JobPerson } from '@/components/job/job-pieces';
import { JobFeeBox, JobSummaryAside } from '@/components/job/job-summary';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { NotFound } from '@/components/not-found';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { JobByIdStates } from '@/features/jobs/components/job-by-id-states';
import { PROOF_SENT_MESSAGE, useSubmitProof } from '@/features/jobs/api/submit-proof';
import { CompletionSkeleton, JobNotFound, StateNotice } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { PageTop } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';

/** Spec §5: the proof needs at least one photo. */
export const PROOF_PHOTO_REQUIRED_MESSAGE = 'Tambahkan minimal 1 foto bukti pekerjaan';

/** One task's photos (the first before or after, an optional second): reported as they change. */
function TaskPhotos({ name, onFiles }: { name: string; onFiles: (files: File[]) => void }) {
  const photos = usePickedPhotos(TASK_LIMITS.photosMax);
  useEffect(() => onFiles(photos.photos.map((photo) => photo.file)), [photos.photos, onFiles]);
  return (
    <PhotoPicker
      {...photos}
      label={`Foto ${name}`}
      tag="wajib"
      hint={`Minimal ${TASK_LIMITS.photosMin} foto. Boleh tambah foto kedua: ${TASK_MESSAGES.before.toLowerCase()} dan ${TASK_MESSAGES.after.toLowerCase()}.`}
    />
  );
}

/** Task i's photos as each task's picker reports them. */
function useTaskFiles(count: number) {
  const [files, setFiles] = useState<File[][]>(() => Array.from({ length: count }, () => []));
  const [reporters] = useState(() =>
    Array.from(
      { length: count },
      (_, index) => (chosen: File[]) =>
        setFiles((current) => current.map((old, at) => (at === index ? chosen : old))),
    ),
  );
  return { files, reporters };
}

function ProofForm({ job }: { job: Job }) {
  const navigate = useNavigate();
  const submitProof = useSubmitProof(job._id);
  const photos = usePickedPhotos(PROOF_LIMITS.imagesMax);
  const hasTasks = job.tasks.length > 0;
  const taskFiles = useTaskFiles(job.tasks.length);
  const [description, setDescription] = useState('');
  // Spec §8 toasts nothing for a failed verification; the form says what the server said.
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitProof.isPending) return;
    // The server's rule (policy's proofRefusal), said before the upload.
    const bare = job.tasks.find((_, index) => (taskFiles.files[index]?.length ?? 0) === 0);
    if (hasTasks && bare !== undefined) {
      toast.info(TASK_MESSAGES.proofMissing(bare.name));
      return;
    }
    if (!hasTasks && photos.photos.length < PROOF_LIMITS.imagesMin) {
      toast.info(PROOF_PHOTO_REQUIRED_MESSAGE);
      return;
    }
    setFailure(null);
    submitProof.mutate(
      {
        description,
        photos: photos.photos.map((photo) => photo.file),
        ...(hasTasks ? { taskPhotos: taskFiles.files } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(PROOF_SENT_MESSAGE);
          void navigate(paths.yasa.myJobs);
        },
        onError: (error) => {
          console.error('Verifikasi gagal dikirim:', error);
          if (!(error instanceof ApiError && error.sessionExpired)) {
            setFailure(errorMessageOf(error));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {hasTasks ? (
        <>
          <section aria-label={TASK_MESSAGES.proofPerTask} className="space-y-4">
            <h3 className="text-sm font-semibold">{TASK_MESSAGES.proofPerTask}</h3>
            {job.tasks.map((task, index) => (
              <TaskPhotos key={task.name} name={task.name} onFiles={taskFiles.reporters[index]!} />
            ))}
          </section>
          <PhotoPicker
            {...photos}
            label="Foto lain"
            tag="opsional"
            hint={`Sampai ${PROOF_LIMITS.imagesMax} foto tambahan bila perlu.`}
          />
        </>
      ) : (
        <PhotoPicker
          {...photos}
          label="Foto bukti pekerjaan"
          tag="wajib"
          hint={`Tambahkan ${PROOF_LIMITS.imagesMin}–${PROOF_LIMITS.imagesMax} foto hasil pekerjaanmu, misalnya ruangan yang sudah bersih atau belanjaan yang sudah diantar.`}
        />
      )}
      <TextAreaField
        label="Keterangan (opsional)"
        placeholder="Contoh: Semua belanjaan sudah diserahkan ke Ibu Sari, kembalian Rp 5.000."
        rows={4}
        maxLength={PROOF_LIMITS.descriptionMax}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {failure && (
        <p role="alert" className="flex items-start gap-2 rounded-field bg-error/10 p-3 text-sm">
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-error" />
          {failure}
        </p>
      )}
      <SubmitButton isPending={submitProof.isPending} className="btn-block sm:btn-wide">
        Kirim Verifikasi
      </SubmitButton>
    </form>
  );
}

/** Instead of the form: the proof went out already, or the job is not at that point. */
function ProofNotNeeded({ job }: { job: Job }) {
  const back = (
    <Link to={paths.yasa.myJob(job._id)} className="btn btn-outline btn-primary sm:self-start">
      Lihat pekerjaan
    </Link>
  );
  if (job.state === JOB_STATE.worker_confirmed) {
    return (
      <StateNotice
        title="Bukti pekerjaan sudah terkirim"
        Icon={ClockIcon}
        tone="warning"
        actions={back}
      >
        Tinggal menunggu Jalu mengonfirmasi. Biayanya masuk ke saldomu setelah itu.
      </StateNotice>
    );
  }
  if (job.state === JOB_STATE.done) {
    return (
      <StateNotice title="Pekerjaan selesai" Icon={CheckCircleIcon} tone="success" actions={back}>
        Jalu sudah mengonfirmasi, dan biayanya sudah masuk ke saldomu.
      </StateNotice>
    );
  }
  return (
    <StateNotice
      title="Pekerjaan ini tidak bisa diverifikasi"
      Icon={AlertIcon}
      actions={
        <Link to={paths.yasa.myJobs} className="btn btn-outline btn-primary sm:self-start">
          Ke Pekerjaan saya
        </Link>
      }
    >
      {job.state === JOB_STATE.cancelled
        ? 'Pesanan ini sudah dibatalkan oleh Jalu.'
        : 'Pekerjaan ini belum diberikan kepadamu.'}
    </StateNotice>
  );
}

function Verification({ job }: { job: Job }) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageTop
        back={{ to: paths.yasa.myJob(job._id), label: 'Detail pekerjaan' }}
        title="Verifikasi Pesanan"
        description="Kirim foto hasil kerjamu sebagai bukti. Setelah Jalu mengonfirmasi, biayanya masuk ke saldomu."
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <JobSummaryAside job={job} label="Pekerjaan yang diverifikasi">
          <JobFeeBox fee={job.fee} className="mt-4" />
          <dl className="mt-4 space-y-4">
            <Fact label="Deskripsi">
              <span className="text-sm">{job.description}</span>
            </Fact>
          </dl>
          <div className="mt-5 border-t border-base-300 pt-4">
            <JobPerson
              name={job.client.name}
              picture={job.client.profilePicture}
              fallbackName="Jalu"
              caption="Jalu"
            />
          </div>
        </JobSummaryAside>

        <Card title="Bukti pekerjaan" className="min-w-0 lg:col-start-1 lg:row-start-1">
          {job.actions.includes('submitProof') ? (
            <ProofForm job={job} />
          ) : (
            <ProofNotNeeded job={job} />
          )}
        </Card>
      </div>
    </div>
  );
}

/** /yasa/order/verification?job={id} ('Verifikasi Pesanan'): the proof of the finished work. */
export function VerificationPage() {
  return (
    <JobByIdStates
      search="job"
      // A link without a job id in it leads nowhere: that page does not exist.
      invalidId={<NotFound homePath={paths.yasa.home} />}
      notFound={
        <JobNotFound why="notYours" backTo={paths.yasa.myJobs} backLabel="Ke Pekerjaan saya" />
      }
      skeleton={<CompletionSkeleton />}
      errorTitle="Pekerjaan belum dapat dimuat."
    >
      {(job) => <Verification job={job} />}
    </JobByIdStates>
  );
}
