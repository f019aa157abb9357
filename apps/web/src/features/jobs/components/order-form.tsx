import { hasErrorCode, hasStatus } from '@/lib/api-client';
import {
  ADMIN_FEE,
  formatIDR,
  formatScheduledAt,
  JOB_LIMITS,
  TASK_MESSAGES,
  type Coordinates,
  type JobCategory,
} from '@bantuin/contract';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useAppConfig } from '@/lib/app-config';
import { useStalled } from '@/lib/use-stalled';
import { showFormError } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useCreateCleaningOrder } from '@/features/jobs/api/create-cleaning-order';
import { useCreateErrandOrder } from '@/features/jobs/api/create-errand-order';
import {
  ORDER_CREATED_MESSAGE,
  scheduledAtFromInput,
  type OrderFields,
} from '@/features/jobs/api/order-fields';
import { ConfirmDialog } from './confirm-dialog';
import { FeeField } from './fee-field';
import { filledLines, ShoppingListField, type ShoppingLine } from './shopping-list-field';
import { LocationPicker } from './location-picker';
import { TaskListField } from './task-list-field';
import { paths } from '@/lib/paths';
import { forgetOrderDraft, keepOrderDraft, keptOrderDraft } from '../order-draft';

/** Spec §5: fee, description and address notes all empty. */
export const INCOMPLETE_ORDER_MESSAGE = 'Lengkapi data terlebih dahulu';
/** Spec §2: a Nitip fee pays the Yasa's errand only. */
/** Our forms require 'Waktu pengerjaan' (the API does not, for older clients). */
export const SCHEDULE_MISSING_MESSAGE = 'Pilih waktu pengerjaan terlebih dahulu';
/** No pin yet (the device's location was not available and none was chosen). */
export const LOCATION_MISSING_MESSAGE = 'Pilih lokasi pekerjaan di peta terlebih dahulu';
/** Why trying again after a lost connection is safe. */
export const ORDER_SENT_ONCE_NOTE = 'Pesananmu tetap dibuat sekali saja.';
export const ERRAND_FEE_NOTE = 'Biaya ini hanya untuk jasa Yasa, belum termasuk harga belanjaan.';
/** A shopping list needs its cap (what the escrow holds for the goods). */
export const SHOPPING_CAP_MISSING_MESSAGE = 'Isi batas belanja untuk daftar belanjamu';

const MY_ORDERS_PATH = paths.jalu.myOrders;

/** The fields the server may name in a refusal (coordinates and photos have no text field). */
const FIELDS = ['address', 'addressNotes', 'title', 'fee', 'scheduledAt', 'description'] as const;

/** Hours from now until the form's `datetime-local` (Jakarta time); null when not chosen. */
function hoursUntil(scheduledAt: string): number | null {
  if (!scheduledAt) return null;
  const at = new Date(scheduledAtFromInput(scheduledAt)).getTime();
  return Number.isNaN(at) ? null : (at - Date.now()) / 3_600_000;
}

/**
 * Under 'Waktu pengerjaan' when the chosen time is within FREE_CANCEL_HOURS: cancelling once a
 * Yasa is accepted would then cost LATE_CANCEL_PERCENT of the fee (the server's rule).
 */
function LateCancelWarning({ scheduledAt }: { scheduledAt: string }) {
  const config = useAppConfig().data;
  const hours = hoursUntil(scheduledAt);
  if (!config || hours === null || hours < 0 || hours >= config.freeCancelHours) return null;
  return (
    <p role="note" className="-mt-2 text-sm text-warning-content">
      Waktunya kurang dari {config.freeCancelHours} jam lagi. Kalau kamu membatalkan setelah Yasa
      diterima, {config.lateCancelPercent}% biaya menjadi kompensasi untuk Yasa.
    </p>
  );
}

/** 'Ubah Profil', coming back to `formPath` once saved. */
export const profileUpdateReturningHere = (formPath: string) =>
  `${paths.jalu.profileUpdate}?next=${encodeURIComponent(formPath)}`;

