import { useQueryClient } from '@tanstack/react-query';
import { OrderForm } from '@/features/jobs/components/order-form';
import { PageHeader } from '@/components/ui/page-header';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { paths } from '@/lib/paths';

const BACK_HOME = { to: paths.jalu.home, label: 'Beranda' };

/** /jalu/order/add-cleaning: a Bebersih (cleaning) order with room photos. */
export function CreateCleaningOrderPage() {
  const queryClient = useQueryClient();
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Bebersih"
        description="Yasa datang membersihkan rumahmu. Tandai lokasinya, ceritakan pekerjaannya, lalu tambahkan foto ruangan."
      />
      <OrderForm category="Bebersih" onPosted={() => invalidateWallet(queryClient)} />
    </div>
  );
}

/** /jalu/order/add-shopping: a Nitip (shopping errand) order. */
export function CreateErrandOrderPage() {
  const queryClient = useQueryClient();
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Nitip"
        description="Titip belanja ke Yasa: ke pasar, minimarket, atau apotek dekat rumahmu."
      />
      <OrderForm category="Nitip" onPosted={() => invalidateWallet(queryClient)} />
    </div>
  );
}
