import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** The frame of both 'Ubah Profil' pages: back link, heading, a card for the form. */
export function EditShell({ backPath, children }: { backPath: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl">
      <Link to={backPath} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
        <ArrowLeftIcon className="size-4" />
        Kembali
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">Ubah Profil</h1>
      <p className="mt-1 text-base-content/70">
        Isi yang ingin kamu ubah; kolom yang kosong tidak akan diubah.
      </p>
      <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-7">
        {children}
      </div>
    </div>
  );
}

export function FormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <span className="sr-only">Memuat profil…</span>
      <div className="flex items-center gap-5">
        <div className="size-24 animate-pulse rounded-full bg-base-300" />
        <div className="h-8 w-32 animate-pulse rounded-field bg-base-300" />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-field bg-base-200" />
      ))}
    </div>
  );
}
