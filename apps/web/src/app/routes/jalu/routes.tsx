import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { ChatPage } from '@/app/routes/shared/chat-page';
import { ConfirmationPage } from './confirmation-page';
import { ReviewPage } from './review-page';
import { HistoryPage } from './history-page';
import { JaluHomePage } from './home-page';
import { CreateCleaningOrderPage, CreateErrandOrderPage } from './create-order-pages';
import { MyOrdersPage } from './my-orders-page';
import { OrderDetailPage } from './order-detail-page';
import { JaluProfilePage } from './profile-page';
import { JaluProfileUpdatePage } from './profile-update-page';
import { WalletHistoryPage } from '@/app/routes/shared/wallet-history-page';
import { WithdrawPage } from '@/app/routes/shared/withdraw-page';
import { paths } from '@/lib/paths';

/**
 * Every page of the client area, rendered inside JaluLayout; paths are relative to /jalu and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'order/my', element: <MyOrdersPage /> }
 * Pages not built yet fall through to the catch-all and show "Halaman tidak ditemukan" inside
 * the layout.
 */
export const jaluRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Beranda' }, element: <JaluHomePage /> },
  { path: 'profile', handle: { title: 'Profil' }, element: <JaluProfilePage /> },
  { path: 'profile/update', handle: { title: 'Ubah Profil' }, element: <JaluProfileUpdatePage /> },
  {
    path: 'wallet',
    handle: { title: 'Riwayat Saldo' },
    element: <WalletHistoryPage role="jalu" />,
  },
  {
    path: 'wallet/withdraw',
    handle: { title: 'Tarik Saldo' },
    element: <WithdrawPage role="jalu" />,
  },
  { path: 'order/my', handle: { title: 'Pesanan Saya' }, element: <MyOrdersPage /> },
  {
    path: 'order/add-cleaning',
    handle: { title: 'Pesan Bersih-bersih' },
    element: <CreateCleaningOrderPage />,
  },
  {
    path: 'order/add-shopping',
    handle: { title: 'Pesan Belanja' },
    element: <CreateErrandOrderPage />,
  },
  { path: 'order/history', handle: { title: 'Riwayat Pesanan' }, element: <HistoryPage /> },
  {
    path: 'order/:id/confirmation',
    handle: { title: 'Konfirmasi Pekerjaan' },
    element: <ConfirmationPage />,
  },
  { path: 'order/:id/review', handle: { title: 'Beri Ulasan' }, element: <ReviewPage /> },
  { path: 'order/:id/chat', handle: { title: 'Chat' }, element: <ChatPage role="jalu" /> },
  { path: 'order/:id', handle: { title: 'Detail Pesanan' }, element: <OrderDetailPage /> },
  {
    path: '*',
    handle: { title: 'Halaman tidak ditemukan' },
    element: <NotFound homePath={paths.jalu.home} />,
  },
];
