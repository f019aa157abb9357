import { useState } from 'react';
import { enablePush, pushSupported } from '../api/push-subscription';

type State = 'idle' | 'asking' | NotificationPermission | 'failed';

/**
 * 'Aktifkan notifikasi': the browser's permission is asked only when the person presses the
 * button, after one sentence saying why. iPhones take push only from an app on the Home Screen.
 */
export function PushSwitch() {
  const supported = pushSupported();
  const [state, setState] = useState<State>(() =>
    supported && Notification.permission !== 'default' ? Notification.permission : 'idle',
  );
  return (
    <section className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="font-bold">Notifikasi di perangkat ini</h2>
      <p className="text-sm text-base-content/80">
        Aktifkan agar kamu tahu saat ada pelamar, bukti pekerjaan, pembayaran atau pesan baru
        meskipun Bantuin sedang tidak dibuka.
      </p>
      <p className="text-xs text-base-content/70">
        Di iPhone/iPad, tambahkan Bantuin ke Layar Utama dulu (Bagikan → Tambahkan ke Layar Utama),
        lalu buka dari sana.
      </p>
      {!supported ? (
        <p className="text-sm">Browser ini belum mendukung notifikasi.</p>
      ) : state === 'granted' ? (
        <p className="text-sm text-success">Notifikasi aktif di perangkat ini.</p>
      ) : state === 'denied' ? (
        <p className="text-sm">
          Notifikasi diblokir. Izinkan lewat pengaturan situs di browser kamu, lalu coba lagi.
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={state === 'asking'}
          onClick={() => {
            setState('asking');
            enablePush().then(setState, () => setState('failed'));
          }}
        >
          Aktifkan notifikasi
        </button>
      )}
      {state === 'failed' && (
        <p className="text-sm text-error" role="alert">
          Notifikasi gagal diaktifkan. Coba lagi sebentar lagi.
        </p>
      )}
    </section>
  );
}
