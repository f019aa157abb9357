import { formatScheduledAt, type AccountLoginResponse, type Role } from '@bantuin/contract';
import type { Database, Transaction } from '../../db/client.js';
import { checkNewPassword } from './password-policy.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import {
  accountSuspended,
  conflict,
  invalidCredentials,
  tooManyRequests,
  unauthenticated,
} from '../../lib/errors.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SessionMeta, SessionsService } from './sessions.js';
import {
  findUserByEmail,
  findUserById,
  insertUserWithProfileAndWallet,
  type UserRow,
} from './repository.js';

export interface AccountsService {
  register(
    role: Role,
    input: { email: string; phoneNumber: string; password: string },
  ): Promise<UserRow>;
  login(
    input: { email: string; password: string },
    meta?: SessionMeta,
  ): Promise<AccountLoginResponse>;
  /** The signed-in user; a token whose user no longer exists is no session at all. */
  currentUser(userId: string): Promise<UserRow>;
  /** Step-up: whether `password` is this user's (asked again before changing where money goes). */
  verify(userId: string, password: string): Promise<boolean>;
}

/** 429 with when to try again; resetting the password stays open (it asks nothing of this). */
export const loginLocked = (until: number) =>
  tooManyRequests(
    `Terlalu banyak percobaan masuk ke akun ini. Coba lagi ${formatScheduledAt(until)}, ` +
      'atau atur ulang kata sandimu.',
    'LOGIN_LOCKED',
    Math.max(1, Math.ceil((until - Date.now()) / 1000)),
  );

export function createAccountsService(
  db: Database,
  sessions: Pick<SessionsService, 'start'>,
  throttle: LoginThrottle,
  /** In the registration's transaction: the 'Verifikasi email' mail. */
  onRegistered: (tx: Transaction, user: UserRow) => Promise<void> = async () => {},
): AccountsService {
  return {
    async register(role, input) {
      checkNewPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        // The user, an empty profile and an empty wallet exist together or not at all.
        return await db.transaction(async (tx) => {
          const user = await insertUserWithProfileAndWallet(tx, {
            email: input.email,
            phoneNumber: input.phoneNumber,
            passwordHash,
            role,
          });
          await onRegistered(tx, user);
          return user;
        });
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint?.includes('email')) throw conflict('Email sudah terdaftar', 'EMAIL_TAKEN');
        if (constraint?.includes('phone'))
          throw conflict('Nomor telepon sudah terdaftar', 'PHONE_TAKEN');
        throw error;
      }
    },

    async login(input, meta = {}) {
      // Before the password is even checked: a locked account answers the same whether it
      // exists or not, and whether this guess was right or not.
      const lockedUntil = await throttle.lockedUntil(input.email);
      if (lockedUntil) throw loginLocked(lockedUntil);
      const user = await findUserByEmail(db, input.email);
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await timingSafeDummyHash()),
        input.password,
      );
      if (!user || !passwordMatches) {
        await throttle.failed(input.email);
        throw invalidCredentials();
      }
      await throttle.succeeded(input.email);
      // Only after the password matched: a stranger learns nothing about the account.
      if (user.suspendedAt) throw accountSuspended();
      return { access_token: await sessions.start(user, meta), role: user.role };
    },

    async verify(userId, password) {
      const user = await findUserById(db, userId);
      return !!user && (await verifyPassword(user.passwordHash, password));
    },

    async currentUser(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw unauthenticated('Akun tidak ditemukan, silakan masuk lagi');
      return user;
    },
  };
}
