import { formatIDR, type AdminDisputeDetail } from '@bantuin/contract';
import { useState } from 'react';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useAdminDispute } from '@/features/admin/api/get-dispute';
import { useResolveDispute } from '@/features/admin/api/resolve-dispute';
import { formatDateTime } from '@/features/admin/components/labels';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { PurchaseSplitControl } from '@/features/admin/components/purchase-split-control';
import { SplitControl } from '@/features/admin/components/split-control';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { adminNotFound, adminSkeleton } from './states';

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return <p className="text-sm">Tanpa foto</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={`${label} ${i + 1}`} className="size-24 rounded object-cover" />
        </a>
      ))}
    </div>
  );
}

function Decision({ dispute }: { dispute: AdminDisputeDetail }) {
  const [workerAmount, setWorkerAmount] = useState(Math.floor(dispute.fee / 2));
  // A Nitip with a receipt: by default the Yasa gets back what the receipt shows spent.
  const [purchaseAmount, setPurchaseAmount] = useState(dispute.shopping?.spent ?? 0);
  const purchase = dispute.shopping ? purchaseAmount : undefined;
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveDispute();
  if (dispute.resolution) {
    return (
      <div className="rounded-box bg-base-100 p-4">
        <h2 className="font-semibold">Keputusan</h2>
        <p>
          Yasa menerima {formatIDR(dispute.resolution.workerAmount)}, Jalu menerima kembali{' '}
          {formatIDR(dispute.resolution.refund)}.
        </p>
        {dispute.resolution.purchase !== undefined && (
          <p>
            Uang belanja: Yasa menerima {formatIDR(dispute.resolution.purchase)}, Jalu menerima
            kembali {formatIDR(dispute.resolution.purchaseRefund ?? 0)}.
          </p>
        )}
        <p className="text-sm">Catatan: {dispute.resolution.note}</p>
        {dispute.resolution.resolvedBy && (
          <p className="text-sm">Oleh {dispute.resolution.resolvedBy.email}</p>
        )}
      </div>
    );
  }
  return (
    <div className="rounded-box bg-base-100 p-4">
      <h2 className="mb-2 font-semibold">Putuskan</h2>
      <SplitControl
        fee={dispute.fee}
        adminFee={dispute.adminFee}
        value={workerAmount}
        onChange={setWorkerAmount}
      />
      {dispute.shopping && (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold">Uang belanja</h3>
          <Photos urls={dispute.shopping.receipts} label="Foto struk" />
          <PurchaseSplitControl
            held={dispute.shopping.held}
            spent={dispute.shopping.spent}
            value={purchaseAmount}
            onChange={setPurchaseAmount}
          />
        </div>
      )}
      <button type="button" className="btn btn-primary mt-4" onClick={() => setConfirming(true)}>
        Putuskan
      </button>
      <ReasonDialog
        open={confirming}
        title="Putuskan komplain ini?"
        description={`Yasa menerima ${formatIDR(workerAmount)}${purchase !== undefined ? ` dan uang belanja ${formatIDR(purchase)}` : ''}. Keputusan tidak bisa diubah. Tulis catatan untuk kedua pihak.`}
        confirmLabel="Putuskan"
        requireReason
        pending={resolve.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(note) =>
          resolve.mutate(
            { id: dispute._id, workerAmount, purchaseAmount: purchase, note },
            {
              onSuccess: () => {
                setConfirming(false);
                notifySuccess('Komplain diputuskan');
              },
              onError: notifyError,
            },
          )
        }
      />
    </div>
  );
}

/** A complaint: both sides' words and photos side by side, the proof, the chat, the split. */
export function AdminDisputePage() {
  const id = useRouteId();
  const dispute = useAdminDispute(id);
  return (
    <PageByIdStates
      id={id}
      query={dispute}
      notFound={adminNotFound('Komplain tidak ditemukan', paths.admin.disputes)}
      skeleton={adminSkeleton}
      errorTitle="Komplain gagal dimuat"
    >
      {(detail) => (
        <section className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold">Komplain: {detail.title}</h1>
            <p className="text-sm">
              Biaya {formatIDR(detail.fee)} + biaya admin {formatIDR(detail.adminFee)} · diajukan{' '}
              {formatDateTime(detail.createdAt)}
            </p>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="font-semibold">Jalu: {detail.client.name ?? detail.client.email}</h2>
              <p className="my-2 whitespace-pre-line">{detail.reason}</p>
              <Photos urls={detail.images} label="Foto komplain" />
            </div>
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="font-semibold">Yasa: {detail.worker.name ?? detail.worker.email}</h2>
              <p className="my-2 whitespace-pre-line">
                {detail.response ?? 'Yasa belum menanggapi'}
              </p>
              <Photos urls={detail.responseImages} label="Foto tanggapan" />
            </div>
          </div>
          <div className="rounded-box bg-base-100 p-4">
            <h2 className="font-semibold">Bukti pekerjaan</h2>
            <p className="my-2">{detail.proof.description ?? '—'}</p>
            <Photos urls={detail.proof.images} label="Foto bukti" />
          </div>
          <div className="rounded-box bg-base-100 p-4">
            <h2 className="mb-2 font-semibold">Percakapan</h2>
            {detail.chat.length === 0 && <p className="text-sm">Tidak ada pesan</p>}
            {detail.chat.map((line) => (
              <div
                key={line._id}
                className={`chat ${line.from === 'jalu' ? 'chat-start' : 'chat-end'}`}
              >
                <div className="chat-header text-xs">
                  {line.from === 'jalu' ? 'Jalu' : 'Yasa'} · {formatDateTime(line.createdAt)}
                </div>
                <div className="chat-bubble">{line.message}</div>
              </div>
            ))}
          </div>
          <Decision dispute={detail} />
        </section>
      )}
    </PageByIdStates>
  );
}
