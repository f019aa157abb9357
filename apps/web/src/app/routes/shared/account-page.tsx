import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePhoneBody,
  PhoneCodeBody,
  Role,
} from '@bantuin/contract';
import { useForm } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useChangeEmail } from '@/features/account/api/change-email';
import { useChangePassword } from '@/features/account/api/change-password';
import { useChangePhone } from '@/features/account/api/change-phone';
import { useVerification } from '@/features/account/api/get-verification';
import { useResendVerification } from '@/features/account/api/resend-verification';
import { useSendPhoneCode } from '@/features/account/api/send-phone-code';
import { useVerifyPhone } from '@/features/account/api/verify-phone';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { PasswordField } from '@/features/auth/components/password-field';
import { PasswordRules } from '@/features/auth/components/password-rules';
import { notifyError, notifySuccess } from '@/lib/notify';

const Status = ({ verified }: { verified: boolean }) =>
  verified ? (
    <span className="badge badge-success badge-soft">Terverifikasi</span>
  ) : (
    <span className="badge badge-warning badge-soft">Belum diverifikasi</span>
  );

/** Email and WhatsApp number: whether proven, and the ways to prove them. */
function VerificationCard() {
  const state = useVerification();
  const resend = useResendVerification();
  const sendCode = useSendPhoneCode();
  const verifyPhone = useVerifyPhone();
  const { register, handleSubmit, reset } = useForm<PhoneCodeBody>({ defaultValues: { code: '' } });
  const submitCode = handleSubmit((body) =>
    verifyPhone.mutate(body, {
      onSuccess: () => {
        reset();
        notifySuccess('Nomor WhatsApp terverifikasi');
      },
      onError: notifyError,
    }),
  );
  if (!state.data) return null;
  const { emailVerified, phoneVerified, pendingEmail } = state.data;
  return (
    <Card size="lg" title="Verifikasi">
      <div className="flex flex-col gap-5">
        <div>
          <p className="flex items-center gap-2 font-semibold">
            Email <Status verified={emailVerified} />
          </p>
          {!emailVerified && (
            <>
              <p className="mt-1 text-sm text-base-content/70">
                Buka tautan &lsquo;Verifikasi email&rsquo; di email yang kami kirim saat kamu
                mendaftar. Email terverifikasi diperlukan untuk menarik saldo.
              </p>
              <button
                type="button"
                className="btn btn-outline btn-sm mt-2"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: ({ message }) => notifySuccess(message),
                    onError: notifyError,
                  })
                }
              >
                Kirim ulang
              </button>
            </>
          )}
          {pendingEmail && (
            <p className="mt-1 text-sm text-base-content/70">
              Menunggu konfirmasi email baru: {pendingEmail}
            </p>
          )}
        </div>
        <div>
          <p className="flex items-center gap-2 font-semibold">
            Nomor WhatsApp <Status verified={phoneVerified} />
          </p>
          {!phoneVerified && (
            <>
              <p className="mt-1 text-sm text-base-content/70">
                Kami kirim kode 6 angka lewat WhatsApp (berlaku 10 menit, 5 kali coba). Kabar lewat
                WhatsApp hanya dikirim ke nomor yang terverifikasi.
              </p>
              <button
                type="button"
                className="btn btn-outline btn-sm mt-2"
                disabled={sendCode.isPending}
                onClick={() =>
                  sendCode.mutate(undefined, {
                    onSuccess: ({ message }) => notifySuccess(message),
                    onError: notifyError,
                  })
                }
              >
                Kirim kode
              </button>
              <form
                noValidate
                className="mt-3 flex items-end gap-2"
                onSubmit={(event) => void submitCode(event)}
              >
                <TextField
                  label="Kode verifikasi"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...register('code')}
                />
                <SubmitButton isPending={verifyPhone.isPending}>Verifikasi</SubmitButton>
              </form>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

/** 'Ubah kata sandi': the current one first; every other device is signed out. */
function ChangePasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, reset } = useForm<ChangePasswordBody>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ ended }) => {
        reset();
        notifySuccess(
          ended > 0
            ? `Kata sandi diubah. ${ended} perangkat lain dikeluarkan.`
            : 'Kata sandi diubah.',
        );
      },
      onError: notifyError,
    }),
  );
  return (
    <Card size="lg" title="Ubah kata sandi">
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <PasswordField
          label="Kata sandi saat ini"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <PasswordField
          label="Kata sandi baru"
          autoComplete="new-password"
          aria-describedby="change-password-rules"
          {...register('newPassword')}
        />
        <PasswordRules id="change-password-rules" />
        <SubmitButton isPending={change.isPending} className="mt-1 self-start">
          Ubah kata sandi
        </SubmitButton>
      </form>
    </Card>
  );
}

/** Change email: a link to the new address confirms it; the old one is told. */
function ChangeEmailCard() {
  const change = useChangeEmail();
  const { register, handleSubmit, reset } = useForm<ChangeEmailBody>({
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        reset();
        notifySuccess(message);
      },
      onError: notifyError,
    }),
  );
  return (
    <Card size="lg" title="Ubah email">
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <TextField label="Email baru" type="email" autoComplete="email" {...register('email')} />
        <PasswordField
          label="Kata sandi"
          autoComplete="current-password"
          {...register('password')}
        />
        <p className="text-sm text-base-content/70">
          Email baru berlaku setelah kamu membuka tautan konfirmasi yang kami kirim ke sana.
        </p>
        <SubmitButton isPending={change.isPending} className="mt-1 self-start">
          Kirim tautan konfirmasi
        </SubmitButton>
      </form>
    </Card>
  );
}

/** Change the WhatsApp number: the new one must be verified with a code again. */
function ChangePhoneCard() {
  const change = useChangePhone();
  const { register, handleSubmit, reset } = useForm<ChangePhoneBody>({
    defaultValues: { phoneNumber: '', password: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        reset();
        notifySuccess('Nomor diubah. Verifikasi nomor barumu dengan kode WhatsApp.');
      },
      onError: notifyError,
    }),
  );
  return (
    <Card size="lg" title="Ubah nomor WhatsApp">
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Nomor baru"
          type="tel"
          autoComplete="tel"
          placeholder="081234567890"
          {...register('phoneNumber')}
        />
        <PasswordField
          label="Kata sandi"
          autoComplete="current-password"
          {...register('password')}
        />
        <SubmitButton isPending={change.isPending} className="mt-1 self-start">
          Ubah nomor
        </SubmitButton>
      </form>
    </Card>
  );
}

/** /jalu/akun, /yasa/akun: 'Keamanan Akun'. */
export function AccountPage({ back }: { role: Role; back: string }) {
  return (
    <section className="mx-auto max-w-2xl space-y-5">
      <PageHeader
        back={{ to: back, label: 'Profil' }}
        title="Keamanan Akun"
        description="Verifikasi, kata sandi, email dan perangkat yang masuk ke akunmu."
      />
      <VerificationCard />
      <SessionsCard />
      <ChangePasswordCard />
      <ChangeEmailCard />
      <ChangePhoneCard />
    </section>
  );
}
