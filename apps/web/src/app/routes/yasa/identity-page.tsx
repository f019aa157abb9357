import {
  NIK_PROBLEM_MESSAGES,
  nikProblem,
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUS_LABELS,
  type MyVerification,
} from '@bantuin/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { PageTop } from '@/components/ui/page-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { VerifiedBadge } from '@/components/verified-badge';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { useMyVerification } from '@/features/verification/api/get-my-verification';
import { useSubmitVerification } from '@/features/verification/api/submit-verification';
import { errorMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';

function Status({ verification }: { verification: MyVerification }) {
  switch (verification.status) {
    case 'terverifikasi':
      return (
        <div role="status" className="alert alert-success">
          <VerifiedBadge />
          <span>
            Identitasmu sudah diperiksa. Jalu melihat lencana Terverifikasi di profilmu dan kamu
            bisa menarik saldo.
          </span>
        </div>
      );
    case 'menunggu':
      return (
        <div role="status" className="alert alert-info">
          <span>
            {VERIFICATION_STATUS_LABELS.menunggu}: NIK ••••{verification.nikLast4}. Biasanya selesai
            dalam 1 hari kerja.
          </span>
        </div>
      );
    case 'ditolak':
      return (
        <div role="status" className="alert alert-warning">
          <span>
            Verifikasi ditolak: {verification.reason}. Perbaiki lalu kirim ulang di bawah.
          </span>
        </div>
      );
    default:
      return null;
  }
}

function VerificationForm({ dateOfBirth }: { dateOfBirth: string | null }) {
  const submit = useSubmitVerification();
  const [nik, setNik] = useState('');
  const [ktp, setKtp] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!dateOfBirth) {
    return (
      <p>
        Isi tanggal lahirmu di{' '}
        <Link className="link" to={paths.yasa.profileUpdate}>
          Ubah Profil
        </Link>{' '}
        dulu: tanggal lahir dicocokkan dengan NIK.
      </p>
    );
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const shape = nikProblem(nik.trim(), dateOfBirth);
    if (shape) return setProblem(NIK_PROBLEM_MESSAGES[shape]);
    if (!ktp) return setProblem('Pilih foto KTP');
    if (!selfie) return setProblem('Pilih swafoto sambil memegang KTP');
    setProblem(null);
    submit.mutate(
      { nik: nik.trim(), ktp, selfie },
      {
        onSuccess: () => notifySuccess(VERIFICATION_MESSAGES.submitted),
        onError: (error) => setProblem(errorMessageOf(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <TextField
        label="NIK (16 angka, sesuai KTP)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        value={nik}
        onChange={(event) => setNik(event.target.value.replace(/\D/g, ''))}
      />
      <div className="fieldset py-0">
        <label htmlFor="identity-ktp" className="fieldset-legend pb-1 pt-0 text-sm">
          Foto KTP
        </label>
        <input
          id="identity-ktp"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="file-input w-full"
          onChange={(event) => setKtp(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="fieldset py-0">
        <label htmlFor="identity-selfie" className="fieldset-legend pb-1 pt-0 text-sm">
          Swafoto sambil memegang KTP
        </label>
        <input
          id="identity-selfie"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="user"
          className="file-input w-full"
          onChange={(event) => setSelfie(event.target.files?.[0] ?? null)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <SubmitButton isPending={submit.isPending}>Kirim untuk diperiksa</SubmitButton>
    </form>
  );
}

/** /yasa/profile/verifikasi: send the KTP once; the badge opens doors (withdrawals, trust). */
export function YasaIdentityPage() {
  const verification = useMyVerification();
  const profile = useWorkerProfile();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTop
        title="Verifikasi Identitas"
        back={{ to: paths.yasa.profile, label: 'Profil' }}
        description="Yasa Terverifikasi lebih dipercaya Jalu, dan hanya Yasa Terverifikasi yang bisa menarik saldo."
      />
      {verification.isError || profile.isError ? (
        <LoadError
          title="Status verifikasi gagal dimuat"
          onRetry={() => {
            void verification.refetch();
            void profile.refetch();
          }}
        />
      ) : verification.isPending || profile.isPending ? (
        <span className="loading loading-spinner" aria-label="Memuat" />
      ) : (
        <>
          <Status verification={verification.data} />
          {(verification.data.status === 'belum' || verification.data.status === 'ditolak') && (
            <Card size="lg" title="Kirim data KTP">
              <p className="mb-4 text-sm text-base-content/80">
                Fotomu disimpan terenkripsi, hanya dibuka petugas Bantuin untuk memeriksa, dan
                dihapus 30 hari setelah keputusan. Yang kami simpan setelahnya hanya hasilnya dan 4
                angka terakhir NIK.
              </p>
              <VerificationForm dateOfBirth={profile.data.dateOfBirth} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
