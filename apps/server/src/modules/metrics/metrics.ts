import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process. Business counters are named here so any module can count what it
 * does: `businessMetrics.payouts.inc({ outcome: 'paid' })`.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'bantuin_' });

export const businessMetrics = {
  jobsPosted: new Counter({
    name: 'bantuin_jobs_posted_total',
    help: 'Jobs posted by Jalu',
    registers: [metricsRegistry],
  }),
  jobsCompleted: new Counter({
    name: 'bantuin_jobs_completed_total',
    help: 'Jobs paid out to the Yasa, by how (confirmed by the Jalu or auto-released)',
    labelNames: ['how'] as const,
    registers: [metricsRegistry],
  }),
  tips: new Counter({
    name: 'bantuin_tips_total',
    help: 'Tips given by Jalu to the Yasa of a done job',
    registers: [metricsRegistry],
  }),
  topups: new Counter({
    name: 'bantuin_topups_total',
    help: 'Top-ups by outcome (opened, paid, failed)',
    labelNames: ['outcome'] as const,
    registers: [metricsRegistry],
  }),
  payouts: new Counter({
    name: 'bantuin_payouts_total',
    help: 'Withdrawals to bank accounts by outcome (requested, paid, failed…)',
    labelNames: ['outcome'] as const,
    registers: [metricsRegistry],
  }),
  notificationDeliveries: new Counter({
    name: 'bantuin_notification_deliveries_total',
    help: 'Notification delivery attempts by channel and outcome (sent, skipped, retry, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [metricsRegistry],
  }),
};

export const httpDuration = new Histogram({
  name: 'bantuin_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** What the running app contributes to the gauges (tests build several apps in one process). */
export interface GaugeSource {
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  sockets: () => number;
}
export const gaugeSources = new Set<GaugeSource>();

const sum = (pick: (source: GaugeSource) => number) =>
  [...gaugeSources].reduce((total, source) => total + pick(source), 0);

new Gauge({
  name: 'bantuin_db_pool_connections',
  help: 'PostgreSQL pool connections by state (in use, idle) and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const total = sum((s) => s.pool?.totalCount ?? 0);
    const idle = sum((s) => s.pool?.idleCount ?? 0);
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set(
      { state: 'waiting' },
      sum((s) => s.pool?.waitingCount ?? 0),
    );
  },
});

new Gauge({
  name: 'bantuin_sockets_connected',
  help: 'Chat sockets connected to this process',
  registers: [metricsRegistry],
  collect() {
    this.set(sum((s) => s.sockets()));
  },
});
