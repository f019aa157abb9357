import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createMidtransProvider } from './midtrans.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

/** Midtrans, or the built-in sandbox (play money) only when the config decided on it. */
export function createPaymentProvider(
  config: AppConfig & { jwtSecret: string },
  db: Database,
): PaymentProvider {
  if (config.midtrans && !config.payments.sandbox) return createMidtransProvider(config.midtrans);
  if (!config.payments.sandbox) {
    // loadConfig never produces this; a hand-built config must not fall back to play money.
    throw new Error('payments: no Midtrans keys and the sandbox is off');
  }
  return createSandboxProvider(db, config.jwtSecret);
}
