import {
  formatIDR,
  jobCancelledEventSchema,
  jobEventSchema,
  SOCKET_EVENTS,
  withdrawalUpdatedEventSchema,
  type Role,
} from '@bantuin/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidateJob } from '@/features/jobs/api/keys';
import { invalidateMyProfile } from '@/features/profile/api/keys';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { jobPagePath, paths } from '@/lib/paths';
import { useSocketEvent } from '@/lib/socket';
import { toast } from '@/lib/toast';

type LiveEvent =
  | typeof SOCKET_EVENTS.jobApplicant
  | typeof SOCKET_EVENTS.jobProof
  | typeof SOCKET_EVENTS.jobAccepted
  | typeof SOCKET_EVENTS.jobPaid
  | typeof SOCKET_EVENTS.jobCancelled
  | typeof SOCKET_EVENTS.jobWorkerLeft
  | typeof SOCKET_EVENTS.disputeFiled
  | typeof SOCKET_EVENTS.disputeAnswered
  | typeof SOCKET_EVENTS.disputeResolved;

export type LiveUpdate = {
  /** The area that listens: the server sends each event to one side only. */
  role: Role | 'both';
  /** What the user is told (a click opens the job); a function reads the event's payload. */
  message: string | ((payload: unknown) => string);
  tone: 'info' | 'success';
  /**
   * Refreshes what the event made stale, through each feature's own invalidation helper (the
   * app composes features, so it is the one place that knows an event touches several).
   */
  refresh: (queryClient: QueryClient, jobId: string) => Promise<unknown>;
};

/**
 * What each live update on the user's private room means for the pages: what to refetch and
 * what to say. Mounted once per area by the layouts (`useLiveUpdates`).
 */
export const LIVE_UPDATES: Record<LiveEvent, LiveUpdate> = {
  // A Yasa applied: 'Daftar Tunggu Yasa' on the order page grows.
  [SOCKET_EVENTS.jobApplicant]: {
    role: 'jalu',
    message: 'Ada Yasa baru yang melamar',
    tone: 'info',
    refresh: invalidateJob,
  },
  // The Yasa sent the proof: 'Konfirmasi selesai' appears, the confirmation page has the photos.
  [SOCKET_EVENTS.jobProof]: {
    role: 'jalu',
    message: 'Yasa sudah mengirim bukti pekerjaan',
    tone: 'info',
    refresh: invalidateJob,
  },
  // The Jalu chose me: the job leaves the open list and joins 'Pekerjaan saya'.
  [SOCKET_EVENTS.jobAccepted]: {
    role: 'yasa',
    message: 'Lamaranmu diterima!',
    tone: 'success',
    refresh: (queryClient, jobId) =>
      Promise.all([invalidateJob(queryClient, jobId), invalidateWallet(queryClient)]),
  },
  // The Jalu confirmed (or the payment was released): the fee is in my wallet, one more job done.
  [SOCKET_EVENTS.jobPaid]: {
    role: 'yasa',
    message: 'Pembayaran sudah masuk ke dompetmu',
    tone: 'success',
    refresh: (queryClient, jobId) =>
      Promise.all([
        invalidateJob(queryClient, jobId),
        invalidateWallet(queryClient),
        invalidateMyProfile(queryClient, 'yasa'),
      ]),
  },
  // The Jalu cancelled my job: it leaves 'Pekerjaan saya'; a late cancellation paid me.
  [SOCKET_EVENTS.jobCancelled]: {
    role: 'yasa',
    message: (payload) => {
      const compensation = jobCancelledEventSchema.safeParse(payload).data?.compensation ?? 0;
      return compensation > 0
        ? `Jalu membatalkan pekerjaan. Kompensasi ${formatIDR(compensation)} masuk ke dompetmu`
        : 'Jalu membatalkan pekerjaan';
    },
    tone: 'info',
    refresh: (queryClient, jobId) =>
      Promise.all([invalidateJob(queryClient, jobId), invalidateWallet(queryClient)]),
  },
  // My Yasa backed out: the order is open again with its other applicants.
  [SOCKET_EVENTS.jobWorkerLeft]: {
    role: 'jalu',
    message: 'Yasa mundur dari pekerjaan. Pesananmu dibuka lagi untuk Yasa lain',
    tone: 'info',
    refresh: invalidateJob,
  },
  [SOCKET_EVENTS.disputeFiled]: {
    role: 'yasa',
    message: 'Jalu mengajukan komplain. Tanggapi di halaman pekerjaan',
    tone: 'info',
    refresh: invalidateJob,
  },
  [SOCKET_EVENTS.disputeAnswered]: {
    role: 'jalu',
    message: 'Yasa sudah menanggapi komplainmu',
    tone: 'info',
    refresh: invalidateJob,
  },
  // An operator split the fee: both wallets may have changed.
  [SOCKET_EVENTS.disputeResolved]: {
    role: 'both',
    message: 'Komplain sudah diputuskan',
    tone: 'success',
    refresh: (queryClient, jobId) =>
      Promise.all([invalidateJob(queryClient, jobId), invalidateWallet(queryClient)]),
  },
};

