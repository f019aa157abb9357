import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLink } from '@/components/logo';
import { TopBar } from '@/components/navbar/top-bar';
import { ArrowLeftIcon, HomeIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/**
 * A folded map whose dashed way ends at a pin with a question mark. The outlines and the pin
 * are the theme's primary at full strength (≥ 3:1 on the page, WCAG's figure contrast); only
 * the backdrop and the map's panels are tints.
 */
function LostMapFigure() {
  return (
    <svg
      viewBox="0 0 240 180"
      role="img"
      aria-label="Ilustrasi peta dengan jalan yang tidak sampai ke tujuan"
      className="h-auto w-56 max-w-full"
    >
      <circle cx="120" cy="92" r="84" className="fill-primary/10" />
      <path
        d="M44 56 92 40l56 16 48-16v92l-48 16-56-16-48 16z"
        strokeWidth="4"
        strokeLinejoin="round"
        className="fill-base-100 stroke-primary"
      />
      <path d="M92 40v92M148 56v92" strokeWidth="3" className="stroke-primary" />
      <path d="M92 40v92l56 16V56z" className="fill-primary/10" />
      <path
        d="M58 118c14-4 20-18 36-22s26 8 40 2 12-22 24-26"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 9"
        className="stroke-neutral"
      />
      <path
        d="M170 30c-13 0-22 9-22 21 0 16 22 39 22 39s22-23 22-39c0-12-9-21-22-21z"
        className="fill-primary"
      />
      <text
        x="170"
        y="60"
        textAnchor="middle"
        fontSize="24"
        fontWeight="800"
        className="fill-primary-content"
      >
        ?
      </text>
    </svg>
  );
}

/**
 * The "nothing here" block; area layouts show it in place of an unknown page. The way back is
 * the page the person came from when there is one in the app, and the area's home always.
 */
export function NotFound({ homePath = paths.landing }: { homePath?: string }) {
  const navigate = useNavigate();
  // React Router's first location in this tab has the key 'default': nothing in the app before it.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <LostMapFigure />
      <p className="mt-2 text-5xl font-extrabold tracking-tight text-primary">
        <span className="sr-only">Kode </span>404
      </p>
      <h1 className="mt-3 text-2xl font-bold">Halaman tidak ditemukan</h1>
      <p className="mt-2 text-base-content/80">
        Halaman yang kamu cari tidak ada atau sudah dipindahkan.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
        {cameFromApp && (
          <button
            type="button"
            className="btn btn-outline btn-primary"
            onClick={() => void navigate(-1)}
          >
            <ArrowLeftIcon className="size-4" />
            Kembali
          </button>
        )}
        <Link to={homePath} className="btn btn-primary">
          <HomeIcon className="size-4" />
          Kembali ke beranda
        </Link>
      </div>
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
