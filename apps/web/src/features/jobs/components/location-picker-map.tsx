import type { Coordinates } from '@bantuin/contract';
import type { LatLng, LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';

export type LocationPickerMapProps = {
  /** Where the pin is (the map follows it). */
  position: Coordinates;
  /** A click on the map, or the pin dropped after a drag. */
  onPick: (point: Coordinates) => void;
  label: string;
};

/** About 10 cm: plenty for a house, and a tidy look-up URL. */
const toPoint = (latLng: LatLng): Coordinates => {
  const { lat, lng } = latLng.wrap();
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
};

function PickOnClick({ onPick }: { onPick: (point: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPick(toPoint(event.latlng)) });
  return null;
}

/** The Leaflet half of LocationPicker (loaded lazily): the app's map with a draggable pin. */
export default function LocationPickerMap({ position, onPick, label }: LocationPickerMapProps) {
  const pinEvents = useMemo(
    () => ({
      dragend: (event: LeafletEvent) =>
        onPick(toPoint((event.target as LeafletMarker).getLatLng())),
    }),
    [onPick],
  );
  return (
    <BaseMap center={position} label={label}>
      <Marker
        position={[position.lat, position.lng]}
        draggable
        autoPan
        title="Geser untuk memindahkan lokasi"
        alt="Pin lokasi pekerjaan"
        eventHandlers={pinEvents}
      />
      <PickOnClick onPick={onPick} />
    </BaseMap>
  );
}
