/**
 * `npm run demo`: fills the configured database (embedded by default) with a small, living
 * marketplace (see demo/seed.ts), through the public API and the chat socket.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { seedDemo } from './demo/seed.js';

async function main() {
  const config = loadConfig();
  if (config.midtrans) {
    throw new Error('The demo tops wallets up with sandbox play money: unset the MIDTRANS_* keys.');
  }
  // The demo is one client making many calls: the per-address limits are for strangers.
  const { app, database } = await buildApp(
    {
      ...config,
      autoReleaseSweepMs: 0,
      authRateLimit: 10_000,
      topupRateLimit: 10_000,
      uploadRateLimit: 10_000,
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const outcome = await seedDemo(app, url, database.db);
    console.info(
      outcome === 'exists'
        ? 'The demo data is already there. Logins are listed in the README.'
        : 'Demo data is ready. Log in with the accounts listed in the README (password: bantuin-demo).',
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
