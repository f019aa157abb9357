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
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => reject(new GeolocationError('unavailable')),
      options,
    );
  });
}
