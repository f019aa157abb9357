import type { Coordinates } from '@bantuin/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/carousel/banner';
import { useCategoryParam } from '@/components/category-filter';
import { BANNER_SLIDES } from '@/components/carousel/banner-slides';
import { AlertIcon, BriefcaseIcon } from '@/components/ui/icons';
import { getDevicePosition, LOCATION_UNAVAILABLE_MESSAGE } from '@/lib/geolocation';
import { toast } from '@/lib/toast';
import { useOpenJobs } from '@/features/jobs/api/list-open-jobs';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JOB_ROWS_CLASS_NAME, JobRow, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { EmptyState, PagedGridStates } from '@/components/page-states';
import { paths } from '@/lib/paths';
import { Greeting } from '@/components/greeting';

type YasaHomePageProps = {
  /** The Yasa's name: undefined while the profile loads, null when not filled in (or unknown). */
  name: string | null | undefined;
  /** True when the profile loaded without a name: applying would be refused. */
  profileIncomplete?: boolean;
};

/** `?kategori=` keeps the chosen category across a visit to a job and back. */
const CATEGORY_PARAM = 'kategori';

/**
 * 'Terdekat' is kept in the history entry's state (not the address: the device's position stays
 * out of shared links), so back from a job returns to the same list at the same place.
 */
type HomeHistoryState = { near?: Coordinates } | null;

function nearOf(state: unknown): Coordinates | undefined {
  return (state as HomeHistoryState)?.near;
}

function ProfileNudge() {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-box border border-warning/50 bg-warning/12 p-4 sm:flex-row sm:items-center"
    >
      <AlertIcon className="size-6 shrink-0 text-warning-content/80" />
      <p className="grow text-sm">
        <span className="font-semibold">Lengkapi profilmu dulu.</span> Jalu perlu tahu siapa kamu
        sebelum kamu bisa melamar pekerjaan.
      </p>
      <Link to={paths.yasa.profileUpdate} className="btn btn-sm btn-warning shrink-0">
        Lengkapi profil
      </Link>
    </div>
  );
}

/** /yasa: greeting, banner, and the open jobs (filter by category, nearest first, paged). */
export function YasaHomePage({ name, profileIncomplete = false }: YasaHomePageProps) {
  const [category, changeCategory] = useCategoryParam(CATEGORY_PARAM);
  const location = useLocation();
  const navigate = useNavigate();
  const near = nearOf(location.state);
  // A filter changes the list where the person is: no jump to the top.
  const setNear = (next: Coordinates | undefined) =>
    void navigate(
      { search: location.search },
      { replace: true, preventScrollReset: true, state: next ? { near: next } : null },
    );
  const [locating, setLocating] = useState(false);
  const jobs = useOpenJobs({ category, near });

  const changeNearest = async (nearest: boolean) => {
    if (!nearest) {
      setNear(undefined);
      return;
    }
    setLocating(true);
    try {
      setNear(await getDevicePosition());
    } catch (error) {
      // Spec §8; the list stays newest first.
      toast.warning(error instanceof Error ? error.message : LOCATION_UNAVAILABLE_MESSAGE);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="space-y-6">
      <Greeting
        name={name}
        fallback="Yasa"
        tagline="Pilih pekerjaan di sekitarmu dan mulai menghasilkan."
      />
      {profileIncomplete && <ProfileNudge />}
      <Banner slides={BANNER_SLIDES.yasa} />

      <section aria-labelledby="open-jobs-heading" className="space-y-4 pt-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="open-jobs-heading" className="text-xl font-bold">
              Pekerjaan Tersedia
            </h2>
            <p className="text-sm text-base-content/70">
              {near ? 'Yang terdekat dari lokasimu lebih dulu.' : 'Yang terbaru lebih dulu.'}
            </p>
          </div>
          <JobFilters
            category={category}
            onCategoryChange={changeCategory}
            nearest={near !== undefined}
            locating={locating}
            onNearestChange={(nearest) => void changeNearest(nearest)}
          />
        </div>

        <PagedGridStates
          query={jobs}
          label="Pekerjaan Tersedia"
          listClassName={JOB_ROWS_CLASS_NAME}
          skeleton={<JobRowsSkeleton />}
          errorTitle="Pekerjaan belum dapat dimuat."
          empty={
            <EmptyState
              Icon={BriefcaseIcon}
              title="Belum ada pekerjaan tersedia"
              description={
                category
                  ? `Belum ada pekerjaan ${category} yang menunggu Yasa. Coba kategori lain atau cek lagi nanti.`
                  : 'Pekerjaan baru dari Jalu akan muncul di sini. Cek lagi sebentar lagi, ya.'
              }
              actions={
                category ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    onClick={() => changeCategory(undefined)}
                  >
                    Lihat semua kategori
                  </button>
                ) : undefined
              }
            />
          }
        >
          {(job) => <JobRow variant="open" job={job} />}
        </PagedGridStates>
      </section>
    </div>
  );
}
