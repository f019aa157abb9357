import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { ArrowLeftIcon, BriefcaseIcon, ChevronRightIcon } from '@/components/ui/icons';

export type CounterpartProps = {
  /** 'Yasa' or 'Jalu': what the other side is, and their name while they have none. */
  caption: string;
  name: string | null;
  picture: string | null;
  /** The job's title and its page (the order or job detail). */
  jobTitle: string | null;
  jobPath: string;
};

/** Desktop: the side panel with the other side's picture, name and the job the chat is about. */
export function CounterpartPanel({ caption, name, picture, jobTitle, jobPath }: CounterpartProps) {
  const shownName = name ?? caption;
  return (
    <aside
      aria-label="Tentang obrolan"
      className="hidden w-72 shrink-0 flex-col border-e border-base-300 bg-base-100 lg:flex"
    >
      <div className="flex flex-col items-center border-b border-base-300 px-6 pt-8 pb-6 text-center">
        <Avatar src={picture} alt={`Foto ${shownName}`} className="size-24" />
        <p className="mt-4 text-lg leading-tight font-bold break-words">{shownName}</p>
        <span className="badge mt-2 badge-soft badge-sm badge-primary">{caption}</span>
      </div>
      <div className="p-6">
        <p className="text-xs font-medium tracking-wide text-base-content/70 uppercase">
          Pekerjaan
        </p>
        <p className="mt-1.5 font-semibold break-words">{jobTitle ?? '…'}</p>
        <Link to={jobPath} className="btn mt-4 btn-block btn-outline btn-sm btn-primary">
          <BriefcaseIcon className="size-4" />
          Lihat detail pekerjaan
        </Link>
      </div>
    </aside>
  );
}

/** Mobile: a bar over the messages with the way back, the other side and the job's title. */
export function CounterpartBar({ caption, name, picture, jobTitle, jobPath }: CounterpartProps) {
  const shownName = name ?? caption;
  return (
    <header className="flex items-center gap-2 border-b border-base-300 bg-base-100 px-2 py-2 lg:hidden">
      <Link
        to={jobPath}
        className="btn btn-circle btn-ghost btn-sm"
        aria-label="Kembali ke detail pekerjaan"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      <Avatar src={picture} alt={`Foto ${shownName}`} className="size-10" />
      <Link to={jobPath} className="group flex min-w-0 flex-1 items-center gap-1 py-1">
        <span className="min-w-0 flex-1">
          <span className="block truncate leading-tight font-semibold">{shownName}</span>
          <span className="block truncate text-xs text-base-content/70">
            {caption} · {jobTitle ?? '…'}
          </span>
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-base-content/40 group-hover:text-base-content/70" />
      </Link>
    </header>
  );
}
