import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { sandboxMails, users } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  mode: 'live' | 'sandbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Errors nodemailer raises, with the SMTP reply code when the server answered. */
export interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

/**
 * SMTP through nodemailer (one transport per process), loaded with the first mail rather than at
 * every start (restart profile, issue 31).
 */
export function smtpMailer(url: string, from: string, timeoutMs: number): Mailer {
  const parsed = new URL(url);
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: parsed.hostname,
        port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
        secure: parsed.protocol === 'smtps:',
        auth: parsed.username
          ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
          : undefined,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    mode: 'live',
    async send(mail) {
      await (await connect()).sendMail({ from, ...mail });
    },
    close: () =>
      void transport?.then(
        (opened) => opened.close(),
        () => {},
      ),
  };
}

/** No SMTP_URL: mails are kept in `sandbox_mails` and shown at the development mailbox. */
export function sandboxMailer(db: Database): Mailer {
  return {
    mode: 'sandbox',
    async send(mail) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, mail.to));
      await db.insert(sandboxMails).values({ ...mail, userId: user?.id ?? null });
    },
    close: () => {},
  };
}
