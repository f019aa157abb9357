import type { JobCategory } from '@bantuin/contract';
import { Link } from 'react-router';
import { ReceiptIcon, ShoppingBagIcon, SparklesIcon } from '@/components/ui/icons';
import { useActiveOrders } from '@/features/jobs/api/list-active-orders';
import { CategoryFilter, useCategoryParam } from '@/components/category-filter';
import { JOB_ROWS_CLASS_NAME, JobRow, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, PagedGridStates } from '@/components/page-states';
import { paths } from '@/lib/paths';

const NEW_ORDER_LINKS: Record<
  JobCategory,
  { to: string; label: string; Icon: typeof SparklesIcon }
> = {
  Bebersih: { to: paths.jalu.addCleaning, label: 'Pesan Bebersih', Icon: SparklesIcon },
  Nitip: { to: paths.jalu.addShopping, label: 'Pesan Nitip', Icon: ShoppingBagIcon },
};

function NewOrderLink({ category, primary }: { category: JobCategory; primary: boolean }) {
  const { to, label, Icon } = NEW_ORDER_LINKS[category];
  return (
    <Link to={to} className={`btn btn-sm ${primary ? 'btn-primary' : 'btn-outline btn-primary'}`}>
      <Icon className="size-4" />
      {label}
    </Link>
  );
}

/** /jalu/order/my ('Pesanan Saya'): my jobs still running, newest first, by category. */
export function MyOrdersPage() {
  const [category, changeCategory] = useCategoryParam();
  const orders = useActiveOrders(category);

  return (
    <div className="space-y-5">
      <PageHeader
        title="Pesanan Saya"
        description="Pesanan yang sedang menunggu Yasa atau sedang dikerjakan."
        aside={<CategoryFilter value={category} onChange={changeCategory} />}
      />

      <PagedGridStates
        query={orders}
        label="Pesanan Saya"
        listClassName={JOB_ROWS_CLASS_NAME}
        skeleton={<JobRowsSkeleton count={3} label="Memuat pesanan…" />}
        errorTitle="Pesananmu belum dapat dimuat."
        empty={
          <EmptyState
            Icon={ReceiptIcon}
            title={category ? `Belum ada pesanan ${category}` : 'Belum ada pesanan'}
            description="Butuh bantuan di rumah? Buat pesanan, lalu pilih Yasa dari yang melamar."
            actions={
              category ? (
                <NewOrderLink category={category} primary />
              ) : (
                <>
                  <NewOrderLink category="Bebersih" primary />
                  <NewOrderLink category="Nitip" primary={false} />
                </>
              )
            }
          />
        }
      >
        {(job) => <JobRow variant="order" job={job} />}
      </PagedGridStates>
    </div>
  );
}
