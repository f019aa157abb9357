import { formatDateLong, VERIFICATION_STATUS_LABELS, type WorkerProfile } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VerifiedBadge } from '@/components/verified-badge';
import { useMyVerification } from '@/features/verification/api/get-my-verification';
import { formatRating, RatingBadge } from '@/components/rating';
import {
  AlertIcon,
  CakeIcon,
  CalendarIcon,
  CheckCircleIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  StarIcon,
  UserIcon,
} from '@/components/ui/icons';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { DetailList } from '@/features/profile/components/detail-list';
import { IncompleteNotice } from '@/features/profile/components/incomplete-notice';
import { ProfileLoadError, ProfileSkeleton } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { ReviewsSection } from '@/features/profile/components/reviews-section';
import { formatAge, formatBirthDate } from '@/features/profile/profile-dates';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { PrivacyLinkCard } from '@/features/privacy/components/privacy-link-card';
import { paths } from '@/lib/paths';
import { formatPhoneNumber } from '@/lib/phone';

const EDIT_PATH = paths.yasa.profileUpdate;

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

/** Where the Yasa stands with the identity check, and the way to it. */
function IdentityCard() {
  const verification = useMyVerification();
  const status = verification.data?.status;
  return (
    <Card size="lg" title="Verifikasi identitas">
      {status === 'terverifikasi' ? (
        <VerifiedBadge />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            {status ? VERIFICATION_STATUS_LABELS[status] : 'Memuat status verifikasi…'}
            {status === 'belum' &&
              '. Kirim KTP dan swafoto supaya Jalu lebih percaya dan kamu bisa menarik saldo.'}
          </p>
          <Link className="btn btn-primary btn-sm" to={paths.yasa.identity}>
            {status === 'menunggu' ? 'Lihat status' : 'Verifikasi sekarang'}
          </Link>
        </div>
      )}
    </Card>
  );
}

function YasaProfile({ profile }: { profile: WorkerProfile }) {
  const { name, profilePicture, dateOfBirth, address, bio, rating, jobDone, cancelledJobs } =
    profile;
  const { userData } = profile;
  const incomplete = !name || !dateOfBirth || !address;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader
        picture={profilePicture}
        name={name}
        badges={<RatingBadge rating={rating} />}
        meta={
          <>
            <p className="truncate">{userData.email}</p>
            <p>
              Bergabung sejak{' '}
              <time dateTime={userData.createdAt}>{formatDateLong(userData.createdAt)}</time>
            </p>
          </>
        }
        editPath={EDIT_PATH}
      >
        <div className="mt-5 grid grid-cols-3 gap-2 sm:max-w-lg sm:gap-3">
          <Stat
            label="Pekerjaan selesai"
            value={jobDone}
            icon={<CheckCircleIcon className="size-4 text-primary" />}
          />
          <Stat
            label="Rating"
            value={rating === undefined ? 'Belum ada' : formatRating(rating)}
            icon={<StarIcon className="size-4 text-amber-400" />}
          />
          {/* What Jalu read as 'Mundur N×' in their waiting lists. */}
          <Stat
            label="Mundur"
            value={`${cancelledJobs}×`}
            icon={<AlertIcon className="size-4 text-base-content/60" />}
          />
        </div>
        <p className="mt-2 text-xs text-base-content/70">
          Jalu melihat berapa kali kamu mundur setelah diterima.
        </p>
      </ProfileHeader>

      {incomplete && (
        <IncompleteNotice
          editPath={EDIT_PATH}
          reason="Isi nama, tanggal lahir dan alamatmu supaya bisa melamar pekerjaan."
        />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {/* The balance matters most on a phone: first there, beside the details on wide screens. */}
        <div className="lg:sticky lg:top-24 lg:order-2">
          <WalletCard role="yasa" ownerName={name} />
        </div>
        <div className="space-y-6 lg:order-1">
          <Card size="lg" title="Data diri">
            <DetailList
              details={[
                { label: 'Email', value: userData.email, Icon: MailIcon, wide: true },
                { label: 'Status', value: 'Yasa', Icon: UserIcon },
                {
                  label: 'Nomor Telepon',
                  value: userData.phoneNumber && formatPhoneNumber(userData.phoneNumber),
                  Icon: PhoneIcon,
                },
                { label: 'Umur', value: dateOfBirth && formatAge(dateOfBirth), Icon: CakeIcon },
                {
                  label: 'Tanggal Lahir',
                  value: dateOfBirth && formatBirthDate(dateOfBirth),
                  Icon: CalendarIcon,
                },
                { label: 'Alamat', value: address, Icon: MapPinIcon, wide: true },
              ]}
            />
          </Card>
          <IdentityCard />
          <Card size="lg" title="Bio">
            {bio ? (
              <p className="leading-relaxed whitespace-pre-line break-words">{bio}</p>
            ) : (
              <p className="text-base-content/70 italic">
                Belum diisi. Ceritakan pengalamanmu supaya Jalu yakin memilihmu.
              </p>
            )}
          </Card>
          <PrivacyLinkCard to={paths.yasa.privacy} />
        </div>
      </div>

      <ReviewsSection />
    </div>
  );
}

/** /yasa/profile. */
export function YasaProfilePage() {
  const profile = useWorkerProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return <YasaProfile profile={profile.data} />;
}
