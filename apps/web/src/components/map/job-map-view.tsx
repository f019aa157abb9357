import { Circle, Marker } from 'react-leaflet';
import { BaseMap } from './base-map';
import type { JobMapProps } from './job-map';

/** The Leaflet half of JobMap (loaded lazily). */
export default function JobMapView({
  coordinates,
  label = 'Peta lokasi pekerjaan',
  className,
  approximateRadiusM,
}: JobMapProps) {
  return (
    <BaseMap center={coordinates} label={label} className={className} interactive={false}>
      {approximateRadiusM ? (
        <Circle
          center={[coordinates.lat, coordinates.lng]}
          radius={approximateRadiusM}
          pathOptions={{ color: '#0f766e', fillOpacity: 0.15, weight: 2 }}
          interactive={false}
        />
      ) : (
        <Marker
          position={[coordinates.lat, coordinates.lng]}
          title="Lokasi pekerjaan"
          alt="Lokasi pekerjaan"
          keyboard={false}
          interactive={false}
        />
      )}
    </BaseMap>
  );
}
