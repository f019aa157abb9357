import { useQueryClient } from '@tanstack/react-query';
import { OrderForm } from '@/features/jobs/components/order-form';
import { PageHeader } from '@/components/ui/page-header';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { paths } from '@/lib/paths';

const BACK_HOME = { to: paths.jalu.home, label: 'Beranda' };

/** The server posts for a Jalu with a name only: said before typing (false while loading). */
function useNeedsProfile(): boolean {
  const profile = useClientProfile();
  return profile.isSuccess && !profile.data.name;
}

/** /jalu/order/add-cleaning: a Bebersih (cleaning) order with room photos. */
export function CreateCleaningOrderPage() {
  const queryClient = useQueryClient();
  const needsProfile = useNeedsProfile();
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Bebersih"
        description="Yasa datang membersihkan rumahmu. Tandai lokasinya, ceritakan pekerjaannya, lalu tambahkan foto ruangan."
      />
      <OrderForm
        category="Bebersih"
        needsProfile={needsProfile}
        onPosted={() => invalidateWallet(queryClient)}
      />
    </div>
  );
}

/** /jalu/order/add-shopping: a Nitip (shopping errand) order. */
export function CreateErrandOrderPage() {
  const queryClient = useQueryClient();
  const needsProfile = useNeedsProfile();
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Nitip"
        description="Titip belanja ke Yasa: ke pasar, minimarket, atau apotek dekat rumahmu."
      />
      <OrderForm
        category="Nitip"
        needsProfile={needsProfile}
        onPosted={() => invalidateWallet(queryClient)}
      />
    </div>
  );
}
