import type { Coordinates } from '@bantuin/contract';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { MapSkeleton } from '@/components/map/job-map';
import { LocateIcon } from '@/components/ui/icons';
import { getDevicePosition, LOCATION_UNAVAILABLE_MESSAGE } from '@/lib/geolocation';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useReverseGeocode } from '@/features/jobs/api/reverse-geocode';

const LocationPickerMap = lazy(() => import('./location-picker-map'));

/** One toast per reason, however often the location is asked for. */
const LOCATION_TOAST_ID = 'order-location';

export type LocationPickerProps = {
  /** The pin (the default centre until the device's location or a click moves it). */
  value: Coordinates;
  onChange: (point: Coordinates) => void;
  /** The address the geocoder found for the new pin (the field stays editable). */
  onAddress: (address: string) => void;
};

/**
 * Where the job is (spec §2, map behaviour): on load the device's location moves the pin; a click
 * on the map or dropping the dragged pin moves it too, and each new point is turned into an
 * address through the server's geocoder. Leaflet loads with the first picker.
 */
export function LocationPicker({ value, onChange, onAddress }: LocationPickerProps) {
  const { lookUp, isPending: findingAddress } = useReverseGeocode();
  const [locating, setLocating] = useState(true);

  const pick = useCallback(
    (point: Coordinates) => {
      onChange(point);
      lookUp(point).then((address) => {
        if (address !== null) onAddress(address);
      }, notifyError);
    },
    [onChange, onAddress, lookUp],
  );

  /** Moves the pin to the device's location, or says why it cannot; `locating` ends after. */
  const moveToDevice = useCallback(
    (isCurrent: () => boolean) => {
      getDevicePosition()
        .then(
          (point) => {
            if (isCurrent()) pick(point);
          },
          (error: unknown) => {
            if (!isCurrent()) return;
            const message = error instanceof Error ? error.message : LOCATION_UNAVAILABLE_MESSAGE;
            toast.warning(message, { toastId: LOCATION_TOAST_ID });
          },
        )
        .finally(() => {
          if (isCurrent()) setLocating(false);
        });
    },
    [pick],
  );

  // Once on arrival (`locating` starts true); the button below asks again.
  const moveToDeviceOnArrival = useEffectEvent(moveToDevice);
  useEffect(() => {
    let current = true;
    moveToDeviceOnArrival(() => current);
    return () => {
      current = false;
    };
  }, []);

  const locateAgain = () => {
    setLocating(true);
    moveToDevice(() => true);
  };

  const status = locating
    ? 'Mencari lokasimu…'
    : findingAddress
      ? 'Mencari alamat…'
      : 'Klik peta atau geser pin ke lokasi pekerjaan.';

  return (
    <div className="space-y-2">
      <div className="relative">
        <Suspense fallback={<MapSkeleton />}>
          <LocationPickerMap position={value} onPick={pick} label="Peta pilih lokasi pekerjaan" />
        </Suspense>
        {/* Over the map like its own controls (the map keeps Leaflet's layers to itself). */}
        <button
          type="button"
          className="btn btn-sm absolute top-3 left-3 z-10 border-base-300 bg-base-100 shadow-md"
          disabled={locating}
          onClick={locateAgain}
        >
          <LocateIcon className="size-4 text-primary" />
          Gunakan lokasiku
        </button>
      </div>
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-base-content/70">
        {(locating || findingAddress) && (
          <span className="loading loading-spinner loading-xs text-primary" aria-hidden="true" />
        )}
        {status}
      </p>
    </div>
  );
}
