import { AlertIcon } from '@/components/ui/icons';

/** While the profile loads: the shape of the page, without content. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-5xl space-y-6">
      <span className="sr-only">Memuat profil…</span>
      <div className="h-44 animate-pulse rounded-box bg-base-300/60" />
      <div className="h-64 animate-pulse rounded-box bg-base-300/40" />
    </div>
  );
}

/** The profile could not be loaded (the server's message was already toasted). */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center"
    >
      <AlertIcon className="size-9 text-error" />
      <p className="text-lg font-bold">Profil belum dapat dimuat</p>
      <p className="text-sm text-base-content/70">Periksa koneksimu, lalu coba lagi.</p>
      <button type="button" className="btn btn-primary btn-sm mt-2" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}
