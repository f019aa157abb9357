import type { Coordinates } from '@bantuin/contract';
import { lazy, type Ref, Suspense } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useNearViewport } from '@/lib/near-viewport';
import { MAP_HEIGHT_CLASS } from './map-defaults';

export type JobMapProps = {
  /** Where the job is: the map centres on it (zoom 15) with one pin. */
  coordinates: Coordinates;
  /** The map region's accessible name. */
  label?: string;
  /** Size of the frame; 400px tall by default. */
  className?: string;
  /**
   * Set when `coordinates` is only the centre of an area (an open job seen by a Yasa): a circle
   * of this many metres is drawn instead of a pin.
   */
  approximateRadiusM?: number;
};

const JobMapView = lazy(() => import('./job-map-view'));

/** The frame a map takes while Leaflet loads. */
export function MapSkeleton({
  className = MAP_HEIGHT_CLASS,
  ref,
}: {
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={`grid place-items-center rounded-box border border-base-300 bg-base-300/50 ${className}`}
    >
      <MapPinIcon className="size-8 animate-pulse text-base-content/30" />
    </div>
  );
}

/**
 * A read-only map of one place. Leaflet loads once the page has painted: asked for during the
 * first render, its 40 KB (gzip) and its evaluation sat on the job pages' LCP (Lighthouse,
 * mobile: ~0.6 s of 5.0 s on an order). And only once the map's frame is on the screen: on a
 * phone the map is last, starting ~100 px below the fold of an order or an open job, and loaded
 * with the page, Leaflet's evaluation (~110 ms on Lighthouse's phone) was one of the tasks that
 * block the page while a person may already tap 'Pesan' or 'Melamar'.
 */
export function JobMap(props: JobMapProps) {
  const painted = useAfterFirstPaint();
  const [frame, near] = useNearViewport<HTMLDivElement>(0);
  if (!painted || !near) return <MapSkeleton className={props.className} ref={frame} />;
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <JobMapView {...props} />
    </Suspense>
  );
}
