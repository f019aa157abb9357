import type { NotificationItem } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { anId, ok, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    _id: anId(),
    kind: 'job_applied',
    title: 'Ada Yasa yang melamar',
    body: 'Seorang Yasa melamar "Belanja sayur". Lihat dan pilih Yasa kamu.',
    link: `/jalu/order/${anId()}`,
    createdAt: '2026-11-27T02:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bell and Notifikasi', () => {
  it('shows the unread count in the top bar and raises it live when a notification arrives', async () => {
    const socket = fakeSocket();
    let count = 2;
    fakeApi({
      ...signedInApi('jalu'),
      'GET /notifications/unread-count': async () => ok({ count }),
    });
    renderApp('/jalu/halaman-sepi', { session: { role: 'jalu' } });
    expect(await screen.findByRole('link', { name: 'Notifikasi, 2 belum dibaca' })).toHaveAttribute(
      'href',
      '/jalu/notifikasi',
    );
    await waitFor(() => expect(socket.listenerCount('notification')).toBeGreaterThan(0));

    count = 3;
    socket.serverEmit('notification', aNotification());
    expect(await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' })).toBeVisible();
  });

  it('lists the inbox newest first, opens a notification’s page, and marks all read', async () => {
    fakeSocket();
    const unread = aNotification();
    const read = aNotification({
      kind: 'topup_paid',
      title: 'Isi saldo berhasil',
      body: 'Rp 50.000 sudah masuk ke saldo kamu.',
      link: '/jalu/wallet',
      readAt: '2026-11-27T01:00:00.000Z',
    });
    let markedAll = false;
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      'GET /notifications?limit=20': ok({ items: [unread, read], nextCursor: null }),
      'POST /notifications/read-all': async () => {
        markedAll = true;
        return ok({ message: 'Semua notifikasi sudah ditandai dibaca' });
      },
    });
    renderApp('/jalu/notifikasi', { session: { role: 'jalu' } });
    const list = await screen.findByRole('list', { name: 'Notifikasi' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([unread.link, '/jalu/wallet']);
    expect(items[0]).toHaveTextContent('Ada Yasa yang melamar (belum dibaca)');
    expect(items[1]).not.toHaveTextContent('belum dibaca');

    await userEvent.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    await waitFor(() => expect(markedAll).toBe(true));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/notifications/read-all',
    ]);
  });

  it('asks for push permission only when the person presses the button', async () => {
    fakeSocket();
    fakeApi({
      ...signedInApi('yasa'),
      'GET /notifications/preferences': ok({
        channels: {
          jobs: { push: true, email: true, whatsapp: false },
          payments: { push: true, email: true, whatsapp: false },
          chat: { push: true, email: false, whatsapp: false },
          reminders: { push: true, email: false, whatsapp: false },
          nearby: { push: true, email: false, whatsapp: false },
        },
        nearby: { enabled: false, radiusKm: 5, categories: [], lat: null, lng: null },
      }),
    });
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: {} }));
    renderApp('/yasa/notifikasi/pengaturan', { session: { role: 'yasa' } });
    expect(await screen.findByRole('heading', { name: 'Pengaturan Notifikasi' })).toBeVisible();
    expect(screen.getByText(/tambahkan Bantuin ke Layar Utama/)).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Pembayaran lewat Email' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Pekerjaan di sekitar lewat Push' })).toBeChecked();
    expect(screen.getByText('Kabari saya saat ada pekerjaan baru di sekitar')).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan notifikasi' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Notifikasi diblokir/)).toBeVisible();
  });
});
