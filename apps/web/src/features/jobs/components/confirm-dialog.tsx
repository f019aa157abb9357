import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click beside the box (ignored while the request runs). */
  onClose: () => void;
  isPending?: boolean;
  /** The request has waited too long: cancel, Escape and the backdrop close the dialog anyway. */
  closableWhilePending?: boolean;
  /** The confirm button waits (e.g. for a quote) while cancel still works. */
  confirmDisabled?: boolean;
  tone?: 'primary' | 'error';
};

/** A modal question with a confirm and a cancel button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  onClose,
  isPending = false,
  closableWhilePending = false,
  confirmDisabled = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const closable = !isPending || closableWhilePending;
  const close = () => {
    if (closable) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={closable}
      title={title}
      boxClassName="text-base-content sm:max-w-md"
    >
      <div className="mt-3">{children}</div>
      <div className="modal-action mt-6 flex-col-reverse gap-2 sm:flex-row">
        <button
          type="button"
          className="btn btn-ghost sm:flex-none"
          disabled={!closable}
          onClick={close}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`btn ${tone === 'error' ? 'btn-error' : 'btn-primary'} sm:flex-none`}
          disabled={isPending || confirmDisabled}
          aria-busy={isPending}
          onClick={onConfirm}
        >
          {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
