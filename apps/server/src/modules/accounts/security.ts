import { randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFY_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  ACCOUNT_MESSAGES,
  type VerificationState,
} from '@bantuin/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { retryingTransaction } from '../../db/retry.js';
import { accountTokens, phoneCodes, users, type AccountTokenPurpose } from '../../db/schema.js';
import type { AccountSecrets } from '../../lib/account-secrets.js';
import {
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
  unauthenticated,
} from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { WindowLimit } from '../../lib/window-limit.js';
import type { Notifier } from '../chat/notifier.js';
import type { Notify } from '../notifications/outbox.js';
import type { LoginThrottle } from './login-throttle.js';
import { checkNewPassword } from './password-policy.js';
import type { SessionsService } from './sessions.js';

/** Recovering and proving an account (issue 27): password reset and change, email, phone. */
export interface AccountSecurityService {
  /** 'Lupa kata sandi?': mails a reset link when the email has an account; silent otherwise. */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword(token: string, password: string): Promise<void>;
  /** 'Ubah kata sandi': needs the current one; every other session ends. */
  changePassword(
    user: { id: string; sessionId: string },
    currentPassword: string,
    newPassword: string,
  ): Promise<{ ended: number }>;
  /** The 'Verifikasi email' mail of a new account, in its registration's transaction. */
  sendEmailVerification(tx: Transaction, user: { id: string; email: string }): Promise<void>;
  resendEmailVerification(userId: string): Promise<void>;
  /** Opens a verification or an email-change link. */
  verifyEmail(token: string): Promise<{ email: string }>;
  /** Sends a confirmation link to the new address; it takes effect once opened. */
  changeEmail(userId: string, email: string, password: string): Promise<void>;
  /** A new number replaces the old one unverified (its code is asked for next). */
  changePhone(userId: string, phoneNumber: string, password: string): Promise<void>;
  /** A 6-digit code to the account's phone through WhatsApp. */
  sendPhoneCode(userId: string): Promise<void>;
  verifyPhone(userId: string, code: string): Promise<void>;
  verificationState(userId: string): Promise<VerificationState>;
}

export interface AccountSecurityDeps {
  db: Database;
  secrets: AccountSecrets;
  sessions: Pick<SessionsService, 'endAllIn' | 'afterEnded'>;
  notify: Notify;
  notifier: Notifier;
  throttle: LoginThrottle;
  limits: {
    /** Verification mails per account per hour. */
    resendPerUser: WindowLimit;
    /** WhatsApp codes per account per hour. */
    phoneCodePerUser: WindowLimit;
  };
}

export const linkInvalid = () => badRequest(ACCOUNT_MESSAGES.linkInvalid, 'LINK_INVALID');
const wrongPassword = () => badRequest('Kata sandi salah', 'WRONG_PASSWORD');
const tooOften = () =>
  tooManyRequests('Terlalu sering. Tunggu sebentar lalu coba lagi.', 'RATE_LIMITED', 3600);

