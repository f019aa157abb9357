import type { Coordinates } from '@bantuin/contract';
import type { LatLng, LeafletEvent, LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';
import { DEFAULT_MAP_CENTER } from '@/components/map/map-defaults';

export type LocationPickerMapProps = {
  /** Where the pin is (the map follows it); null: no pin yet, the map shows the default centre. */
  position: Coordinates | null;
  /** A click on the map, Enter on the focused map (its centre), or the pin dropped after a drag. */
  onPick: (point: Coordinates) => void;
  /** The focused pin moved by an arrow key: its address is looked up once the moves settle. */
  onNudge: (point: Coordinates) => void;
  label: string;
  tilesFailedHint?: string;
};

/** The pin's accessible name and what it says it does (title, the tooltip and description). */
export const PIN_LABEL = 'Pin lokasi pekerjaan';
export const PIN_HINT = 'Geser pin, atau fokuskan lalu pindahkan dengan tombol panah';

/** Pixels one arrow key moves the pin (five times that with Shift). */
const NUDGE_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** About 10 cm: plenty for a house, and a tidy look-up URL. */
const toPoint = (latLng: LatLng): Coordinates => {
  const { lat, lng } = latLng.wrap();
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
};

/** A click puts the pin there; Enter on the focused map (after panning with the arrows) too. */
function PickOnClickOrEnter({ onPick }: { onPick: (point: Coordinates) => void }) {
  const map = useMapEvents({
    click: (event) => onPick(toPoint(event.latlng)),
    keydown: (event: LeafletKeyboardEvent) => {
      const { key, target } = event.originalEvent;
      // Only on the map itself: Enter on the pin or a control is theirs.
      if (key === 'Enter' && target === map.getContainer()) onPick(toPoint(map.getCenter()));
    },
  });
  return null;
}

/** The draggable pin, movable with the arrow keys once focused (Tab reaches it). */
function Pin({
  position,
  onPick,
  onNudge,
}: {
  position: Coordinates;
  onPick: (point: Coordinates) => void;
  onNudge: (point: Coordinates) => void;
}) {
  const map = useMap();
  const events = useMemo(
    () => ({
      dragend: (event: LeafletEvent) =>
        onPick(toPoint((event.target as LeafletMarker).getLatLng())),
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent;
        const direction = ARROWS[key.key];
        if (!direction || key.altKey || key.ctrlKey || key.metaKey) return;
        // The page does not scroll and the map does not pan: the pin moves.
        key.preventDefault();
        key.stopPropagation();
        const step = key.shiftKey ? NUDGE_PX * 5 : NUDGE_PX;
        const marker = event.target as LeafletMarker;
        const moved = map.unproject(
          map.project(marker.getLatLng()).add([direction[0] * step, direction[1] * step]),
        );
        onNudge(toPoint(moved));
      },
    }),
    [map, onPick, onNudge],
  );
  return (
    <Marker
      position={[position.lat, position.lng]}
      draggable
      autoPan
      keyboard
      title={PIN_HINT}
      alt={PIN_LABEL}
      eventHandlers={events}
    />
  );
}

/** The Leaflet half of LocationPicker (loaded lazily): the app's map with a movable pin. */
export default function LocationPickerMap({
  position,
  onPick,
  onNudge,
  label,
  tilesFailedHint,
}: LocationPickerMapProps) {
  return (
    <BaseMap
      center={position ?? DEFAULT_MAP_CENTER}
      label={label}
      tilesFailedHint={tilesFailedHint}
    >
      {position && <Pin position={position} onPick={onPick} onNudge={onNudge} />}
      <PickOnClickOrEnter onPick={onPick} />
    </BaseMap>
  );
}
