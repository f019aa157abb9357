// Sequential timings of each hot read (no load): where a single request's time goes.
import { api, fundWallet, postJob, startServer, user } from './server.mjs';

const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const jalu = await user(server.url, 'jalu', 1);
  const yasa = await user(server.url, 'yasa', 1);
  await fundWallet(server.url, jalu.token, 50_000_000);
  for (let i = 0; i < 200; i++) await postJob(server.url, jalu.token, i);
  const near = '/workers/jobs/worker?near=-6.2,106.8';
  const first = await api(server.url, 'GET', near, { token: yasa.token });
  const paths = [
    ['/workers/jobs/worker', yasa],
    [near, yasa],
    [`${near}&cursor=${first.at(-1)._id}`, yasa],
    ['/clients/jobs/active', jalu],
    ['/profile/wallet', jalu],
    ['/healthz', jalu],
  ];
  for (const [p, who] of paths) {
    const times = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await api(server.url, 'GET', p, { token: who.token });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.info(p.padEnd(70), 'median', times[15].toFixed(2), 'ms', 'min', times[0].toFixed(2));
  }
} finally {
  await server.stop();
}
