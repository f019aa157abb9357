import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { BriefcaseIcon, ChevronRightIcon, HomeIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

type RegisterChoiceDialogProps = { open: boolean; onClose: () => void };

const CHOICES = [
  {
    to: paths.jaluRegister,
    title: 'Jalu',
    description: 'Saya butuh bantuan urusan rumah',
    Icon: HomeIcon,
  },
  {
    to: paths.yasaRegister,
    title: 'Yasa',
    description: 'Saya ingin bekerja dan dapat penghasilan',
    Icon: BriefcaseIcon,
  },
] as const;

/** "Mau daftar jadi apa?": pick a side of the marketplace before registering. */
export function RegisterChoiceDialog({ open, onClose }: RegisterChoiceDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      // A click on the dim area around the box lands on the <dialog> itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-xl font-bold">
          Mau daftar jadi apa?
        </h2>
        <p className="mt-1 text-sm text-base-content/70">Pilih peranmu di Bantuin.</p>
        <div className="mt-5 grid gap-3">
          {CHOICES.map(({ to, title, description, Icon }) => (
            <Link
              key={to}
              to={to}
              aria-labelledby={`${titleId}-${title}`}
              aria-describedby={`${titleId}-${title}-description`}
              className="group flex items-center gap-4 rounded-box border border-base-300 p-4 transition hover:border-primary hover:bg-primary/5 focus-visible:border-primary"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" />
              </span>
              <span className="grow">
                <span id={`${titleId}-${title}`} className="block font-bold">
                  {title}
                </span>
                <span
                  id={`${titleId}-${title}-description`}
                  className="block text-sm text-base-content/70"
                >
                  {description}
                </span>
              </span>
              <ChevronRightIcon className="size-5 text-base-content/40 transition group-hover:text-primary" />
            </Link>
          ))}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Tutup
          </button>
        </div>
      </div>
    </dialog>
  );
}
