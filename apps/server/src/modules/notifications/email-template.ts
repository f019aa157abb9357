import { NOTIFICATION_EMAIL } from '@bantuin/contract';
import type { Mail } from '../../adapters/mail/mailer.js';
import type { DeliveryMessage } from './channel.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One template, two forms: the plain text and the HTML say the same words. */
export function notificationMail(message: DeliveryMessage): Mail {
  const { title, body, link } = message.rendered;
  const t = NOTIFICATION_EMAIL;
  const footer = message.emailLocked ? `${t.footer} ${t.footerLocked}` : t.footer;
  const text = [
    t.greeting,
    '',
    body,
    '',
    `${t.openLink}: ${link}`,
    '',
    '—',
    t.appName,
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;color:#0f766e;font-size:18px">${escapeHtml(t.appName)}</p>
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.openLink)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: message.recipient.email, subject: `${title} · ${t.appName}`, text, html };
}