type OrderFormValues = {
  title: string;
  /** Digits only. */
  fee: string;
  description: string;
  address: string;
  addressNotes: string;
  /** `datetime-local`, read as Jakarta time. */
  scheduledAt: string;
};

const TEXTS: Record<
  JobCategory,
  { titlePlaceholder: string; descriptionPlaceholder: string; descriptionHint: string }
> = {
  Bebersih: {
    titlePlaceholder: 'Contoh: Bersihkan dapur dan kamar mandi',
    descriptionPlaceholder: 'Ruangan mana saja, seberapa kotor, alat apa yang sudah ada…',
    descriptionHint: 'Makin jelas, makin cepat Yasa yang cocok melamar.',
  },
  Nitip: {
    titlePlaceholder: 'Contoh: Belanja sayur di Pasar Minggu',
    descriptionPlaceholder: 'Daftar belanjaan, jumlahnya, dan toko yang kamu mau…',
    descriptionHint: 'Tulis daftar belanjaan selengkap mungkin.',
  },
};

/**
 * The order form of both categories (spec §2): the map picker, title, fee, description, address,
 * notes and, for Bebersih, room photos. Submitting opens a confirm dialog with the fee, the admin
 * fee and the total; confirming posts the job.
 */
export function OrderForm({
  category,
  onPosted,
  needsProfile = false,
}: {
  category: JobCategory;
  /** What else the page refreshes once the job is posted (the fee left the wallet). */
  onPosted?: () => unknown;
  /** The Jalu has no name yet: the server will refuse the post, so say it before typing. */
  needsProfile?: boolean;
}) {
  const isCleaning = category === 'Bebersih';
  const texts = TEXTS[category];
  const navigate = useNavigate();
  const config = useAppConfig();
  const adminFee = config.data?.adminFee ?? ADMIN_FEE;

  const location = useLocation();
  // What this form held when the post was refused for a missing profile, back after saving it
  // (the profile page comes back with `resumeDraft`); opened any other way, it starts empty.
  const resume = (location.state as { resumeDraft?: boolean } | null)?.resumeDraft === true;
  const [draft] = useState(() => (resume ? keptOrderDraft<OrderFormValues>(category) : null));
  useEffect(() => forgetOrderDraft(category), [category]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<OrderFormValues>({
    defaultValues: draft?.values ?? {
      title: '',
      fee: '',
      description: '',
      address: '',
      addressNotes: '',
      scheduledAt: '',
    },
  });
  // None until the device's location, the map or the address search gives one.
  const [coordinates, setCoordinates] = useState<Coordinates | null>(draft?.coordinates ?? null);
  const photos = usePickedPhotos(JOB_LIMITS.imagesMax, draft?.photos);
  const scheduledAtValue = useWatch({ control, name: 'scheduledAt' });
  const [pending, setPending] = useState<OrderFields | null>(null);
  const [lines, setLines] = useState<ShoppingLine[]>([]);
  const [cap, setCap] = useState('');
  const [tasks, setTasks] = useState<string[]>([]);
  /** The last try reached no server: the dialog stays, says so, and 'Coba lagi' sends again. */
  const [connectionLost, setConnectionLost] = useState(false);
  // One Idempotency-Key per order as typed: every try of it (after a lost connection, or the
  // dialog closed while a slow post was on its way) answers the one job the server made.
  const [postKey, setPostKey] = useState<{ order: string; key: string } | null>(null);
  const postKeyFor = (order: unknown) => {
    const fingerprint = JSON.stringify(order);
    if (postKey?.order === fingerprint) return postKey.key;
    const key = crypto.randomUUID();
    setPostKey({ order: fingerprint, key });
    return key;
  };

  const cleaning = useCreateCleaningOrder({ onSuccess: onPosted });
  const errand = useCreateErrandOrder({ onSuccess: onPosted });
  const isPosting = cleaning.isPending || errand.isPending;
  const stalled = useStalled(isPosting);

  const fillAddress = useCallback(
    (address: string) => setValue('address', address, { shouldDirty: true }),
    [setValue],
  );

  /** To the profile, keeping what is typed and chosen here for the way back. */
  const completeProfileFirst = () => {
    keepOrderDraft(category, {
      values: getValues(),
      coordinates,
      photos: photos.photos.map(({ file }) => file),
    });
    void navigate(profileUpdateReturningHere(location.pathname));
  };

  const review = handleSubmit((values) => {
    const { fee, description, addressNotes } = values;
    if (!fee && !description.trim() && !addressNotes.trim()) {
      toast.info(INCOMPLETE_ORDER_MESSAGE);
      return;
    }
    if (!values.scheduledAt) {
      toast.info(SCHEDULE_MISSING_MESSAGE);
      return;
    }
    if (!coordinates) {
      toast.info(LOCATION_MISSING_MESSAGE);
      return;
    }
    const items = isCleaning ? [] : filledLines(lines);
    if (items.length > 0 && !cap) {
      toast.info(SHOPPING_CAP_MISSING_MESSAGE);
      return;
    }
    const order = {
      ...values,
      fee: fee ? Number(fee) : undefined,
      coordinates,
      scheduledAt: scheduledAtFromInput(values.scheduledAt),
      ...(items.length > 0
        ? {
            items: items.map((line) => ({
              name: line.name.trim(),
              quantity: Number(line.quantity) || 1,
              ...(line.note.trim() ? { note: line.note.trim() } : {}),
              ...(line.estimatedPrice ? { estimatedPrice: Number(line.estimatedPrice) } : {}),
            })),
            shoppingCap: Number(cap),
          }
        : {}),
      ...(isCleaning && tasks.length > 0 ? { tasks } : {}),
    };
    const photoIds = photos.photos.map(({ file }) => [file.name, file.size, file.lastModified]);
    setConnectionLost(false);
    setPending({ ...order, postKey: postKeyFor([category, order, photoIds]) });
  });

  const post = () => {
    if (!pending) return;
    setConnectionLost(false);
    const callbacks = {
      onSuccess: () => {
        setPostKey(null);
        notifySuccess(ORDER_CREATED_MESSAGE);
        void navigate(MY_ORDERS_PATH);
      },
      onError: (error: Error) => {
        // No answer: the post may or may not have arrived. The dialog stays with its key, so
        // trying again answers the job if it was made.
        if (hasStatus(error, 0)) {
          setConnectionLost(true);
          return;
        }
        setPending(null);
        // Spec §8: the name is missing; the profile is where to add it. Nothing typed or
        // chosen is lost: the draft waits here and the profile page sends the Jalu back.
        if (hasErrorCode(error, 'PROFILE_INCOMPLETE')) {
          notifyError(error);
          completeProfileFirst();
          return;
        }
        // Every field the server refused shows its sentence under it.
        showFormError(error, setError, FIELDS);
      },
    };
    if (isCleaning) {
      cleaning.mutate({ ...pending, photos: photos.photos.map(({ file }) => file) }, callbacks);
    } else {
      errand.mutate(pending, callbacks);
    }
  };

  const fee = pending?.fee ?? 0;
  const shoppingCap = pending?.shoppingCap ?? 0;

  return (
    <>
      {needsProfile && (
        <div
          role="note"
          className="alert mb-5 items-start border-warning/50 bg-warning/12 sm:items-center"
        >
          <p className="grow text-sm">
            <span className="font-semibold">Lengkapi profilmu dulu.</span> Yasa perlu tahu siapa
            kamu sebelum pesanan bisa dibuat. Isian di sini tetap tersimpan selama kamu melengkapi
            profil.
          </p>
          <button type="button" className="btn btn-sm btn-warning" onClick={completeProfileFirst}>
            Lengkapi profil
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => void review(event)}
        className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-6"
      >
        <Card title="Lokasi pekerjaan" className="space-y-4">
          <LocationPicker value={coordinates} onChange={setCoordinates} onAddress={fillAddress} />
          <TextAreaField
            label="Alamat"
            rows={2}
            placeholder="Terisi otomatis dari peta; boleh kamu ubah"
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label="Catatan alamat"
            placeholder="Contoh: pagar hijau, sebelah warung"
            error={errors.addressNotes?.message}
            {...register('addressNotes')}
          />
        </Card>

        <Card title="Detail pekerjaan" className="space-y-4">
          <TextField
            label="Judul"
            placeholder={texts.titlePlaceholder}
            error={errors.title?.message}
            {...register('title')}
          />
          <Controller
            control={control}
            name="fee"
            render={({ field }) => (
              <FeeField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                note={isCleaning ? undefined : ERRAND_FEE_NOTE}
                error={errors.fee?.message}
              />
            )}
          />
          <TextField
            label="Waktu pengerjaan (WIB)"
            type="datetime-local"
            error={errors.scheduledAt?.message}
            {...register('scheduledAt')}
          />
          <LateCancelWarning scheduledAt={scheduledAtValue} />
          <TextAreaField
            label="Deskripsi"
            rows={4}
            placeholder={texts.descriptionPlaceholder}
            hint={texts.descriptionHint}
            error={errors.description?.message}
            {...register('description')}
          />
          {!isCleaning && (
            <ShoppingListField lines={lines} onLines={setLines} cap={cap} onCap={setCap} />
          )}
          {isCleaning && <TaskListField tasks={tasks} onTasks={setTasks} />}
          {isCleaning && (
            <PhotoPicker
              {...photos}
              label="Foto ruangan"
              hint={`Tambahkan 1–${photos.max} foto ruangan yang perlu dibersihkan, supaya Yasa tahu pekerjaannya.`}
            />
          )}
          <button type="submit" className="btn btn-primary btn-block mt-2" disabled={isPosting}>
            Buat Pesanan
          </button>
        </Card>
      </form>

      <ConfirmDialog
        open={pending !== null}
        title="Konfirmasi Pesanan"
        confirmLabel={connectionLost ? 'Coba lagi' : 'Ya, buat pesanan'}
        onConfirm={post}
        onClose={() => setPending(null)}
        isPending={isPosting}
        closableWhilePending={stalled}
      >
        <p className="text-sm text-base-content/70">
          Periksa lagi rinciannya sebelum pesanan {category} kamu dikirim.
        </p>
        <dl className="mt-4 space-y-2 rounded-field bg-base-200 p-4 text-sm">
          {pending && (
            <div className="flex justify-between gap-4">
              <dt>Waktu pengerjaan</dt>
              <dd className="text-end font-semibold">{formatScheduledAt(pending.scheduledAt)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt>Biaya</dt>
            <dd className="font-semibold">{formatIDR(fee)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Biaya admin</dt>
            <dd className="font-semibold">{formatIDR(adminFee)}</dd>
          </div>
          {pending?.tasks && (
            <div className="flex justify-between gap-4">
              <dt>{TASK_MESSAGES.heading}</dt>
              <dd className="text-end font-semibold">{pending.tasks.join(', ')}</dd>
            </div>
          )}
          {shoppingCap > 0 && (
            <div className="flex justify-between gap-4">
              <dt>Batas belanja ({pending?.items?.length ?? 0} barang)</dt>
              <dd className="font-semibold">{formatIDR(shoppingCap)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-base-300 pt-2 text-base">
            <dt className="font-bold">Total</dt>
            <dd className="font-extrabold text-primary">
              {formatIDR(fee + adminFee + shoppingCap)}
            </dd>
          </div>
        </dl>
        {shoppingCap > 0 && (
          <p className="mt-3 text-xs text-base-content/70">
            Batas belanja ikut ditahan. Yasa diganti sesuai struk belanja; sisanya kembali ke
            saldomu saat pesanan selesai.
          </p>
        )}
        <p className="mt-3 text-xs text-base-content/70">
          Total ini ditahan dari saldomu sampai pekerjaan selesai, dan kembali utuh jika pesanan
          dibatalkan sebelum ada Yasa.
        </p>
        {!isCleaning && shoppingCap === 0 && (
          <p className="mt-2 text-xs font-medium text-secondary-content">{ERRAND_FEE_NOTE}</p>
        )}
        <ConnectionNotice
          state={connectionLost ? 'lost' : stalled ? 'slow' : null}
          safeRetry={ORDER_SENT_ONCE_NOTE}
        />
      </ConfirmDialog>
    </>
  );
}
