import { useId } from 'react';
import { Link } from 'react-router';
import { BriefcaseIcon, ChevronRightIcon, HomeIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
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
  const choiceId = useId();

  return (
    <Modal open={open} onClose={onClose} title="Mau daftar jadi apa?" backdropButton={false}>
      <p className="mt-1 text-sm text-base-content/70">Pilih peranmu di Bantuin.</p>
      <div className="mt-5 grid gap-3">
        {CHOICES.map(({ to, title, description, Icon }) => (
          <Link
            key={to}
            to={to}
            aria-labelledby={`${choiceId}-${title}`}
            aria-describedby={`${choiceId}-${title}-description`}
            className="group flex items-center gap-4 rounded-box border border-base-300 p-4 transition hover:border-primary hover:bg-primary/5 focus-visible:border-primary"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-5" />
            </span>
            <span className="grow">
              <span id={`${choiceId}-${title}`} className="block font-bold">
                {title}
              </span>
              <span
                id={`${choiceId}-${title}-description`}
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
    </Modal>
  );
}
