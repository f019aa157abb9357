import type {
  NotificationChannel,
  NotificationData,
  RenderedNotification,
} from '@bantuin/contract';

/** What every channel is given to deliver one notification to one person. */
export interface DeliveryMessage {
  notificationId: string;
  kind: string;
  data: NotificationData;
  /** `link` is absolute here (PUBLIC_URL + the app's path, for mail and WhatsApp); `appLink` the path. */
  rendered: RenderedNotification & { appLink: string };
  createdAt: Date;
  readAt: Date | null;
  recipient: { id: string; email: string; phoneNumber: string | null };
  /** Whether the kind's email cannot be turned off (shown in the mail's footer). */
  emailLocked: boolean;
}

export type DeliveryOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * A failed send. `retryable`: a 5xx, a 429, a timeout or a network error (the queue tries again
 * with backoff); otherwise (a 4xx) the delivery fails at once.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export const retryableStatus = (status: number) =>
  status >= 500 || status === 429 || status === 408;

/** One way of reaching a person. Each has a sandbox used when it is not configured. */
export interface ChannelSender {
  channel: NotificationChannel;
  /** 'sandbox' when messages are kept in the database instead of sent. */
  mode: 'live' | 'sandbox';
  deliver(message: DeliveryMessage): Promise<DeliveryOutcome>;
  /** A batch at once (one lookup for all, bounded concurrency); answers in the same order. */
  deliverBatch?(
    messages: readonly DeliveryMessage[],
  ): Promise<PromiseSettledResult<DeliveryOutcome>[]>;
}

/** `run` for every item, at most `limit` at a time; each outcome in the items' order. */
export async function settledWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const outcomes = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        outcomes[index] = { status: 'fulfilled', value: await run(items[index]!) };
      } catch (error) {
        outcomes[index] = { status: 'rejected', reason: error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return outcomes;
}

/** Runs `send` with a deadline; running out of time is a retryable failure. */
export async function withTimeout<T>(
  ms: number,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await send(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new DeliveryError(`no answer within ${ms} ms`, true);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
