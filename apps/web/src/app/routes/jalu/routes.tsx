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
  { index: true, element: <JaluHomePage /> },
  { path: 'profile', element: <JaluProfilePage /> },
  { path: 'profile/update', element: <JaluProfileUpdatePage /> },
  { path: 'wallet', element: <WalletHistoryPage role="jalu" /> },
  { path: 'wallet/withdraw', element: <WithdrawPage role="jalu" /> },
  { path: 'order/my', element: <MyOrdersPage /> },
  { path: 'order/add-cleaning', element: <CreateCleaningOrderPage /> },
  { path: 'order/add-shopping', element: <CreateErrandOrderPage /> },
  { path: 'order/history', element: <HistoryPage /> },
  { path: 'order/:id/confirmation', element: <ConfirmationPage /> },
  { path: 'order/:id/review', element: <ReviewPage /> },
  { path: 'order/:id/chat', element: <ChatPage role="jalu" /> },
  { path: 'order/:id', element: <OrderDetailPage /> },
  { path: '*', element: <NotFound homePath={paths.jalu.home} /> },
];
