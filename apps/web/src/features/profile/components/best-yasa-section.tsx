import type { BestYasa } from '@bantuin/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Avatar } from '@/components/avatar';
import { RatingBadge } from '@/components/rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { CheckCircleIcon, StarIcon } from '@/components/ui/icons';
import { useBestYasa } from '@/features/profile/api/list-best-yasa';
import { useDeferredQuery } from '@/lib/deferred-query';

const CARD_WIDTH = 'w-64 shrink-0 snap-start sm:w-72';

function BestYasaCard({ yasa }: { yasa: BestYasa }) {
  const name = yasa.name ?? 'Yasa';
  return (
    <li className={CARD_WIDTH}>
      <article
        aria-label={name}
        className="relative flex h-full flex-col rounded-box border border-base-300 bg-base-100 p-4 shadow-sm transition hover:border-primary/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary/40"
      >
        <div className="flex items-center gap-3">
          <Avatar src={yasa.profilePicture} alt={`Foto ${name}`} className="size-14" />
          <div className="min-w-0">
            <p className="truncate font-bold">
              {/* The whole card opens the profile (the link stretched over it). */}
              <Link
                to={paths.jalu.yasa(yasa._id)}
                className="after:absolute after:inset-0 after:rounded-box focus-visible:outline-none"
              >
                {name}
              </Link>
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              <RatingBadge rating={yasa.rating} />
              {yasa.verified && <VerifiedBadge />}
            </div>
          </div>
        </div>
        <p className="mt-3 line-clamp-5 text-sm leading-relaxed whitespace-pre-line text-base-content/75">
          {yasa.bio ?? <span className="text-base-content/70">Belum menulis bio.</span>}
        </p>
        <p className="mt-auto flex items-center gap-1.5 pt-3 text-xs font-medium text-base-content/70">
          <CheckCircleIcon className="size-3.5 text-primary" />
          {yasa.jobDone} pekerjaan selesai
        </p>
      </article>
    </li>
  );
}

/** 'Yasa Terbaik': the best-rated Yasa, side by side, scrolled sideways. */
export function BestYasaSection() {
  const titleId = useId();
  const best = useDeferredQuery(useBestYasa());
  const list = best.data ?? [];
  // A failed load is only logged (spec §8): the home page simply goes without the list.
  if (best.isError) return null;

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        Yasa Terbaik
      </h2>
      {best.isPending ? (
        <div aria-busy="true" className="mt-3 flex gap-3 overflow-hidden">
          <span className="sr-only">Memuat Yasa terbaik…</span>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className={`${CARD_WIDTH} h-48 animate-pulse rounded-box bg-base-300/60`}
            />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="mt-3 flex items-center gap-4 rounded-box border border-dashed border-base-300 bg-base-100 p-5">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-500">
            <StarIcon className="size-6" />
          </span>
          <div>
            <p className="font-bold">Belum ada Yasa terbaik</p>
            <p className="mt-0.5 text-sm text-base-content/70">
              Yasa dengan ulasan terbaik dari Jalu akan tampil di sini. Ulasanmu ikut menentukan!
            </p>
          </div>
        </div>
      ) : (
        <ul
          aria-label="Yasa Terbaik"
          tabIndex={0}
          className="-mx-4 mt-3 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2"
        >
          {list.map((yasa) => (
            <BestYasaCard key={yasa._id} yasa={yasa} />
          ))}
        </ul>
      )}
    </section>
  );
}
