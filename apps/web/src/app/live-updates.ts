import {
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
  | typeof SOCKET_EVENTS.jobPaid;

export type LiveUpdate = {
  /** The area that listens: the server sends each event to one side only. */
  role: Role;
  /** What the user is told (a click opens the job). */
  message: string;
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
    if (update.role !== role || !parsed.success) return;
    const { jobId } = parsed.data;
    void update.refresh(queryClient, jobId);
    toast[update.tone](update.message, {
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
}

export const WITHDRAWAL_MESSAGES = {
  completed: 'Penarikan saldo berhasil dikirim ke rekeningmu',
  failed: 'Penarikan saldo gagal, saldomu sudah dikembalikan',
} as const;
