import { Link } from 'react-router';
import { BrandLink } from '@/components/logo';
import { TopBar } from '@/components/navbar/top-bar';
import { paths } from '@/lib/paths';

/** The "nothing here" block; area layouts show it in place of pages not built yet. */
export function NotFound({ homePath = paths.landing }: { homePath?: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Halaman tidak ditemukan</h1>
      <p className="mt-2 text-base-content/70">
        Halaman yang kamu cari tidak ada atau sudah dipindahkan.
      </p>
      <Link to={homePath} className="btn btn-primary mt-8">
        Kembali ke beranda
      </Link>
    </section>
  );
}

/** Standalone version for unknown top-level paths. */
export function NotFoundPage() {
  return (
    <div className="min-h-dvh bg-base-200">
      <TopBar>
        <BrandLink />
      </TopBar>
      <main>
        <NotFound />
      </main>
    </div>
  );
}
