import { formatDateLong, formatDayMonth, formatIDR, type Overview } from '@bantuin/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The overview's per-day series: money as bars, jobs as lines. Loaded with React.lazy, so only
 * the console's overview pays for the chart library.
 */
export default function OverviewChart({ days }: { days: Overview['days'] }) {
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label="Grafik nilai transaksi, pendapatan dan pekerjaan per hari"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={(date: string) => formatDayMonth(date)} />
          <YAxis yAxisId="money" tickFormatter={(v: number) => `${Math.round(v / 1000)}rb`} />
          <YAxis yAxisId="jobs" orientation="right" allowDecimals={false} />
          <Tooltip
            labelFormatter={(date) => formatDateLong(`${String(date)}T00:00:00Z`, 'UTC')}
            // Dark text on white: the series' own colours (amber, green) fail AA as text.
            contentStyle={{ color: '#1f2937', borderColor: '#cbd5e1' }}
            itemStyle={{ color: '#1f2937' }}
            labelStyle={{ color: '#1f2937', fontWeight: 600 }}
            formatter={(value, name) =>
              name === 'Nilai transaksi' || name === 'Pendapatan' ? formatIDR(Number(value)) : value
            }
          />
          <Legend />
          <Bar yAxisId="money" dataKey="gmv" name="Nilai transaksi" fill="#2563eb" />
          <Bar yAxisId="money" dataKey="revenue" name="Pendapatan" fill="#16a34a" />
          <Line yAxisId="jobs" dataKey="jobsPosted" name="Pekerjaan dibuat" stroke="#f59e0b" />
          <Line yAxisId="jobs" dataKey="jobsCompleted" name="Pekerjaan selesai" stroke="#7c3aed" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
