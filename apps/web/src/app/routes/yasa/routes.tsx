import type { RouteObject } from 'react-router';
import { lazyPages } from '@/app/lazy-pages';
import { paths } from '@/lib/paths';

/** Every page of the area comes from one chunk, fetched on the first visit to /yasa. */
const page = lazyPages(() => import('./yasa-pages'));

/** The area's frame (the role guard is on the same route, in router.tsx). */
export const yasaLayout = page((p) => <p.YasaLayout />);

/**
 * Every page of the worker area, rendered inside YasaLayout; paths are relative to /yasa and the
 * role guard already ran. To add a page, export it from yasa-pages.tsx and add an entry here, e.g.
 *   { path: 'order/jobs', handle: { title: 'Pekerjaan Saya' }, lazy: page((p) => <p.MyJobsPage />) }
 * Pages not built yet fall through to the catch-all and show "Halaman tidak ditemukan" inside
 * the layout.
 */
export const yasaRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Beranda' }, lazy: page((p) => <p.YasaHome />) },
  {
    path: 'order/jobs',
    handle: { title: 'Pekerjaan Saya' },
    lazy: page((p) => <p.MyJobsPage />),
  },
  {
    path: 'order/history',
    handle: { title: 'Riwayat Pekerjaan' },
    lazy: page((p) => <p.WorkHistoryPage />),
  },
  {
    path: 'order/jobs/:id',
    handle: { title: 'Detail Pekerjaan' },
    lazy: page((p) => <p.MyJobDetailPage />),
  },
  // The job is in the query (?job={id}), as the 'Selesai' button links it.
  {
    path: 'order/verification',
    handle: { title: 'Verifikasi Pekerjaan' },
    lazy: page((p) => <p.VerificationPage />),
  },
  {
    path: 'order/:id',
    handle: { title: 'Detail Pekerjaan' },
    lazy: page((p) => <p.YasaJobDetailPage />),
  },
  {
    path: 'order/:id/chat',
    handle: { title: 'Obrolan', fullScreenOnPhone: true },
    lazy: page((p) => <p.ChatPage role="yasa" />),
  },
  {
    path: 'applications',
    handle: { title: 'Lamaran Saya' },
    lazy: page((p) => <p.ApplicationsPage />),
  },
  {
    path: 'bantuan',
    handle: { title: 'Bantuan' },
    lazy: page((p) => <p.HelpPage role="yasa" />),
  },
  {
    path: 'blokir',
    handle: { title: 'Daftar Blokir' },
    lazy: page((p) => <p.BlocksPage back={{ to: paths.yasa.profile, label: 'Profil' }} />),
  },
  { path: 'profile', handle: { title: 'Profil' }, lazy: page((p) => <p.YasaProfilePage />) },
  {
    path: 'profile/update',
    handle: { title: 'Ubah Profil' },
    lazy: page((p) => <p.YasaProfileUpdatePage />),
  },
  {
    path: 'profile/privasi',
    handle: { title: 'Data & Akun' },
    lazy: page((p) => <p.PrivacyPage back={paths.yasa.profile} />),
  },
  {
    path: 'profile/verifikasi',
    handle: { title: 'Verifikasi Identitas' },
    lazy: page((p) => <p.YasaIdentityPage />),
  },
  {
    path: 'akun',
    handle: { title: 'Keamanan Akun' },
    lazy: page((p) => <p.AccountPage role="yasa" back={paths.yasa.profile} />),
  },
  {
    path: 'notifikasi',
    handle: { title: 'Notifikasi' },
    lazy: page((p) => <p.NotificationsPage settingsPath={paths.yasa.notificationSettings} />),
  },
  {
    path: 'notifikasi/pengaturan',
    handle: { title: 'Pengaturan Notifikasi' },
    lazy: page((p) => <p.NotificationSettingsPage role="yasa" back={paths.yasa.notifications} />),
  },
  {
    path: 'wallet',
    handle: { title: 'Riwayat Saldo' },
    lazy: page((p) => <p.WalletHistoryPage role="yasa" />),
  },
  {
    path: 'wallet/withdraw',
    handle: { title: 'Tarik Saldo' },
    lazy: page((p) => <p.WithdrawPage role="yasa" />),
  },
  {
    path: '*',
    handle: { title: 'Halaman tidak ditemukan' },
    lazy: page((p) => <p.NotFound homePath={paths.yasa.home} />),
  },
];
