import { DISPUTE_LIMITS } from '@bantuin/contract';
import { useState } from 'react';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePickedPhotos } from '@/components/photos/use-picked-photos';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFileDispute } from '@/features/jobs/api/file-dispute';
import { ConfirmDialog } from './confirm-dialog';

/**
 * 'Ajukan Komplain' instead of paying: the reason (the server checks its length) and up to five
 * photos. The fee stays held until an operator decides.
 */
export function DisputeDialog({
  jobId,
  open,
  onClose,
  onFiled,
}: {
  jobId: string;
  open: boolean;
  onClose: () => void;
  onFiled?: () => void;
}) {
  const [reason, setReason] = useState('');
  const photos = usePickedPhotos(DISPUTE_LIMITS.imagesMax);
  const file = useFileDispute(jobId);
  const send = () =>
    file.mutate(
      { text: reason, photos: photos.photos.map(({ file: photo }) => photo) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
          onFiled?.();
        },
        onError: notifyError,
      },
    );
  return (
    <ConfirmDialog
      open={open}
      title="Ajukan Komplain"
      confirmLabel="Kirim Komplain"
      tone="error"
      isPending={file.isPending}
      onConfirm={send}
      onClose={onClose}
    >
      <p className="text-sm text-base-content/75">
        Biaya tidak dibayarkan dulu. Yasa bisa menanggapi, lalu tim Bantuin memutuskan pembagian
        biayanya.
      </p>
      <div className="mt-3 space-y-3">
        <TextAreaField
          label="Alasan komplain"
          rows={4}
          maxLength={DISPUTE_LIMITS.reasonMax}
          hint={`Minimal ${DISPUTE_LIMITS.reasonMin} karakter: apa yang tidak sesuai?`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <PhotoPicker {...photos} label="Foto pendukung" tag="opsional" />
      </div>
    </ConfirmDialog>
  );
}
