import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createIrisPayoutProvider } from './midtrans-iris.js';
import type { PayoutProvider } from './provider.js';
import { createSandboxPayoutProvider } from './sandbox.js';

/** Midtrans Payouts (Iris) when its three keys are set, the built-in sandbox otherwise. */
export function createPayoutProvider(
  config: AppConfig & { jwtSecret: string },
  db: Database,
): PayoutProvider {
  return config.payouts.midtrans
    ? createIrisPayoutProvider(config.payouts.midtrans)
    : createSandboxPayoutProvider(db, config.jwtSecret);
}
