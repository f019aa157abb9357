import type { Coordinates } from '@bantuin/contract';

/** Spec §9: the map's default centre (Jakarta), zoom and height. */
export const DEFAULT_MAP_CENTER: Coordinates = { lat: -6.2, lng: 106.8167 };
export const MAP_ZOOM = 15;
/** 400px tall, as the spec asks; a Tailwind class so callers can override it. */
export const MAP_HEIGHT_CLASS = 'h-[400px]';

/** A link that opens the point in OpenStreetMap (route planning there or in the phone's app). */
export function openStreetMapUrl({ lat, lng }: Coordinates, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
