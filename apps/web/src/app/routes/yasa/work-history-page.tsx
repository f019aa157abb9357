import { Link } from 'react-router';
import { CategoryFilter, useCategoryParam } from '@/components/category-filter';
import { LoadMoreButton } from '@/components/page-states';
import { AlertIcon, HistoryIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useHistories } from '@/features/jobs/api/list-histories';
import { JobRow, JobRows, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { paths } from '@/lib/paths';

/**
 * /yasa/order/history ('Riwayat Pekerjaan'): the Yasa's ended jobs (paid, cancelled, decided
 * after a complaint), the most recently ended first, each with what the Yasa received.
 */
export function WorkHistoryPage() {
  const [category, changeCategory] = useCategoryParam();
  const histories = useHistories(category);
  const list = histories.data?.pages.flat() ?? [];

  return (
    <div className="space-y-5">
      <PageHeader
        title="Riwayat Pekerjaan"
        description="Pekerjaan yang sudah selesai, dibatalkan atau diputuskan setelah komplain, dengan yang kamu terima."
        aside={<CategoryFilter value={category} onChange={changeCategory} />}
      />
      {histories.isPending ? (
        <JobRowsSkeleton label="Memuat riwayat…" />
      ) : histories.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center"
        >
          <AlertIcon className="size-8 text-error" />
          <p className="font-semibold">Riwayat pekerjaan belum dapat dimuat.</p>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => void histories.refetch()}
          >
            Coba lagi
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
            <HistoryIcon className="size-7" />
          </span>
          <p className="mt-4 text-lg font-bold">Belum ada pekerjaan yang berakhir</p>
          <Link to={paths.yasa.myJobs} className="btn btn-sm btn-primary mt-5">
            Lihat Pekerjaan Saya
          </Link>
        </div>
      ) : (
        <>
          <JobRows label="Riwayat Pekerjaan" stale={histories.isPlaceholderData}>
            {list.map((entry) => (
              <JobRow key={entry._id} variant="history" entry={entry} role="yasa" />
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
