import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ChevronRightIcon, HistoryIcon } from '@/components/ui/icons';
import { PROFILE_HISTORY_SIZE, useRecentHistories } from '@/features/jobs/api/list-histories';
import { JobRow, JobRows, JobRowsSkeleton } from './job-row';
import { paths } from '@/lib/paths';

/**
 * The Jalu profile's order-history grid (spec §2): the latest finished jobs, each with title,
 * category, description, date, fee and Yasa, and a way to the whole 'Riwayat Pesanan'. Slotted
 * into the profile page by the route, as the profile is another feature.
 */
export function ProfileHistory() {
  const histories = useRecentHistories();
  const list = histories.data ?? [];

  return (
    <Card
      size="lg"
      title="Riwayat Pesanan"
      aside={
        list.length > 0 && (
          <Link to={paths.jalu.history} className="btn btn-ghost btn-sm -me-2 text-primary">
            Lihat semua
            <ChevronRightIcon className="size-4" />
          </Link>
        )
      }
    >
      {histories.isPending ? (
        <JobRowsSkeleton count={2} label="Memuat riwayat…" />
      ) : histories.isError ? (
        // Spec §8: a failed history load is only logged; say it quietly.
        <p className="text-sm text-base-content/70">Riwayat pesanan belum dapat dimuat.</p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center py-6 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
            <HistoryIcon className="size-7" />
          </span>
          <p className="mt-3 font-bold">Belum ada pesanan yang selesai</p>
          <p className="mt-1 max-w-sm text-sm text-base-content/70">
            Pesanan yang sudah kamu konfirmasi dan bayar tampil di sini.
          </p>
        </div>
      ) : (
        <JobRows label="Riwayat Pesanan">
          {list.slice(0, PROFILE_HISTORY_SIZE).map((entry) => (
            <JobRow key={entry._id} variant="history" entry={entry} />
          ))}
        </JobRows>
      )}
    </Card>
  );
}
