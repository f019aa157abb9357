import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Settings of notifications (issue 26); each entry's description is the README's sentence. */
export const notificationsEnv = {
  NOTIFICATIONS_SANDBOX: booleanFromEnv
    .optional()
    .describe(
      'true: in production, keep email (no SMTP_URL) and WhatsApp (no WHATSAPP_TOKEN) in their database sandboxes on purpose; without it production refuses to start without SMTP_URL and leaves WhatsApp off',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe(
      'SMTP server for notification emails (smtp://user:pass@host:587); unset: the mail sandbox',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Bantuin <no-reply@bantuin.local>')
    .describe('Sender of notification emails'),
  VAPID_PUBLIC_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Web Push VAPID public key; unset (with the private key): generated once and kept in the database',
    ),
  VAPID_PRIVATE_KEY: z.string().min(1).optional().describe('Web Push VAPID private key'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional()
    .describe(
      'Contact the push services may use (mailto: or https:); default mailto: of MAIL_FROM',
    ),
  PUSH_ENDPOINT_ALLOWLIST: z
    .string()
    .optional()
    .describe(
      'More push service hosts a subscription may point at (comma-separated, besides Google, Mozilla, Microsoft and Apple)',
    ),
  WHATSAPP_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe('WhatsApp Cloud API access token; unset: the WhatsApp sandbox'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .min(1)
    .optional()
    .describe('WhatsApp Cloud API sender phone number id'),
  WHATSAPP_API_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0')
    .describe('Graph API base URL (tests point it at a local fake)'),
  WHATSAPP_TEMPLATES: z
    .string()
    .optional()
    .describe(
      'Approved template names per kind: kind=template,… (default: the kind name prefixed bantuin_)',
    ),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .min(2)
    .default('id')
    .describe('Language code of the templates'),
  NEARBY_ALERTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .default(6)
    .describe("At most this many 'new job near you' alerts per Yasa per hour"),
  NOTIFICATION_WORKERS: booleanFromEnv
    .default(true)
    .describe('false: this process only enqueues; another process delivers'),
  NOTIFICATION_POLL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .default(1)
    .describe('How often an idle delivery worker looks for work'),
  NOTIFICATION_RETRY_LIMIT: z.coerce
    .number()
    .int()
    .min(0)
    .default(6)
    .describe('Retries of a delivery that met a 5xx or a timeout (4xx: none)'),
  NOTIFICATION_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .min(1)
    .default(30)
    .describe('First retry delay; each next one doubles'),
  NOTIFICATION_SEND_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .default(10)
    .describe('A channel that has not answered after this long counts as a timeout (retried)'),
};

type NotificationsEnv = z.output<z.ZodObject<typeof notificationsEnv>>;

export interface NotificationsConfig {
  /** Unset: the mail sandbox. */
  smtpUrl?: string;
  mailFrom: string;
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject?: string;
  pushEndpointAllowlist: string[];
  whatsapp?: { token: string; phoneNumberId: string };
  /** Production without WhatsApp keys (and no NOTIFICATIONS_SANDBOX): the channel is off. */
  whatsappOff?: boolean;
  /** NOTIFICATIONS_SANDBOX=true in production: said at every start. */
  sandboxInProduction?: boolean;
  whatsappApiUrl: string;
  whatsappTemplates: Record<string, string>;
  whatsappLanguage: string;
  nearbyAlertsPerHour: number;
  workers: boolean;
  pollSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  sendTimeoutMs: number;
}

export const defaultNotificationsConfig = (): NotificationsConfig => ({
  mailFrom: 'Bantuin <no-reply@bantuin.local>',
  pushEndpointAllowlist: [],
  whatsappApiUrl: 'https://graph.facebook.com/v21.0',
  whatsappTemplates: {},
  whatsappLanguage: 'id',
  nearbyAlertsPerHour: 6,
  workers: true,
  pollSeconds: 1,
  retryLimit: 6,
  retryDelaySeconds: 30,
  sendTimeoutMs: 10_000,
});

/**
 * Fails closed like payments: an unconfigured email or WhatsApp channel in production keeps
 * messages in the database instead of sending them, which must be asked for on purpose.
 */
export function notificationsSettings(
  e: NotificationsEnv,
  production: boolean,
  problems: string[],
): NotificationsConfig {
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (!!e.WHATSAPP_TOKEN !== !!e.WHATSAPP_PHONE_NUMBER_ID) {
    problems.push('WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: set both or neither');
  }
  // Email carries money and security messages: production does not start without it unless the
  // sandbox is asked for. WhatsApp is optional: without keys it is off, not kept in the database.
  const sandboxOnPurpose = e.NOTIFICATIONS_SANDBOX === true;
  if (production && !sandboxOnPurpose && !e.SMTP_URL) {
    problems.push(
      'NOTIFICATIONS_SANDBOX: production without SMTP_URL; set SMTP_URL, or NOTIFICATIONS_SANDBOX=true ' +
        'to keep notification emails in the database on purpose',
    );
  }
  const whatsappTemplates: Record<string, string> = {};
  for (const entry of (e.WHATSAPP_TEMPLATES ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [kind, template] = entry.split('=').map((part) => part.trim());
    if (!kind || !template) problems.push(`WHATSAPP_TEMPLATES: ${entry} is not kind=template`);
    else whatsappTemplates[kind] = template;
  }
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushEndpointAllowlist: (e.PUSH_ENDPOINT_ALLOWLIST ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID }
        : undefined,
    whatsappOff: production && !sandboxOnPurpose && !e.WHATSAPP_TOKEN,
    sandboxInProduction: production && sandboxOnPurpose && (!e.SMTP_URL || !e.WHATSAPP_TOKEN),
    whatsappApiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    whatsappTemplates,
    whatsappLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
    nearbyAlertsPerHour: e.NEARBY_ALERTS_PER_HOUR,
    workers: e.NOTIFICATION_WORKERS,
    pollSeconds: e.NOTIFICATION_POLL_SECONDS,
    retryLimit: e.NOTIFICATION_RETRY_LIMIT,
    retryDelaySeconds: e.NOTIFICATION_RETRY_DELAY_SECONDS,
    sendTimeoutMs: Math.round(e.NOTIFICATION_SEND_TIMEOUT_SECONDS * 1000),
  };
}
