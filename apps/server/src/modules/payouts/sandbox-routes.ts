import { errorResponseSchema, sandboxPayoutBodySchema } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { irisSignature, type PayoutNotification } from '../../adapters/payout/provider.js';
import { sandboxAutoOutcome, type SandboxPayoutProvider } from '../../adapters/payout/sandbox.js';
import { currentUser } from '../../http/auth.js';
import type { WithdrawalService } from './withdrawals.js';

/** Posts the notification to the same webhook Iris calls, signed the same way. */
async function deliver(
  app: FastifyInstance,
  provider: SandboxPayoutProvider,
  n: PayoutNotification,
) {
  const body = JSON.stringify(n);
  const delivered = await app.inject({
    method: 'POST',
    url: '/payout/notification',
    headers: {
      'content-type': 'application/json',
      'iris-signature': irisSignature(body, provider.merchantKey),
    },
    payload: body,
  });
  if (delivered.statusCode !== 200) {
    app.log.error({ body: delivered.body }, 'sandbox payout notification was refused');
  }
}

/**
 * The sandbox's side of payouts: an outcome by itself after `completeAfterMs` (0: never), or
 * when the owner (a test, a demo) tells it. Registered only without Iris keys.
 */
export function payoutSandboxRoutes(
  provider: SandboxPayoutProvider,
  service: WithdrawalService,
  completeAfterMs: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    const timers = new Set<NodeJS.Timeout>();
    let closing = false;

    if (completeAfterMs > 0) {
      provider.onPayoutCreated((withdrawalId, accountNumber) => {
        if (closing) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          provider
            .decide(withdrawalId, sandboxAutoOutcome(accountNumber))
            .then((notification) => deliver(app, provider, notification))
            // 409: someone decided first; nothing left to do.
            .catch((error: unknown) => app.log.debug({ err: error }, 'sandbox payout not decided'));
        }, completeAfterMs);
        // A pending play-money payout must not keep the process (or a test run) alive.
        timer.unref();
        timers.add(timer);
      });
    }
    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    });

    app.post(
      '/payout/sandbox/:withdrawalId',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags: ['payout'],
          summary: "Sandbox: decide my withdrawal's payout and deliver the signed notification",
          security: [{ bearerAuth: [] }],
          params: z.object({ withdrawalId: z.string().max(100) }),
          body: sandboxPayoutBodySchema,
          response: {
            200: z.object({ withdrawalId: z.uuid(), status: z.enum(['completed', 'failed']) }),
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const own = await service.findOwn(currentUser(request).id, request.params.withdrawalId);
        const notification = await provider.decide(own.id, request.body.outcome);
        await deliver(app, provider, notification);
        return { withdrawalId: own.id, status: request.body.outcome };
      },
    );
  };
}