export function createAccountSecurityService(deps: AccountSecurityDeps): AccountSecurityService {
  const { db, secrets, notify } = deps;

  /** A link row: its id is the secret's reference, its token is stored only hashed. */
  async function issueLink(
    tx: Transaction,
    userId: string,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    email: string | null,
  ) {
    const ref = randomUUID();
    await tx.insert(accountTokens).values({
      id: ref,
      userId,
      purpose,
      tokenHash: secrets.hashToken(secrets.linkToken(ref)),
      email,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return ref;
  }

  /**
   * The live link a token names, used up in this transaction: the person's row is locked first
   * (the lock order starts with people), then the link, so two uses of one link meet there and
   * the second finds it used.
   */
  async function useLink(tx: Transaction, token: string, purposes: AccountTokenPurpose[]) {
    const hash = secrets.hashToken(token);
    const [seen] = await tx
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hash));
    if (!seen) throw linkInvalid();
    const [user] = await tx.select().from(users).where(eq(users.id, seen.userId)).for('update');
    const [link] = await tx
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hash))
      .for('update');
    if (
      !user ||
      !link ||
      !purposes.includes(link.purpose) ||
      link.usedAt !== null ||
      link.expiresAt.getTime() <= Date.now()
    )
      throw linkInvalid();
    await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, link.id));
    return { user, link };
  }

  /** Links of a purpose not used yet stop working (a newer one, or the deed is done). */
  const retireLinks = (tx: Transaction, userId: string, purpose: AccountTokenPurpose) =>
    tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );

  async function sendEmailVerification(tx: Transaction, user: { id: string; email: string }) {
    const ref = await issueLink(tx, user.id, 'email_verify', EMAIL_VERIFY_TTL_MS, user.email);
    await notify(tx, { kind: 'email_verify', recipientId: user.id, data: { secretRef: ref } });
  }

  async function findUser(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated('Akun tidak ditemukan, silakan masuk lagi');
    return user;
  }

  return {
    async forgotPassword(email) {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email));
      // Operators recover through the CLI; nobody learns from the answer which is which.
      if (!user || user.role === 'admin') return;
      await db.transaction(async (tx) => {
        const ref = await issueLink(tx, user.id, 'password_reset', PASSWORD_RESET_TTL_MS, email);
        await notify(tx, {
          kind: 'password_reset',
          recipientId: user.id,
          data: { secretRef: ref },
        });
      });
    },

    async resetPassword(token, password) {
      checkNewPassword(password);
      const passwordHash = await hashPassword(password);
      const { user, ended } = await retryingTransaction(db, async (tx) => {
        const { user } = await useLink(tx, token, ['password_reset']);
        await retireLinks(tx, user.id, 'password_reset');
        // Every token issued before now is refused, whichever session it names.
        await tx
          .update(users)
          .set({ passwordHash, tokensValidAfter: new Date() })
          .where(eq(users.id, user.id));
        const ended = await deps.sessions.endAllIn(tx, user.id);
        await notify(tx, { kind: 'password_changed', recipientId: user.id, data: {} });
        return { user, ended };
      });
      deps.sessions.afterEnded(user.id, ended);
      deps.notifier.disconnectUser(user.id);
      // A locked-out person who reset their password may log in at once.
      await deps.throttle.succeeded(user.email);
    },

    async changePassword(actor, currentPassword, newPassword) {
      const user = await findUser(actor.id);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword();
      checkNewPassword(newPassword);
      if (currentPassword === newPassword)
        throw badRequest('Kata sandi baru harus berbeda dari yang lama');
      const passwordHash = await hashPassword(newPassword);
      const ended = await retryingTransaction(db, async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
        const ended = await deps.sessions.endAllIn(tx, actor.id, actor.sessionId);
        await retireLinks(tx, actor.id, 'password_reset');
        await notify(tx, { kind: 'password_changed', recipientId: actor.id, data: {} });
        return ended;
      });
      deps.sessions.afterEnded(actor.id, ended);
      return { ended: ended.length };
    },

    sendEmailVerification,

    async resendEmailVerification(userId) {
      const user = await findUser(userId);
      if (user.emailVerifiedAt)
        throw conflict('Email kamu sudah terverifikasi', 'ALREADY_VERIFIED');
      if (!(await deps.limits.resendPerUser(userId))) throw tooOften();
      await db.transaction(async (tx) => {
        await retireLinks(tx, userId, 'email_verify');
        await sendEmailVerification(tx, user);
      });
    },

    async verifyEmail(token) {
      try {
        return await retryingTransaction(db, async (tx) => {
          const { user, link } = await useLink(tx, token, ['email_verify', 'email_change']);
          const email = link.email ?? user.email;
          if (link.purpose === 'email_verify') {
            // A link sent to an address the account no longer has proves nothing.
            if (email !== user.email) throw linkInvalid();
            await tx
              .update(users)
              .set({ emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
              .where(eq(users.id, user.id));
            return { email };
          }
          await tx
            .update(users)
            .set({ email, emailVerifiedAt: new Date() })
            .where(eq(users.id, user.id));
          await retireLinks(tx, user.id, 'email_change');
          await retireLinks(tx, user.id, 'email_verify');
          // The old address hears of it: a stolen session cannot move the account quietly.
          await notify(tx, {
            kind: 'email_changed',
            recipientId: user.id,
            data: { email, toEmail: user.email },
          });
          return { email };
        });
      } catch (error) {
        if (violatedUniqueConstraint(error)?.includes('email'))
          throw conflict('Email sudah terdaftar', 'EMAIL_TAKEN');
        throw error;
      }
    },

    async changeEmail(userId, email, password) {
      const user = await findUser(userId);
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
      if (email === user.email) throw badRequest('Itu sudah email akunmu');
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      if (taken) throw conflict('Email sudah terdaftar', 'EMAIL_TAKEN');
      if (!(await deps.limits.resendPerUser(userId))) throw tooOften();
      await db.transaction(async (tx) => {
        await retireLinks(tx, userId, 'email_change');
        const ref = await issueLink(tx, userId, 'email_change', EMAIL_VERIFY_TTL_MS, email);
        await notify(tx, {
          kind: 'email_change_confirm',
          recipientId: userId,
          data: { secretRef: ref, email, toEmail: email },
        });
      });
    },

    async changePhone(userId, phoneNumber, password) {
      const user = await findUser(userId);
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
      if (phoneNumber === user.phoneNumber) throw badRequest('Itu sudah nomor akunmu');
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ phoneNumber, phoneVerifiedAt: null })
            .where(eq(users.id, userId));
          // A code sent to the old number proves nothing about the new one.
          await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
        });
      } catch (error) {
        if (violatedUniqueConstraint(error)?.includes('phone'))
          throw conflict('Nomor telepon sudah terdaftar', 'PHONE_TAKEN');
        throw error;
      }
    },

    async sendPhoneCode(userId) {
      const user = await findUser(userId);
      if (!user.phoneNumber) throw badRequest('Akun ini tidak punya nomor telepon');
      if (user.phoneVerifiedAt)
        throw conflict('Nomor kamu sudah terverifikasi', 'ALREADY_VERIFIED');
      if (!(await deps.limits.phoneCodePerUser(userId))) throw tooOften();
      const ref = randomUUID();
      const values = {
        phoneNumber: user.phoneNumber,
        codeHash: secrets.hashCode(userId, secrets.code(ref)),
        attempts: 0,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
      };
      await db.transaction(async (tx) => {
        // A new code replaces the old one (and its tries).
        await tx
          .insert(phoneCodes)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: phoneCodes.userId, set: values });
        await notify(tx, {
          kind: 'phone_code',
          recipientId: userId,
          data: { secretRef: ref, toPhone: user.phoneNumber! },
        });
      });
    },

    async verifyPhone(userId, code) {
      const outcome = await retryingTransaction(db, async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw unauthenticated('Akun tidak ditemukan, silakan masuk lagi');
        const [row] = await tx
          .select()
          .from(phoneCodes)
          .where(eq(phoneCodes.userId, userId))
          .for('update');
        if (!row || row.phoneNumber !== user.phoneNumber)
          throw notFound('Minta kode verifikasi dulu', 'PHONE_CODE_EXPIRED');
        if (row.expiresAt.getTime() <= Date.now() || row.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
          await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
          return 'expired' as const;
        }
        if (!secrets.sameHash(row.codeHash, secrets.hashCode(userId, code))) {
          await tx
            .update(phoneCodes)
            .set({ attempts: row.attempts + 1 })
            .where(eq(phoneCodes.userId, userId));
          return row.attempts + 1 >= PHONE_CODE_MAX_ATTEMPTS
            ? ('spent' as const)
            : ('wrong' as const);
        }
        await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
        await tx.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
        return 'verified' as const;
      });
      if (outcome === 'expired' || outcome === 'spent')
        throw badRequest(
          'Kode sudah tidak berlaku (kedaluwarsa atau terlalu banyak percobaan). Minta kode baru.',
          'PHONE_CODE_EXPIRED',
        );
      if (outcome === 'wrong') throw badRequest('Kode salah', 'PHONE_CODE_INVALID');
    },

    async verificationState(userId) {
      const user = await findUser(userId);
      const [pending] = await db
        .select({ email: accountTokens.email })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'email_change'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return {
        emailVerified: user.emailVerifiedAt !== null,
        phoneVerified: user.phoneVerifiedAt !== null,
        pendingEmail: pending?.email ?? null,
      };
    },
  };
}
