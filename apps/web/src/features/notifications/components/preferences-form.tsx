import {
  CONFIGURABLE_CHANNELS,
  LOCKED_EMAIL_GROUPS,
  NEARBY_RADIUS_KM,
  NOTIFICATION_GROUPS,
  PREFERENCE_GROUPS,
  type ConfigurableChannel,
  type NotificationPreferences,
} from '@bantuin/contract';
import { useState } from 'react';
import { LoadError } from '@/components/page-states';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences';

const CHANNEL_LABELS: Record<ConfigurableChannel, string> = {
  push: 'Push',
  email: 'Email',
  whatsapp: 'WhatsApp',
};

function Form({
  initial,
  nearbyAllowed,
}: {
  initial: NotificationPreferences;
  nearbyAllowed: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationPreferences();
  const groups = PREFERENCE_GROUPS.filter((group) => nearbyAllowed || group !== 'nearby');
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, {
          onSuccess: () => toast.success('Pengaturan notifikasi disimpan'),
          onError: (error) => toast.error(error.message),
        });
      }}
    >
      <table className="table rounded-box border border-base-300 bg-base-100">
        <thead>
          <tr>
            <th scope="col">Kabar</th>
            {CONFIGURABLE_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="text-center">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group}>
              <th scope="row">{NOTIFICATION_GROUPS[group]}</th>
              {CONFIGURABLE_CHANNELS.map((channel) => {
                const locked = channel === 'email' && LOCKED_EMAIL_GROUPS.includes(group);
                return (
                  <td key={channel} className="text-center">
                    <input
                      type="checkbox"
                      className="toggle toggle-primary toggle-sm"
                      aria-label={`${NOTIFICATION_GROUPS[group]} lewat ${CHANNEL_LABELS[channel]}`}
                      checked={locked || draft.channels[group][channel]}
                      disabled={locked}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          channels: {
                            ...draft.channels,
                            [group]: { ...draft.channels[group], [channel]: event.target.checked },
                          },
                        })
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-base-content/70">
        Email tentang uang dan keamanan akun selalu dikirim. Kabar di aplikasi selalu tersimpan di
        halaman Notifikasi.
      </p>
      {nearbyAllowed && (
        <fieldset className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
          <legend className="px-1 font-bold">Pekerjaan di sekitar</legend>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="toggle toggle-primary"
              checked={draft.nearby.enabled}
              onChange={(event) =>
                setDraft({ ...draft, nearby: { ...draft.nearby, enabled: event.target.checked } })
              }
            />
            Kabari saya saat ada pekerjaan baru di sekitar
          </label>
          <label className="block">
            <span className="text-sm">Radius: {draft.nearby.radiusKm} km</span>
            <input
              type="range"
              className="range range-primary range-sm"
              min={NEARBY_RADIUS_KM.min}
              max={NEARBY_RADIUS_KM.max}
              value={draft.nearby.radiusKm}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  nearby: { ...draft.nearby, radiusKm: Number(event.target.value) },
                })
              }
            />
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() =>
              navigator.geolocation?.getCurrentPosition(
                (position) =>
                  setDraft({
                    ...draft,
                    nearby: {
                      ...draft.nearby,
                      lat: position.coords.latitude,
                      lng: position.coords.longitude,
                    },
                  }),
                () => toast.error('Lokasi tidak bisa dibaca. Izinkan akses lokasi lalu coba lagi.'),
              )
            }
          >
            {draft.nearby.lat === null ? 'Pakai lokasi saya sekarang' : 'Perbarui lokasi saya'}
          </button>
        </fieldset>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Simpan
      </button>
    </form>
  );
}

/** 'Pengaturan Notifikasi': group × channel, and for a Yasa the nearby radius. */
export function PreferencesForm({ nearbyAllowed }: { nearbyAllowed: boolean }) {
  const query = useNotificationPreferences();
  if (query.isPending) return <div className="skeleton h-64 w-full" />;
  if (query.isError) {
    return <LoadError title="Pengaturan gagal dimuat" onRetry={() => void query.refetch()} />;
  }
  return <Form initial={query.data} nearbyAllowed={nearbyAllowed} />;
}
