import { PageHeader } from '@/components/ui/page-header';
import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { DeleteAccountCard } from '@/features/privacy/components/delete-account-card';

/** 'Data & Akun' (UU PDP): 'Unduh data saya' and 'Hapus akun', for both roles. */
export function PrivacyPage({ back }: { back: string }) {
  return (
    <section className="mx-auto max-w-2xl space-y-5">
      <PageHeader
        back={{ to: back, label: 'Profil' }}
        title="Data & Akun"
        description="Ambil salinan datamu, atau tinggalkan Bantuin."
      />
      <DataExportCard />
      <DeleteAccountCard />
    </section>
  );
}
