import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/logo';
import { TopBar } from '@/components/navbar/top-bar';
import { paths } from '@/lib/paths';

/**
 * Shown from `lg` up only, so it is not part of the phone's first paint: its own small chunk
 * rather than the entry's (the landing's initial download is budgeted), asked for only on a
 * screen that shows it. The fallback keeps its place (the drawing's 560 × 480), so nothing
 * moves when it arrives.
 */
const TeamworkIllustration = lazy(() =>
  import('./teamwork-illustration').then((m) => ({ default: m.TeamworkIllustration })),
);

/** Tailwind's `lg` breakpoint, where the illustration's column appears. */
const WIDE_SCREEN = '(min-width: 64rem)';
const wideScreen = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
function subscribeToWidth(onChange: () => void) {
  const query = wideScreen();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWideScreen = () => wideScreen()?.matches ?? false;

const HIGHLIGHTS = [
  { title: 'Bebersih', description: 'Rumah rapi tanpa repot' },
  { title: 'Nitip', description: 'Belanjaan diantar sampai rumah' },
] as const;

export function LandingPage() {
  const wide = useSyncExternalStore(subscribeToWidth, isWideScreen);
  return (
    <div className="min-h-dvh bg-base-100">
      <TopBar position="fixed">
        <BrandLink />
        <Link to={paths.login} className="btn btn-primary ms-auto">
          Masuk
        </Link>
      </TopBar>

      <main className="relative min-h-dvh overflow-hidden pt-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-40 size-[32rem] rounded-full bg-secondary/15 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 -left-48 size-[28rem] rounded-full bg-primary/10 blur-3xl"
        />
        <section className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 py-10 sm:py-16 lg:min-h-[calc(100dvh-4rem)] lg:grid-cols-2 lg:py-20">
          <div>
            <p className="badge badge-soft badge-primary badge-lg font-semibold">
              Urusan rumah jadi ringan
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Semua yang kamu bayangkan itu <span className="text-primary">nyata</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-base-content/75">
              Bantuin menghadirkan pekerjaan sementara, tugas jangka pendek, dan kontrak fleksibel
              untuk para pekerja lepas yang mandiri. Butuh bantuan bebersih rumah atau nitip
              belanja? Ada Yasa di sekitarmu yang siap membantu.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.jaluRegister} className="btn btn-primary btn-lg">
                Daftar
              </Link>
              <Link to={paths.yasaRegister} className="btn btn-outline btn-primary btn-lg">
                Daftar sebagai Yasa
              </Link>
            </div>
            <ul className="mt-10 grid max-w-md grid-cols-2 gap-4">
              {HIGHLIGHTS.map(({ title, description }) => (
                <li key={title} className="border-l-4 border-secondary ps-3">
                  <p className="font-bold">{title}</p>
                  <p className="text-sm text-base-content/70">{description}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="hidden lg:block">
            {wide && (
              <Suspense fallback={<div className="aspect-[7/6] w-full" />}>
                <TeamworkIllustration className="w-full" />
              </Suspense>
            )}
          </div>
        </section>
      </main>
    </div>
  );
}