/**
 * Keeps the signed-in area in step with the server: on each live update for `role`, the
 * affected queries are refetched (so a new applicant or 'Konfirmasi selesai' shows without a
 * reload) and a toast says what happened. Mount once, in the area's layout.
 */
export function useLiveUpdates(role: Role): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handlerFor = (event: LiveEvent) => (payload: unknown) => {
    const update = LIVE_UPDATES[event];
    const parsed = jobEventSchema.safeParse(payload);
    if ((update.role !== role && update.role !== 'both') || !parsed.success) return;
    const { jobId } = parsed.data;
    void update.refresh(queryClient, jobId);
    const message = typeof update.message === 'string' ? update.message : update.message(payload);
    toast[update.tone](message, {
      // The same news twice in a row (two quick applicants) is one toast.
      toastId: `${event}:${jobId}`,
      onClick: () => void navigate(jobPagePath(role, jobId)),
    });
  };

  useSocketEvent(SOCKET_EVENTS.jobApplicant, handlerFor(SOCKET_EVENTS.jobApplicant));
  useSocketEvent(SOCKET_EVENTS.jobProof, handlerFor(SOCKET_EVENTS.jobProof));
  useSocketEvent(SOCKET_EVENTS.jobAccepted, handlerFor(SOCKET_EVENTS.jobAccepted));
  useSocketEvent(SOCKET_EVENTS.jobPaid, handlerFor(SOCKET_EVENTS.jobPaid));

  // A payout completed or failed (either role): the balance (a failure returns the money) and
  // 'Riwayat Penarikan' refetch; both live under the wallet's keys.
  useSocketEvent(SOCKET_EVENTS.withdrawalUpdated, (payload: unknown) => {
    const parsed = withdrawalUpdatedEventSchema.safeParse(payload);
    if (!parsed.success || parsed.data.status === 'processing') return;
    const { withdrawalId, status } = parsed.data;
    void invalidateWallet(queryClient);
    const message = WITHDRAWAL_MESSAGES[status];
    toast[status === 'completed' ? 'success' : 'error'](message, {
      toastId: `${SOCKET_EVENTS.withdrawalUpdated}:${withdrawalId}`,
      onClick: () => void navigate(paths[role].withdraw),
    });
  });
  useSocketEvent(SOCKET_EVENTS.jobCancelled, handlerFor(SOCKET_EVENTS.jobCancelled));
  useSocketEvent(SOCKET_EVENTS.jobWorkerLeft, handlerFor(SOCKET_EVENTS.jobWorkerLeft));
  useSocketEvent(SOCKET_EVENTS.disputeFiled, handlerFor(SOCKET_EVENTS.disputeFiled));
  useSocketEvent(SOCKET_EVENTS.disputeAnswered, handlerFor(SOCKET_EVENTS.disputeAnswered));
  useSocketEvent(SOCKET_EVENTS.disputeResolved, handlerFor(SOCKET_EVENTS.disputeResolved));
}

export const WITHDRAWAL_MESSAGES = {
  completed: 'Penarikan saldo berhasil dikirim ke rekeningmu',
  failed: 'Penarikan saldo gagal, saldomu sudah dikembalikan',
} as const;
