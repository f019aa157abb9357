import { LoadMoreButton } from '@/components/page-states';
import type { JobCategory } from '@bantuin/contract';
import { Link } from 'react-router';
import { AlertIcon, HistoryIcon } from '@/components/ui/icons';
import { useHistories } from '@/features/jobs/api/list-histories';
import { CategoryFilter, useCategoryParam } from '@/components/category-filter';
import { JobRow, JobRows, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';

function Empty({ category }: { category: JobCategory | undefined }) {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <HistoryIcon className="size-7" />
      </span>
      <p className="mt-4 text-lg font-bold">
        {category ? `Belum ada pesanan ${category} yang selesai` : 'Belum ada pesanan yang selesai'}
      </p>
      <p className="mt-1 max-w-sm text-sm text-base-content/70">
        Pesanan masuk ke sini setelah kamu mengonfirmasi pekerjaan Yasa dan membayarnya.
      </p>
      <Link to={paths.jalu.myOrders} className="btn btn-sm btn-primary mt-5">
        Lihat Pesanan Saya
      </Link>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center"
    >
      <AlertIcon className="size-8 text-error" />
      <p className="font-semibold">Riwayat pesanan belum dapat dimuat.</p>
      <p className="text-sm text-base-content/70">Periksa koneksimu, lalu coba lagi.</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/**
 * /jalu/order/history ('Riwayat Pesanan'): my ended jobs (finished or cancelled, with their
 * state), the most recently ended first, by category; each opens its order page (the original
 * was a static placeholder; this one lists the real history).
 */
export function HistoryPage() {
  const [category, changeCategory] = useCategoryParam();
  const histories = useHistories(category);
  const list = histories.data?.pages.flat() ?? [];

  return (
    <div className="space-y-5">
      <PageHeader
        title="Riwayat Pesanan"
        description="Pesanan yang sudah selesai atau dibatalkan, yang terakhir berakhir di atas."
        aside={<CategoryFilter value={category} onChange={changeCategory} />}
      />

      {histories.isPending ? (
        <JobRowsSkeleton label="Memuat riwayat…" />
      ) : histories.isError ? (
        <LoadError onRetry={() => void histories.refetch()} />
      ) : list.length === 0 ? (
        <Empty category={category} />
      ) : (
        <>
          <JobRows label="Riwayat Pesanan" stale={histories.isPlaceholderData}>
            {list.map((entry) => (
              <JobRow key={entry._id} variant="history" entry={entry} />
            ))}
          </JobRows>
          {histories.hasNextPage && (
            <LoadMoreButton
              isFetching={histories.isFetchingNextPage}
              onClick={() => void histories.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
}
