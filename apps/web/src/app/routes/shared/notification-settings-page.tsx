import type { Role } from '@bantuin/contract';
import { PageHeader } from '@/components/ui/page-header';
import { PreferencesForm } from '@/features/notifications/components/preferences-form';
import { PushSwitch } from '@/features/notifications/components/push-switch';

/** 'Pengaturan Notifikasi': this device's push, and which news goes where. */
export function NotificationSettingsPage({ role, back }: { role: Role; back: string }) {
  return (
    <section className="mx-auto max-w-2xl space-y-5">
      <PageHeader
        back={{ to: back, label: 'Notifikasi' }}
        title="Pengaturan Notifikasi"
        description="Pilih kabar apa yang dikirim lewat push, email atau WhatsApp."
      />
      <PushSwitch />
      <PreferencesForm nearbyAllowed={role === 'yasa'} />
    </section>
  );
}
