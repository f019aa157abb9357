import 'leaflet/dist/leaflet.css';
import type { Coordinates } from '@bantuin/contract';
import L from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import pinUrl from '@/assets/map-pin.svg';
import { useAppConfig } from '@/lib/app-config';
import { MAP_HEIGHT_CLASS, MAP_ZOOM } from './map-defaults';

/*
 * Leaflet lives only in modules reached through React.lazy (see job-map.tsx), so the library and
 * its CSS load with the first map, not with the app.
 */

/** The brand pin (an SVG bundled by Vite), anchored at its tip. */
export const brandPinIcon = L.icon({
  iconUrl: pinUrl,
  iconSize: [40, 52],
  iconAnchor: [20, 48],
  popupAnchor: [0, -44],
  tooltipAnchor: [16, -30],
});
// Every marker uses it unless told otherwise: Leaflet's own default icon looks its image up by a
// CSS path trick that bundlers break.
L.Marker.prototype.options.icon = brandPinIcon;

/** Said in the map's frame when its tiles cannot be loaded (the tile server is unreachable). */
export const MAP_TILES_FAILED_MESSAGE = 'Peta tidak dapat dimuat';

/**
 * The tile layer of this deployment (GET /config); nothing until the config is known.
 * `onTilesFailed(true)` when a tile fails to load, `(false)` once one loads again.
 */
export function AppTileLayer({ onTilesFailed }: { onTilesFailed?: (failed: boolean) => void }) {
  const config = useAppConfig();
  const events = useMemo(
    () => ({
      tileerror: () => onTilesFailed?.(true),
      tileload: () => onTilesFailed?.(false),
    }),
    [onTilesFailed],
  );
  if (!config.data) return null;
  return (
    <TileLayer
      url={config.data.mapTileUrl}
      attribution={config.data.mapTileAttribution}
      maxZoom={19}
      eventHandlers={events}
    />
  );
}

/** Moves the view when `center` changes (MapContainer only reads its props once). */
function FollowCenter({ center }: { center: Coordinates }) {
  const map = useMap();
  const { lat, lng } = center;
  useEffect(() => {
    const current = map.getCenter();
    if (current.lat !== lat || current.lng !== lng) map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

export type BaseMapProps = {
  center: Coordinates;
  /** The map region's accessible name, e.g. 'Peta lokasi pekerjaan'. */
  label: string;
  zoom?: number;
  /** Size and extra classes of the frame; 400px tall by default (spec §9). */
  className?: string;
  /**
   * A preview (false) does not zoom on the scroll wheel and, on touch screens, leaves one-finger
   * swipes to the page; a picker (true) takes them.
   */
  interactive?: boolean;
  /** Markers and other react-leaflet layers; the tile layer is already in. */
  children?: ReactNode;
  /** Said under 'Peta tidak dapat dimuat' when the tiles fail, e.g. what still works. */
  tilesFailedHint?: string;
};

/** Leaflet's own credit, with an Indonesian title (its default is in English). */
const ATTRIBUTION_PREFIX =
  '<a href="https://leafletjs.com" title="Pustaka JavaScript untuk peta interaktif">Leaflet</a>';

/**
 * The app's map: tiles from the config, Indonesian zoom buttons, kept in its own stacking
 * context (Leaflet's panes use z-indexes up to 1000, which would cover the navbar and menus).
 */
export function BaseMap({
  center,
  label,
  zoom = MAP_ZOOM,
  className = MAP_HEIGHT_CLASS,
  interactive = true,
  children,
  tilesFailedHint,
}: BaseMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div
      role="region"
      aria-label={label}
      className={`relative isolate overflow-hidden rounded-box border border-base-300 bg-base-300/60 ${className}`}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomControl={false}
        attributionControl={false}
        scrollWheelZoom={interactive}
        dragging={interactive || !L.Browser.mobile}
        className="size-full"
      >
        <AppTileLayer onTilesFailed={setTilesFailed} />
        <ZoomControl position="topright" zoomInTitle="Perbesar" zoomOutTitle="Perkecil" />
        <AttributionControl prefix={ATTRIBUTION_PREFIX} />
        <FollowCenter center={center} />
        {children}
      </MapContainer>
      {/* Above Leaflet's panes, clear of the pin (centre) and the attribution; clicks go through. */}
      <div
        role="status"
        className="pointer-events-none absolute inset-x-0 bottom-8 z-[1100] flex justify-center px-4"
      >
        {tilesFailed && (
          <p className="max-w-xs rounded-box border border-base-300 bg-base-100/95 px-4 py-3 text-center text-sm shadow-md">
            <span className="block font-semibold">{MAP_TILES_FAILED_MESSAGE}</span>
            {tilesFailedHint && (
              <span className="mt-1 block text-base-content/75">{tilesFailedHint}</span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
