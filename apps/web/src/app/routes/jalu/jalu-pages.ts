// The Jalu area's chunk: its layout and every page (routes.tsx loads it through `lazy`).
export { JaluLayout } from '@/app/layouts/jalu-layout';
export { ChatPage } from '@/app/routes/shared/chat-page';
export { WalletHistoryPage } from '@/app/routes/shared/wallet-history-page';
export { WithdrawPage } from '@/app/routes/shared/withdraw-page';
export { NotFound } from '@/components/not-found';
export { ConfirmationPage } from './confirmation-page';
export { CreateCleaningOrderPage, CreateErrandOrderPage } from './create-order-pages';
export { HistoryPage } from './history-page';
export { JaluHomePage } from './home-page';
export { MyOrdersPage } from './my-orders-page';
export { OrderDetailPage } from './order-detail-page';
export { JaluProfilePage } from './profile-page';
export { JaluProfileUpdatePage } from './profile-update-page';
export { ReviewPage } from './review-page';
