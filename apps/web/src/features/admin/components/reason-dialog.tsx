import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What happens on confirm, in one sentence. */
  description: string;
  confirmLabel: string;
  /** A reason is required (e.g. a suspension); otherwise the dialog only confirms. */
  requireReason: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A confirm dialog for an operator's action, with a required reason when asked. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, confirmLabel, requireReason, pending } = props;
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  if (!open) return null;
  const missing = requireReason && reason.trim() === '';
  return (
    <Modal
      open
      onClose={props.onClose}
      dismissible={!pending}
      title={title}
      titleClassName="text-lg font-bold"
      placement="centre"
      backdropButton={false}
    >
      <p className="py-2 text-sm">{description}</p>
      {requireReason && (
        <div className="fieldset">
          <label htmlFor={reasonId} className="fieldset-legend text-sm">
            Alasan
          </label>
          <textarea
            id={reasonId}
            className="textarea w-full"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && missing && <p className="text-sm text-error">Alasan wajib diisi</p>}
        </div>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={props.onClose}>
          Batal
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending || missing}
          onClick={() => props.onConfirm(reason.trim())}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
