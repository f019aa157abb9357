import type { Coordinates, GeocodeSearchResult } from '@bantuin/contract';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { MapSkeleton } from '@/components/map/job-map';
import { LocateIcon } from '@/components/ui/icons';
import { getDevicePosition, LOCATION_UNAVAILABLE_MESSAGE } from '@/lib/geolocation';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useReverseGeocode } from '@/features/jobs/api/reverse-geocode';
import { AddressSearch } from './address-search';

const LocationPickerMap = lazy(() => import('./location-picker-map'));

/** One toast per reason, however often the location is asked for. */
const LOCATION_TOAST_ID = 'order-location';
/** Set once the location warning was shown in this visit (tab): the next form does not repeat it. */
export const LOCATION_WARNED_KEY = 'bantuin.location-warned';
/** How long the arrow keys must rest before the pin's new address is looked up. */
export const NUDGE_SETTLE_MS = 600;

export const LOCATION_PICKER_TEXTS = {
  locating: 'Mencari lokasimu…',
  findingAddress: 'Mencari alamat…',
  ready: 'Klik peta, geser pin, atau cari alamat di atas.',
  /** No pin yet: the device's location was not available. */
  noLocation:
    'Lokasimu tidak dapat dipakai. Cari alamat di atas, atau klik peta untuk menaruh pin.',
  tilesFailed: 'Cari alamat di atas untuk menaruh pin.',
} as const;

function alreadyWarned(): boolean {
  try {
    return sessionStorage.getItem(LOCATION_WARNED_KEY) !== null;
  } catch {
    return false;
  }
}
function rememberWarned() {
  try {
    sessionStorage.setItem(LOCATION_WARNED_KEY, '1');
  } catch {
    // Storage refused (private mode): the warning may show again, nothing worse.
  }
}

export type LocationPickerProps = {
  /** The pin; null until the device's location, a click, a search or the keyboard places it. */
  value: Coordinates | null;
  onChange: (point: Coordinates) => void;
  /** The address for the new pin (the field stays editable). */
  onAddress: (address: string) => void;
};

/**
 * Where the job is (spec §2, map behaviour): on load the device's location places the pin; a
 * click on the map, Enter on the focused map, dropping the dragged pin, the arrow keys on the
 * focused pin and a chosen search result move it. Each new point gets an address: a search
 * result brings its own, every other point is asked of the server's geocoder. Without the
 * device's location there is no pin (and no address) until the person chooses a place.
 * Leaflet loads with the first picker.
 */
export function LocationPicker({ value, onChange, onAddress }: LocationPickerProps) {
  const { lookUp, isPending: findingAddress } = useReverseGeocode();
  const [locating, setLocating] = useState(true);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(settle.current), []);

  const findAddress = useCallback(
    (point: Coordinates) => {
      lookUp(point).then((address) => {
        if (address !== null) onAddress(address);
      }, notifyError);
    },
    [onAddress, lookUp],
  );

  const pick = useCallback(
    (point: Coordinates) => {
      clearTimeout(settle.current);
      onChange(point);
      findAddress(point);
    },
    [onChange, findAddress],
  );

  /** An arrow key moved the pin: it moves now, its address once the keys rest. */
  const nudge = useCallback(
    (point: Coordinates) => {
      onChange(point);
      clearTimeout(settle.current);
      settle.current = setTimeout(() => findAddress(point), NUDGE_SETTLE_MS);
    },
    [onChange, findAddress],
  );

  const choose = useCallback(
    ({ address, lat, lng }: GeocodeSearchResult) => {
      clearTimeout(settle.current);
      onChange({ lat, lng });
      onAddress(address);
    },
    [onChange, onAddress],
  );

  /**
   * Moves the pin to the device's location, or says why it cannot; `locating` ends after.
   * On arrival the warning shows once per visit; asked for with the button, always.
   */
  const moveToDevice = useCallback(
    (isCurrent: () => boolean, { askedFor }: { askedFor: boolean }) => {
      getDevicePosition()
        .then(
          (point) => {
            if (isCurrent()) pick(point);
          },
          (error: unknown) => {
            if (!isCurrent()) return;
            if (!askedFor && alreadyWarned()) return;
            rememberWarned();
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
    moveToDeviceOnArrival(() => current, { askedFor: false });
    return () => {
      current = false;
    };
  }, []);

  const locateAgain = () => {
    setLocating(true);
    moveToDevice(() => true, { askedFor: true });
  };

  const status = locating
    ? LOCATION_PICKER_TEXTS.locating
    : findingAddress
      ? LOCATION_PICKER_TEXTS.findingAddress
      : value
        ? LOCATION_PICKER_TEXTS.ready
        : LOCATION_PICKER_TEXTS.noLocation;

  return (
    <div className="space-y-2">
      <AddressSearch onChoose={choose} />
      <div className="relative">
        <Suspense fallback={<MapSkeleton />}>
          <LocationPickerMap
            position={value}
            onPick={pick}
            onNudge={nudge}
            label="Peta pilih lokasi pekerjaan"
            tilesFailedHint={LOCATION_PICKER_TEXTS.tilesFailed}
          />
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
