import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxWhatsappMessages, users } from '../../db/schema.js';

export interface TemplateMessage {
  /** E.164, e.g. +6281234567890. */
  to: string;
  template: string;
  language: string;
  /** The template body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

export type WhatsAppResult = { ok: true } | { ok: false; status: number; message: string };

export interface WhatsAppSender {
  mode: 'live' | 'sandbox';
  send(message: TemplateMessage, signal: AbortSignal): Promise<WhatsAppResult>;
}

/** Meta's WhatsApp Cloud API: POST {api}/{phone-number-id}/messages with a template. */
export function cloudApiSender(options: {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}): WhatsAppSender {
  return {
    mode: 'live',
    async send(message, signal) {
      const response = await fetch(
        `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`,
        {
          method: 'POST',
          signal,
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            // The Cloud API takes the number without the plus.
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: [
                {
                  type: 'body',
                  parameters: message.parameters.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          }),
        },
      );
      if (response.ok) return { ok: true };
      const body = await response.text().catch(() => '');
      return {
        ok: false,
        status: response.status,
        message: `WhatsApp ${response.status}: ${body.slice(0, 200)}`,
      };
    },
  };
}

/** No WHATSAPP_TOKEN: messages are kept in the database. */
export function sandboxWhatsAppSender(db: Database): WhatsAppSender {
  return {
    mode: 'sandbox',
    async send(message) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, message.to));
      await db.insert(sandboxWhatsappMessages).values({
        userId: user?.id ?? null,
        to: message.to,
        template: message.template,
        parameters: message.parameters,
      });
      return { ok: true };
    },
  };
}

/** A phone number as E.164 with Indonesia's +62 (`08…` and `628…` are both accepted). */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  if (/^0\d{8,13}$/.test(digits)) return `+62${digits.slice(1)}`;
  if (/^62\d{8,13}$/.test(digits)) return `+${digits}`;
  return null;
}
