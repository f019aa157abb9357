import { CANCEL_REASON_MAX, formatIDR, type CancellationQuote } from '@bantuin/contract';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useCancellationQuote } from '@/features/jobs/api/get-cancellation-quote';
import { ConfirmDialog } from './confirm-dialog';
import { HelpLink } from '@/components/help-link';

/** What the server's quote means for the Jalu, in one sentence. */
export function quoteSentence(quote: CancellationQuote): string {
  if (quote.late) {
    return `Pembatalan ini terlambat: ${formatIDR(quote.compensation)} diberikan ke Yasa sebagai kompensasi, dan ${formatIDR(quote.refund)} kembali ke saldomu.`;
  }
  if (quote.kind === 'no_show') {
    return `Yasa belum mengirim bukti jauh setelah waktu pengerjaan, jadi pembatalan gratis: ${formatIDR(quote.refund)} kembali utuh ke saldomu.`;
  }
  return `Pembatalan gratis: ${formatIDR(quote.refund)} kembali utuh ke saldomu.`;
}

/**
 * 'Batalkan Pekerjaan': asks the server what cancelling costs now (free, or the Yasa's
 * compensation) and takes an optional reason. `onConfirm` gets the reason.
 */
export function CancelOrderDialog({
  jobId,
  title,
  open,
  isPending,
  onConfirm,
  onClose,
}: {
  jobId: string;
  title: string;
  open: boolean;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const quote = useCancellationQuote(jobId, { enabled: open });
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      title="Batalkan pekerjaan ini?"
      confirmLabel="Ya, batalkan"
      cancelLabel="Tidak"
      tone="error"
      isPending={isPending}
      confirmDisabled={!quote.isSuccess}
      onConfirm={() => onConfirm(reason)}
      onClose={onClose}
    >
      <p className="text-sm text-base-content/75">
        Pesanan <strong>{title}</strong> akan dibatalkan.
      </p>
      <div className="mt-3 rounded-field bg-base-200 p-3 text-sm" aria-live="polite">
        {quote.isSuccess ? (
          <p className={quote.data.late ? 'font-medium text-error' : ''}>
            {quoteSentence(quote.data)}
          </p>
        ) : quote.isError ? (
          <p className="text-error">Rincian pembatalan belum dapat dimuat. Coba lagi nanti.</p>
        ) : (
          <p className="text-base-content/70">Menghitung biaya pembatalan…</p>
        )}
        <HelpLink role="jalu" topic="pembatalan" className="mt-1">
          Bantuan: aturan pembatalan
        </HelpLink>
      </div>
      <div className="mt-3">
        <TextAreaField
          label="Alasan (opsional)"
          rows={2}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
