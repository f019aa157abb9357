import type { Coordinates } from '@bantuin/contract';

/** Spec §8: the device location could not be read (denied, unavailable, timed out). */
export const LOCATION_UNAVAILABLE_MESSAGE =
  'Lokasimu tidak dapat diakses, peta memakai lokasi awal.';
/** Spec §8: the browser has no geolocation at all. */
export const GEOLOCATION_UNSUPPORTED_MESSAGE = 'Browser ini tidak dapat membaca lokasi.';

export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';

  constructor(readonly reason: 'unsupported' | 'unavailable') {
    super(
      reason === 'unsupported' ? GEOLOCATION_UNSUPPORTED_MESSAGE : LOCATION_UNAVAILABLE_MESSAGE,
    );
  }
}

/** Where the device was last found in this tab (sessionStorage): the Yasa's job pages' distance. */
const LAST_POSITION_KEY = 'bantuin:last-position';

function rememberPosition(position: Coordinates): void {
  try {
    sessionStorage.setItem(LAST_POSITION_KEY, JSON.stringify(position));
  } catch {
    // Storage refused (private mode, quota): nothing to remember, nothing breaks.
  }
}

/**
 * The device's last position `getDevicePosition` read in this tab, e.g. for 'Terdekat' on the
 * Yasa's home; undefined when it never did (no prompt is shown for it).
 */
export function lastDevicePosition(): Coordinates | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LAST_POSITION_KEY) ?? 'null') as unknown;
    if (
      kept !== null &&
      typeof kept === 'object' &&
      typeof (kept as Coordinates).lat === 'number' &&
      typeof (kept as Coordinates).lng === 'number'
    ) {
      return { lat: (kept as Coordinates).lat, lng: (kept as Coordinates).lng };
    }
  } catch {
    // Unreadable: as if none.
  }
  return undefined;
}

/**
 * The device's position, asked once (the browser shows its permission prompt the first time).
 * Rejects with a GeolocationError whose message is the spec's sentence for the case.
 */
export function getDevicePosition(
  options: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        rememberPosition(position);
        resolve(position);
      },
      () => reject(new GeolocationError('unavailable')),
      options,
    );
  });
}
