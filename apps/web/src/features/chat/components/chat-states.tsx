import type { Role } from '@bantuin/contract';
import { Link } from 'react-router';
import { AlertIcon, ChatBubbleIcon } from '@/components/ui/icons';
import { jobListPath } from '../paths';

/** Not this user's chat, or no such job (the server answers both the same way). */
export function ChatNotFound({ role }: { role: Role }) {
  const back = jobListPath(role);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-base-300/70 text-base-content/70">
        <ChatBubbleIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Obrolan tidak ditemukan</h1>
      <p className="mt-2 text-base-content/70">
        Obrolan ini hanya untuk Jalu dan Yasa yang mengerjakan pesanannya. Mungkin alamatnya salah,
        atau pekerjaan ini belum punya Yasa.
      </p>
      <Link to={back.to} className="btn btn-primary mt-8">
        {back.label}
      </Link>
    </section>
  );
}

/** The join failed for another reason (the server's sentence), with a way to try again. */
export function ChatLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center"
    >
      <AlertIcon className="size-8 text-error" />
      <p className="font-semibold">Obrolan belum dapat dimuat.</p>
      <p className="text-sm text-base-content/70">{message}</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/** Bubble-shaped placeholders while the room is joined. */
export function MessagesSkeleton() {
  const widths = ['w-2/5', 'w-1/2', 'w-1/3', 'w-3/5', 'w-1/4'];
  return (
    <div aria-busy="true" className="flex flex-col gap-3 p-4">
      <span className="sr-only">Memuat pesan…</span>
      {widths.map((width, index) => (
        <div
          key={width}
          aria-hidden="true"
          className={`h-10 animate-pulse rounded-2xl ${width} ${
            index % 2 ? 'self-end bg-primary/15' : 'bg-base-300/70'
          }`}
        />
      ))}
    </div>
  );
}
