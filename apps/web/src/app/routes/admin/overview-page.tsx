import { formatIDR, type Overview } from '@bantuin/contract';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/page-states';
import { useOverview, type OverviewPeriod } from '@/features/admin/api/get-overview';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useNearViewport } from '@/lib/near-viewport';

const OverviewChart = lazy(() => import('@/features/admin/components/overview-chart'));

/** The chart's frame while recharts loads (the chart is as tall: nothing moves). */
function ChartSkeleton({ ref }: { ref?: (element: HTMLDivElement | null) => void }) {
  return <div ref={ref} className="skeleton h-72 w-full" />;
}

/**
 * The chart loads once the figures have painted and its frame nears the screen: recharts is
 * 93 KB (gzip) and ~0.5 s of main thread on a phone, and on a phone the chart is below the
 * eight figures (Lighthouse: LCP 3.7 s and TBT 0.6 s waited for it).
 */
function DeferredChart({ days }: { days: Overview['days'] }) {
  const painted = useAfterFirstPaint();
  const [frame, near] = useNearViewport<HTMLDivElement>();
  if (!painted || !near) return <ChartSkeleton ref={frame} />;
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <OverviewChart days={days} />
    </Suspense>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="stat min-w-0 rounded-box bg-base-100 shadow-sm">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-2xl break-words whitespace-normal">{value}</div>
      {/* Wraps: "Dana tertahan" lists three amounts and overflowed its card. */}
      {hint && <div className="stat-desc break-words whitespace-normal">{hint}</div>}
    </div>
  );
}

/** Ringkasan: what Bantuin earns and holds in a period, from the ledger. */
export function AdminOverviewPage() {
  const [period, setPeriod] = useState<OverviewPeriod>({});
  const overview = useOverview(period);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Ringkasan</h1>
        <div className="flex flex-wrap gap-2">
          <label className="text-sm">
            Dari{' '}
            <input
              type="date"
              className="input input-sm"
              value={period.from ?? ''}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value || undefined }))}
            />
          </label>
          <label className="text-sm">
            Sampai{' '}
            <input
              type="date"
              className="input input-sm"
              value={period.to ?? ''}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value || undefined }))}
            />
          </label>
        </div>
      </div>
      {overview.isError && (
        <LoadError title="Ringkasan gagal dimuat" onRetry={() => void overview.refetch()} />
      )}
      {overview.isPending && <div className="skeleton h-40 w-full" />}
      {overview.data && (
        <>
          <p className="text-sm">
            Periode {overview.data.from} s.d. {overview.data.to}
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Nilai transaksi" value={formatIDR(overview.data.gmv)} />
            <Figure label="Pendapatan" value={formatIDR(overview.data.revenue)} />
            <Figure
              label="Dana tertahan"
              value={formatIDR(
                overview.data.held.escrow + overview.data.held.wallets + overview.data.held.payouts,
              )}
              hint={`Di pekerjaan ${formatIDR(overview.data.held.escrow)} · Dompet ${formatIDR(overview.data.held.wallets)} · Penarikan ${formatIDR(overview.data.held.payouts)}`}
            />
            <Figure
              label="Jumlah buku besar"
              value={formatIDR(overview.data.ledgerSum)}
              hint={overview.data.ledgerSum === 0 ? 'Seimbang' : 'TIDAK SEIMBANG — periksa!'}
            />
            <Figure
              label="Top up"
              value={formatIDR(overview.data.topups.sum)}
              hint={`${overview.data.topups.count} transaksi`}
            />
            <Figure
              label="Penarikan"
              value={formatIDR(overview.data.withdrawals.sum)}
              hint={`${overview.data.withdrawals.count} transaksi`}
            />
            <Figure
              label="Pekerjaan"
              value={`${overview.data.jobs.posted} dibuat`}
              hint={`${overview.data.jobs.completed} selesai · ${overview.data.jobs.cancelled} batal · ${overview.data.jobs.disputed} komplain`}
            />
            <Figure
              label="Pengguna baru"
              value={`${overview.data.newUsers.jalu + overview.data.newUsers.yasa}`}
              hint={`${overview.data.newUsers.jalu} Jalu · ${overview.data.newUsers.yasa} Yasa`}
            />
          </div>
          <div className="rounded-box bg-base-100 p-4 shadow-sm">
            <h2 className="mb-2 font-semibold">Per hari</h2>
            <DeferredChart days={overview.data.days} />
          </div>
        </>
      )}
    </section>
  );
}
