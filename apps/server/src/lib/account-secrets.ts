import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationData } from '@bantuin/contract';

/**
 * The secrets of account links and WhatsApp codes (issue 27). A link's token and a code are
 * derived from a server key and a random reference (`secretRef`), so the outbox and the inbox
 * carry only the reference and the database only a hash: the delivery derives the secret just
 * before sending. Whoever reads the database learns no live link or code.
 */
export interface AccountSecrets {
  /** The token a link of `ref` carries (base64url, 43 characters). */
  linkToken(ref: string): string;
  /** How a link token is stored and looked up. */
  hashToken(token: string): string;
  /** The 6-digit code of `ref`. */
  code(ref: string): string;
  /** How a code is stored: keyed (a million codes are no secret from a plain hash). */
  hashCode(userId: string, code: string): string;
  sameHash(a: string, b: string): boolean;
  /** A notification's data with its secret filled in, for sending (never for storing). */
  expand(data: NotificationData): NotificationData;
}

export function createAccountSecrets(key: string): AccountSecrets {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const secrets: AccountSecrets = {
    linkToken: (ref) => mac(`link:${ref}`).toString('base64url'),
    hashToken: (token) => createHash('sha256').update(token).digest('base64url'),
    code: (ref) => String(mac(`code:${ref}`).readUInt32BE(0) % 1_000_000).padStart(6, '0'),
    hashCode: (userId, code) => mac(`code-hash:${userId}:${code}`).toString('base64url'),
    sameHash(a, b) {
      const left = Buffer.from(a);
      const right = Buffer.from(b);
      return left.length === right.length && timingSafeEqual(left, right);
    },
    expand(data) {
      if (!data.secretRef) return data;
      return {
        ...data,
        linkToken: secrets.linkToken(data.secretRef),
        code: secrets.code(data.secretRef),
      };
    },
  };
  return secrets;
}
