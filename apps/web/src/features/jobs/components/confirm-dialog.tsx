import { useEffect, useId, useRef, type ReactNode } from 'react';

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
  confirmDisabled = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (!isPending) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        // Escape: the dialog closes through `open`, so it always matches the state.
        event.preventDefault();
        close();
      }}
    >
      <div className="modal-box text-base-content sm:max-w-md">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
        <div className="modal-action mt-6 flex-col-reverse gap-2 sm:flex-row">
          <button
            type="button"
            className="btn btn-ghost sm:flex-none"
            disabled={isPending}
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
            {isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {confirmLabel}
          </button>
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} onClick={close}>
          Tutup
        </button>
      </div>
    </dialog>
  );
}
