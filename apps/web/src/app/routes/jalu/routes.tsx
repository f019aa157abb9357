import type { RouteObject } from 'react-router';
import { lazyPages } from '@/app/lazy-pages';
import { paths } from '@/lib/paths';

/**
 * The area's frame and its home are one small chunk (jalu-home.ts): the first paint of /jalu
 * waits for nothing else. Every other page comes from the area's chunk (jalu-pages.ts), fetched
 * on the first visit to one of them, in parallel with the frame.
 */
const home = lazyPages(() => import('./jalu-home'));
const page = lazyPages(() => import('./jalu-pages'));

/** The area's frame (the role guard is on the same route, in router.tsx). */
export const jaluLayout = home((p) => <p.JaluLayout />);

/**
 * Every page of the client area, rendered inside JaluLayout; paths are relative to /jalu and the
 * role guard already ran. To add a page, export it from jalu-pages.ts and add an entry here, e.g.
 *   { path: 'order/my', handle: { title: 'Pesanan Saya' }, lazy: page((p) => <p.MyOrdersPage />) }
 * Pages not built yet fall through to the catch-all and show "Halaman tidak ditemukan" inside
 * the layout.
 */
export const jaluRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Beranda' }, lazy: home((p) => <p.JaluHomePage />) },
  {
    path: 'bantuan',
    handle: { title: 'Bantuan' },
    lazy: page((p) => <p.HelpPage role="jalu" />),
  },
  {
    path: 'blokir',
    handle: { title: 'Daftar Blokir' },
    lazy: page((p) => <p.BlocksPage back={{ to: paths.jalu.profile, label: 'Profil' }} />),
  },
  { path: 'profile', handle: { title: 'Profil' }, lazy: page((p) => <p.JaluProfilePage />) },
  {
    path: 'profile/update',
    handle: { title: 'Ubah Profil' },
    lazy: page((p) => <p.JaluProfileUpdatePage />),
  },
  {
    path: 'profile/privasi',
    handle: { title: 'Data & Akun' },
    lazy: page((p) => <p.PrivacyPage back={paths.jalu.profile} />),
  },
  {
    path: 'akun',
    handle: { title: 'Keamanan Akun' },
    lazy: page((p) => <p.AccountPage role="jalu" back={paths.jalu.profile} />),
  },
  {
    path: 'notifikasi',
    handle: { title: 'Notifikasi' },
    lazy: page((p) => <p.NotificationsPage settingsPath={paths.jalu.notificationSettings} />),
  },
  {
    path: 'notifikasi/pengaturan',
    handle: { title: 'Pengaturan Notifikasi' },
    lazy: page((p) => <p.NotificationSettingsPage role="jalu" back={paths.jalu.notifications} />),
  },
  {
    path: 'wallet',
    handle: { title: 'Riwayat Saldo' },
    lazy: page((p) => <p.WalletHistoryPage role="jalu" />),
  },
  {
    path: 'wallet/withdraw',
    handle: { title: 'Tarik Saldo' },
    lazy: page((p) => <p.WithdrawPage role="jalu" />),
  },
  { path: 'order/my', handle: { title: 'Pesanan Saya' }, lazy: page((p) => <p.MyOrdersPage />) },
  {
    path: 'order/add-cleaning',
    handle: { title: 'Pesan Bersih-bersih' },
    lazy: page((p) => <p.CreateCleaningOrderPage />),
  },
  {
    path: 'order/add-shopping',
    handle: { title: 'Pesan Belanja' },
    lazy: page((p) => <p.CreateErrandOrderPage />),
  },
  {
    path: 'order/history',
    handle: { title: 'Riwayat Pesanan' },
    lazy: page((p) => <p.HistoryPage />),
  },
  {
    path: 'order/:id/confirmation',
    handle: { title: 'Konfirmasi Pekerjaan' },
    lazy: page((p) => <p.ConfirmationPage />),
  },
  {
    path: 'order/:id/review',
    handle: { title: 'Beri Ulasan' },
    lazy: page((p) => <p.ReviewPage />),
  },
  {
    path: 'order/:id/chat',
    handle: { title: 'Obrolan', fullScreenOnPhone: true },
    lazy: page((p) => <p.ChatPage role="jalu" />),
  },
  {
    path: 'yasa/:id',
    handle: { title: 'Profil Yasa' },
    lazy: page((p) => <p.YasaPublicProfilePage />),
  },
  {
    path: 'order/:id',
    handle: { title: 'Detail Pesanan' },
    lazy: page((p) => <p.OrderDetailPage />),
  },
  {
    path: '*',
    handle: { title: 'Halaman tidak ditemukan' },
    lazy: page((p) => <p.NotFound homePath={paths.jalu.home} />),
  },
];
