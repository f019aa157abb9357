import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createMidtransProvider } from './midtrans.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

/** Midtrans when its keys are set, the built-in sandbox (play money) otherwise. */
export function createPaymentProvider(
  config: AppConfig & { jwtSecret: string },
  db: Database,
): PaymentProvider {
  return config.midtrans
    ? createMidtransProvider(config.midtrans)
    : createSandboxProvider(db, config.jwtSecret);
}
