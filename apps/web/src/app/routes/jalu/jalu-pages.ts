// The Jalu area's chunk: every page but the home (routes.tsx loads it through `lazy`; the
// layout and the home are jalu-home.ts, so /jalu loads only those).
export { BlocksPage } from '@/app/routes/shared/blocks-page';
export { AccountPage } from '@/app/routes/shared/account-page';
export { ChatPage } from '@/app/routes/shared/chat-page';
export { HelpPage } from '@/app/routes/shared/help-page';
export { NotificationSettingsPage } from '@/app/routes/shared/notification-settings-page';
export { NotificationsPage } from '@/app/routes/shared/notifications-page';
export { PrivacyPage } from '@/app/routes/shared/privacy-page';
export { WalletHistoryPage } from '@/app/routes/shared/wallet-history-page';
export { WithdrawPage } from '@/app/routes/shared/withdraw-page';
export { NotFound } from '@/components/not-found';
export { ConfirmationPage } from './confirmation-page';
export { CreateCleaningOrderPage, CreateErrandOrderPage } from './create-order-pages';
export { HistoryPage } from './history-page';
export { MyOrdersPage } from './my-orders-page';
export { OrderDetailPage } from './order-detail-page';
export { JaluProfilePage } from './profile-page';
export { JaluProfileUpdatePage } from './profile-update-page';
export { ReviewPage } from './review-page';
export { YasaPublicProfilePage } from './yasa-profile-page';
