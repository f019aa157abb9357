import {
  formatIDR,
  formatScheduledAt,
  JOB_STATE,
  type Applicant,
  type JobWithWorkers,
  type ViewerAction,
} from '@bantuin/contract';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JobDetail } from '@/components/job/job-detail';
import { ChatBubbleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import {
  ACCEPT_FOLLOW_UP_MESSAGE,
  ACCEPT_SUCCESS_MESSAGE,
  useAcceptWorker,
} from '@/features/jobs/api/accept-worker';
import { CANCEL_SUCCESS_MESSAGE, useCancelOrder } from '@/features/jobs/api/cancel-order';
import { useOrder } from '@/features/jobs/api/get-order';
import { CancelOrderDialog } from '@/features/jobs/components/cancel-order-dialog';
import { ConfirmDialog } from '@/features/jobs/components/confirm-dialog';
import { DisputeSection, hasDispute } from '@/features/jobs/components/dispute-section';
import { FinishedJobSections } from '@/features/jobs/components/finished-job';
import { OrderStatusPill } from '@/features/jobs/components/order-status';
import { ShoppingSection } from '@/features/jobs/components/shopping-section';
import { JobDetailSkeleton, OrderNotFound } from '@/components/page-states';
import { WaitingList } from '@/features/jobs/components/waiting-list';
import { useMarkApplicantsSeen } from '@/features/jobs/seen-applicants';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { paths } from '@/lib/paths';

const MY_ORDERS_PATH = paths.jalu.myOrders;

function Hint({ children }: { children: string }) {
  return <p className="text-center text-sm text-base-content/70">{children}</p>;
}

/**
 * Before the Yasa's proof: cancel it (after the server's quote: free, or the Yasa's
 * compensation) and the rest of the money goes back.
 */
function CancelAction({ order }: { order: JobWithWorkers }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The refund went back to the wallet.
  const cancel = useCancelOrder({ onSuccess: () => invalidateWallet(queryClient) });
  const [confirming, setConfirming] = useState(false);

  const onConfirm = (reason: string) =>
    cancel.mutate(
      { id: order._id, reason },
      {
        onSuccess: () => {
          notifySuccess(CANCEL_SUCCESS_MESSAGE);
          void navigate(MY_ORDERS_PATH);
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(error);
        },
      },
    );

  return (
    <div className="mt-2 border-t border-base-200 pt-4">
      <button
        type="button"
        className="btn btn-outline btn-error btn-block"
        onClick={() => setConfirming(true)}
      >
        Batalkan Pekerjaan
      </button>
      <p className="mt-2 text-center text-xs text-base-content/70">
        {order.worker
          ? 'Bisa dibatalkan sebelum Yasa mengirim bukti; pembatalan mendadak memberi Yasa kompensasi.'
          : 'Bisa dibatalkan selama belum ada Yasa; biayanya kembali ke saldomu.'}
      </p>
      {!order.worker && order.expiresAt && (
        <p className="mt-1 text-center text-xs text-base-content/70">
          Bila sampai {formatScheduledAt(order.expiresAt)} belum ada Yasa yang kamu terima, pesanan
          dibatalkan otomatis dan seluruh biayanya kembali ke saldomu.
        </p>
      )}
      <CancelOrderDialog
        jobId={order._id}
        title={order.title}
        open={confirming}
        isPending={cancel.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

/** With a Yasa on the job: chat, and confirm once the Yasa says it is done. */
function WorkingActions({ order }: { order: JobWithWorkers }) {
  const confirmable = order.actions.includes('confirm');
  return (
    <>
      <Hint>
        {confirmable
          ? 'Yasa sudah menyelesaikan pekerjaannya. Periksa buktinya, lalu konfirmasi.'
          : order.state === JOB_STATE.disputed
            ? 'Komplainmu sedang ditinjau tim Bantuin; biayanya tetap ditahan sampai ada keputusan.'
            : 'Yasa sedang mengerjakan pesananmu. Kirim pesan bila ada yang perlu dibicarakan.'}
      </Hint>
      {confirmable && (
        <Link to={paths.jalu.confirmation(order._id)} className="btn btn-primary btn-block">
          <CheckCircleIcon className="size-5" />
          Konfirmasi selesai
        </Link>
      )}
      {order.actions.includes('chat') && (
        <Link
          to={paths.jalu.chat(order._id)}
          className={`btn btn-block ${confirmable ? 'btn-outline btn-primary' : 'btn-primary'}`}
        >
          <ChatBubbleIcon className="size-5" />
          Pesan
        </Link>
      )}
    </>
  );
}

function OrderDetail({ order }: { order: JobWithWorkers }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptWorker();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const can = (action: ViewerAction) => order.actions.includes(action);
  const working = can('chat') || can('confirm');
  // 'Pesanan Saya' marks applicants not seen here yet as new.
  useMarkApplicantsSeen(order._id, order.workers.length);
  const finished =
    order.state === JOB_STATE.cancelled || order.state === JOB_STATE.done || order.status?.isDone;

  // 'Terima' asks first, showing who and how much.
  const [choosing, setChoosing] = useState<Applicant | null>(null);
  const onAccept = (applicant: Applicant) => {
    setChoosing(null);
    setAcceptingId(applicant.userId);
    accept.mutate(
      { jobId: order._id, workerUserId: applicant.userId },
      {
        onSuccess: () => {
          notifySuccess(ACCEPT_SUCCESS_MESSAGE);
          toast.info(ACCEPT_FOLLOW_UP_MESSAGE);
          void navigate(MY_ORDERS_PATH);
        },
        onError: notifyError,
        onSettled: () => setAcceptingId(null),
      },
    );
  };

  return (
    <JobDetail
      job={order}
      back={
        finished
          ? { to: paths.jalu.history, label: 'Riwayat Pesanan' }
          : { to: MY_ORDERS_PATH, label: 'Pesanan Saya' }
      }
      status={<OrderStatusPill job={order} />}
      person={
        order.worker
          ? {
              caption: 'Yasa',
              name: order.worker.name,
              picture: order.worker.profilePicture,
              fallbackName: 'Yasa',
            }
          : undefined
      }
      actions={
        // Exactly the server's `actions`: the waiting list to accept from, the work, cancelling.
        can('accept') || working || can('cancel') || can('tip') ? (
          <>
            {can('accept') && (
              <WaitingList
                applicants={order.workers}
                profilePath={(applicant) => paths.jalu.yasa(applicant.userId, order._id)}
                onAccept={setChoosing}
                acceptingId={acceptingId}
              />
            )}
            {choosing && (
              <ConfirmDialog
                open
                title={`Terima ${choosing.name ?? 'Yasa ini'}?`}
                confirmLabel="Ya, terima"
                onConfirm={() => onAccept(choosing)}
                onClose={() => setChoosing(null)}
              >
                <p>
                  {choosing.name ?? 'Yasa ini'} akan mengerjakan pesanan ini dengan biaya{' '}
                  <strong>{formatIDR(order.fee)}</strong>. Yasa lain di daftar tunggu tidak lagi
                  menunggu pesanan ini.
                </p>
              </ConfirmDialog>
            )}
            {working && <WorkingActions order={order} />}
            {can('cancel') && <CancelAction order={order} />}
            {can('tip') && (
              <Link
                to={paths.jalu.review(order._id)}
                className="btn btn-outline btn-primary btn-block"
              >
                Beri tip
              </Link>
            )}
          </>
        ) : undefined
      }
    >
      {finished && (
        <FinishedJobSections
          side="jalu"
          job={order}
          reviewEmptyText="Kamu belum memberi ulasan untuk pekerjaan ini."
          reviewPath={paths.jalu.review(order._id)}
        />
      )}
      <ShoppingSection job={order} side="jalu" onPaid={() => invalidateWallet(queryClient)} />
      {hasDispute(order) && (
        <DisputeSection jobId={order._id} canAnswer={order.actions.includes('answerDispute')} />
      )}
    </JobDetail>
  );
}

/**
 * /jalu/order/{id}: one of my orders, its waiting list, and what I can do with it now. New
 * applicants and the Yasa's proof show up without a reload: the area's live updates
 * (lib/live-updates, mounted by JaluLayout) refetch every orders query on those events.
 */
export function OrderDetailPage() {
  const id = useRouteId();
  const order = useOrder(id ?? '', { enabled: id !== null });
  return (
    <PageByIdStates
      id={id}
      query={order}
      notFound={<OrderNotFound />}
      skeleton={<JobDetailSkeleton of="order" />}
      errorTitle="Pesanan belum dapat dimuat."
    >
      {(data) => <OrderDetail order={data} />}
    </PageByIdStates>
  );
}
