import { formatDateLong, formatIDR, JOB_STATE, type PublicYasaProfile } from '@bantuin/contract';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ItemNotFound, ProfileSkeleton } from '@/components/page-states';
import { formatRating, RatingBadge } from '@/components/rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { BlockButton, ReportButton } from '@/features/safety/components/safety-actions';
import { Card } from '@/components/ui/card';
import {
  AlertIcon,
  ArrowLeftIcon,
  CheckCircleIcon,
  StarIcon,
  UserIcon,
} from '@/components/ui/icons';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import {
  ACCEPT_FOLLOW_UP_MESSAGE,
  ACCEPT_SUCCESS_MESSAGE,
  useAcceptWorker,
} from '@/features/jobs/api/accept-worker';
import { useOrder } from '@/features/jobs/api/get-order';
import { ConfirmDialog } from '@/features/jobs/components/confirm-dialog';
import { useYasaProfile } from '@/features/profile/api/get-yasa-profile';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { YasaReviewsSection } from '@/features/profile/components/reviews-section';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="rounded-box bg-base-200/70 px-3 py-2.5 sm:px-4 sm:py-3">
      <p className="flex items-center gap-1.5 text-xs font-medium text-base-content/70">
        {icon}
        {label}
      </p>
      <p className="mt-0.5 text-lg font-bold">{value}</p>
    </div>
  );
}

/**
 * 'Terima' on the profile when it was opened from an order's waiting list (`?job=`): only while
 * that order is open and this Yasa is still waiting on it; asks first, showing who and how much.
 */
function AcceptFromProfile({ jobId, yasa }: { jobId: string; yasa: PublicYasaProfile }) {
  const navigate = useNavigate();
  const order = useOrder(jobId);
  const accept = useAcceptWorker();
  const [confirming, setConfirming] = useState(false);
  const name = yasa.name ?? 'Yasa ini';
  const waiting =
    order.data?.state === JOB_STATE.open &&
    order.data.workers.some((applicant) => applicant.userId === yasa._id);
  if (!order.data || !waiting) return null;

  const onConfirm = () =>
    accept.mutate(
      { jobId, workerUserId: yasa._id },
      {
        onSuccess: () => {
          notifySuccess(ACCEPT_SUCCESS_MESSAGE);
          toast.info(ACCEPT_FOLLOW_UP_MESSAGE);
          void navigate(paths.jalu.myOrders);
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
        <CheckCircleIcon className="size-5" />
        Terima
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Terima ${name}?`}
        confirmLabel="Ya, terima"
        isPending={accept.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        <p>
          {name} akan mengerjakan &lsquo;{order.data.title}&rsquo; dengan biaya{' '}
          <strong>{formatIDR(order.data.fee)}</strong>. Yasa lain di daftar tunggu tidak lagi
          menunggu pesanan ini.
        </p>
      </ConfirmDialog>
    </>
  );
}

function YasaProfile({ yasa, jobId }: { yasa: PublicYasaProfile; jobId: string | null }) {
  const back = jobId
    ? { to: paths.jalu.order(jobId), label: 'Kembali ke pesanan' }
    : { to: paths.jalu.home, label: 'Beranda' };
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={back.to} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
      <ProfileHeader
        picture={yasa.profilePicture}
        name={yasa.name}
        badges={
          <>
            <RatingBadge rating={yasa.rating} />
            {yasa.verified && <VerifiedBadge />}
          </>
        }
        meta={
          <p>
            Bergabung sejak{' '}
            <time dateTime={yasa.memberSince}>{formatDateLong(yasa.memberSince)}</time>
          </p>
        }
        action={jobId ? <AcceptFromProfile jobId={jobId} yasa={yasa} /> : undefined}
      >
        <div className="mt-5 grid grid-cols-3 gap-2 sm:max-w-lg sm:gap-3">
          <Stat
            label="Pekerjaan selesai"
            value={yasa.jobDone}
            icon={<CheckCircleIcon className="size-4 text-primary" />}
          />
          <Stat
            label="Rating"
            value={yasa.rating === undefined ? 'Belum ada' : formatRating(yasa.rating)}
            icon={<StarIcon className="size-4 text-amber-400" />}
          />
          <Stat
            label="Mundur"
            value={`${yasa.cancelledJobs}×`}
            icon={<AlertIcon className="size-4 text-base-content/60" />}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-1">
          <ReportButton targetType="user" targetId={yasa._id} label="Laporkan Yasa" />
          <BlockButton userId={yasa._id} name={yasa.name ?? 'Yasa ini'} />
        </div>
      </ProfileHeader>

      <Card size="lg" title="Bio">
        {yasa.bio ? (
          <p className="leading-relaxed break-words whitespace-pre-line">{yasa.bio}</p>
        ) : (
          <p className="text-base-content/70 italic">Yasa ini belum menulis bio.</p>
        )}
      </Card>

      <YasaReviewsSection yasaId={yasa._id} />
    </div>
  );
}

/**
 * /jalu/yasa/:id (from 'Yasa Terbaik') and /jalu/yasa/:id?job= (from an order's waiting list,
 * with 'Terima'): a Yasa as a Jalu choosing one sees them.
 */
export function YasaPublicProfilePage() {
  const id = useRouteId();
  const jobId = useRouteId({ search: 'job' });
  const profile = useYasaProfile(id ?? '', { enabled: id !== null });
  return (
    <PageByIdStates
      id={id}
      query={profile}
      notFound={
        <ItemNotFound
          title="Yasa tidak ditemukan"
          description="Mungkin alamatnya salah, atau akun ini bukan Yasa."
          Icon={UserIcon}
          backTo={paths.jalu.home}
          backLabel="Ke beranda"
        />
      }
      skeleton={<ProfileSkeleton />}
      errorTitle="Profil Yasa belum dapat dimuat"
    >
      {(yasa) => <YasaProfile yasa={yasa} jobId={jobId} />}
    </PageByIdStates>
  );
}
