import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

type ModalProps = {
  /** The owner's state: the dialog opens and closes only through it. */
  open: boolean;
  /**
   * Asked to close: Escape, a click beside the box, or the browser closing it by itself. The
   * owner sets `open` to false (or not, e.g. while a request runs: see `dismissible`).
   */
  onClose: () => void;
  title: ReactNode;
  titleClassName?: string;
  /** False while a request runs: Escape and a click beside the box then do nothing. */
  dismissible?: boolean;
  /**
   * A 'Tutup' button under the box that takes the clicks beside it (daisyUI's modal-backdrop).
   * Off for a dialog that has its own 'Tutup': a click beside the box then lands on the
   * `<dialog>` itself, which closes it just the same.
   */
  backdropButton?: boolean;
  /** Sheet at the bottom of a phone, centred from `sm` up (default), or always centred. */
  placement?: 'sheet' | 'centre';
  boxClassName?: string;
  /** Focused when the dialog opens (e.g. the amount field); otherwise the browser's choice. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * Every dialog of the app: a native `<dialog>` opened with showModal() (focus stays inside, the
 * page behind is inert), Escape and a click beside the box ask `onClose`, and on closing the
 * focus goes back to what had it before (the button that opened it), even when the dialog
 * leaves the page without closing.
 */
export function Modal({
  open,
  onClose,
  title,
  titleClassName = 'text-xl font-bold',
  dismissible = true,
  backdropButton = true,
  placement = 'sheet',
  boxClassName = '',
  initialFocus,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    // The browser may close it without asking (a second Escape in a row): follow it.
    const closedByBrowser = () => onCloseRef.current();
    dialog.addEventListener('close', closedByBrowser);
    return () => {
      dialog.removeEventListener('close', closedByBrowser);
      if (dialog.open) dialog.close();
      const focused = document.activeElement;
      const focusLost = !focused || focused === document.body || dialog.contains(focused);
      if (opener?.isConnected && focusLost) opener.focus();
    };
    // initialFocus is a ref: read when opening, never a reason to reopen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const askToClose = () => {
    if (dismissible) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={placement === 'sheet' ? 'modal modal-bottom sm:modal-middle' : 'modal'}
      onCancel={(event) => {
        // Escape: the dialog closes through `open`, so it always matches the owner's state.
        event.preventDefault();
        askToClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) askToClose();
      }}
    >
      <div className={`modal-box ${boxClassName}`}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
      {backdropButton && (
        <div className="modal-backdrop">
          <button type="button" tabIndex={-1} onClick={askToClose}>
            Tutup
          </button>
        </div>
      )}
    </dialog>
  );
}
