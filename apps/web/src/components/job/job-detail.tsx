import { distanceFromYouText, type Job } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { JobMap } from '@/components/map/job-map';
import { openStreetMapUrl } from '@/components/map/map-defaults';
import { Fact } from '@/components/ui/fact';
import { ArrowLeftIcon, ExternalLinkIcon, LocateIcon } from '@/components/ui/icons';
import { CategoryBadge, JobDate, JobPerson, JobSchedule } from './job-pieces';
import { JobFeeBox } from './job-summary';

export type JobDetailProps = {
  job: Job;
  /** The way back, e.g. { to: '/yasa', label: 'Kembali' }. */
  back: { to: string; label: string };
  /** The other side of the job: the Jalu for a Yasa, the Yasa for a Jalu. */
  person?: { caption: string; name: string | null; picture: string | null; fallbackName: string };
  /** Pills next to the category (e.g. 'Menunggu konfirmasi Jalu'). */
  status?: ReactNode;
  /** The buttons of the page ('Melamar', 'Pesan', 'Selesai'…), under the fee. */
  actions?: ReactNode;
  /** More sections under the details (e.g. the Jalu's waiting list). */
  children?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 className="text-base font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function LocationMap({ job }: { job: Job }) {
  return (
    <div className="space-y-2">
      <JobMap
        coordinates={job.coordinates}
        approximateRadiusM={job.approximateRadiusM}
        label={job.approximateRadiusM ? 'Peta perkiraan lokasi pekerjaan' : undefined}
      />
      {job.approximateRadiusM && (
        <p className="text-sm text-base-content/70">
          Lokasinya di dalam lingkaran (sekitar {job.approximateRadiusM} m). Titik pastinya terlihat
          setelah Jalu menerimamu.
        </p>
      )}
      <a
        href={openStreetMapUrl(job.coordinates)}
        target="_blank"
        rel="noreferrer"
        className="link inline-flex items-center gap-1 text-sm link-hover text-primary"
      >
        Buka di OpenStreetMap
        <ExternalLinkIcon className="size-3.5" />
      </a>
    </div>
  );
}

/**
 * A job as both areas show it (spec §2: the Yasa's job detail, the Jalu's order detail): the room
 * photos (Bebersih) or the map (Nitip) first, then a summary card with the fee and the page's
 * buttons (beside the content on wide screens), the description, address and notes, and the map.
 */
export function JobDetail({ job, back, person, status, actions, children }: JobDetailProps) {
  const hasPhotos = job.images.length > 0;
  return (
    <article className="space-y-4">
      <Link to={back.to} className="btn btn-ghost btn-sm -ms-2 text-base-content/80">
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>

      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        {/* A Nitip's map comes after its title, fee and time on a phone (last), first on desktop. */}
        <div className={`min-w-0 lg:col-start-1 ${hasPhotos ? '' : 'max-lg:order-last'}`}>
          {hasPhotos ? (
            <PhotoCarousel images={job.images} label="Foto ruangan" photoAlt="Foto ruangan" />
          ) : (
            <LocationMap job={job} />
          )}
        </div>

        <aside className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={job.category.name} />
            {status}
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-extrabold tracking-tight text-balance">
            {job.title}
          </h1>
          <JobDate date={job.createdAt} prefix="Diposting" className="mt-2" />
          <JobSchedule scheduledAt={job.scheduledAt} className="mt-2" />
          {job.distanceKm !== undefined && (
            // A Yasa's own point to the true place, worked out by the server (the pin stays there).
            <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-base-content/80">
              <LocateIcon className="size-4 shrink-0 text-base-content/45" />
              <span>
                <span className="sr-only">Jarak: </span>
                {distanceFromYouText(job.distanceKm)}
              </span>
            </p>
          )}

          <JobFeeBox fee={job.fee} className="mt-5" />

          {person && (
            <div className="mt-5">
              <JobPerson
                name={person.name}
                picture={person.picture}
                fallbackName={person.fallbackName}
                caption={person.caption}
                size="md"
              />
            </div>
          )}

          {actions && <div className="mt-6 flex flex-col gap-2">{actions}</div>}
        </aside>

        <div className="min-w-0 space-y-5 lg:col-start-1">
          <Section title="Detail pekerjaan">
            <dl className="space-y-4">
              <Fact label="Deskripsi">{job.description}</Fact>
              {job.approximateRadiusM ? (
                // Until a Yasa is accepted, others see the area only (the server's rule).
                <Fact label="Perkiraan lokasi">
                  {job.address}
                  <span className="mt-1 block text-sm text-base-content/70">
                    Alamat lengkap dan catatannya terlihat setelah Jalu menerimamu.
                  </span>
                </Fact>
              ) : (
                <>
                  <Fact label="Alamat">{job.address}</Fact>
                  <Fact label="Catatan alamat">
                    {job.addressNotes ?? <span className="text-base-content/70">(Tidak ada)</span>}
                  </Fact>
                </>
              )}
            </dl>
          </Section>

          {hasPhotos && (
            <Section title="Lokasi">
              <LocationMap job={job} />
            </Section>
          )}

          {children}
        </div>
      </div>
    </article>
  );
}
