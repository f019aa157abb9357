// The Yasa area's chunk: its layout and every page (routes.tsx loads it through `lazy`).
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { YasaHomePage } from './home-page';

export { YasaLayout } from '@/app/layouts/yasa-layout';
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
export { ApplicationsPage } from './applications-page';
export { YasaJobDetailPage } from './job-detail-page';
export { MyJobDetailPage } from './my-job-detail-page';
export { MyJobsPage } from './my-jobs-page';
export { YasaProfilePage } from './profile-page';
export { YasaProfileUpdatePage } from './profile-update-page';
export { VerificationPage } from './verification-page';
export { YasaIdentityPage } from './identity-page';
export { WorkHistoryPage } from './work-history-page';

/** The Yasa home greets by the profile's name (a feature of its own, hence composed here). */
export function YasaHome() {
  const profile = useWorkerProfile();
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return <YasaHomePage name={name} profileIncomplete={profile.isSuccess && !profile.data.name} />;
}
