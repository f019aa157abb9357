import { OrderForm } from '@/features/jobs/components/order-form';
import { PageHeader } from '@/features/jobs/components/page-header';
import { paths } from '@/lib/paths';

const BACK_HOME = { to: paths.jalu.home, label: 'Beranda' };

/** /jalu/order/add-cleaning: a Bebersih (cleaning) order with room photos. */
export function CreateCleaningOrderPage() {
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Bebersih"
        description="Yasa datang membersihkan rumahmu. Tandai lokasinya, ceritakan pekerjaannya, lalu tambahkan foto ruangan."
      />
      <OrderForm category="Bebersih" />
    </div>
  );
}

/** /jalu/order/add-shopping: a Nitip (shopping errand) order. */
export function CreateErrandOrderPage() {
  return (
    <div className="space-y-5">
      <PageHeader
        back={BACK_HOME}
        title="Buat Pesanan Nitip"
        description="Titip belanja ke Yasa: ke pasar, minimarket, atau apotek dekat rumahmu."
      />
      <OrderForm category="Nitip" />
    </div>
  );
}
