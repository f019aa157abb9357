import type { AccountLoginResponse, Role } from '@bantuin/contract';
import type { Database } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import {
  accountSuspended,
  conflict,
  invalidCredentials,
  unauthenticated,
} from '../../lib/errors.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
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
  login(input: { email: string; password: string }): Promise<AccountLoginResponse>;
  /** The signed-in user; a token whose user no longer exists is no session at all. */
  currentUser(userId: string): Promise<UserRow>;
}

export function createAccountsService(db: Database, tokens: TokenService): AccountsService {
  return {
    async register(role, input) {
      const passwordHash = await hashPassword(input.password);
      try {
        // The user, an empty profile and an empty wallet exist together or not at all.
        return await db.transaction((tx) =>
          insertUserWithProfileAndWallet(tx, {
            email: input.email,
            phoneNumber: input.phoneNumber,
            passwordHash,
            role,
          }),
        );
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint?.includes('email')) throw conflict('Email sudah terdaftar', 'EMAIL_TAKEN');
        if (constraint?.includes('phone'))
          throw conflict('Nomor telepon sudah terdaftar', 'PHONE_TAKEN');
        throw error;
      }
    },

    async login(input) {
      const user = await findUserByEmail(db, input.email);
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await timingSafeDummyHash()),
        input.password,
      );
      if (!user || !passwordMatches) throw invalidCredentials();
      // Only after the password matched: a stranger learns nothing about the account.
      if (user.suspendedAt) throw accountSuspended();
      return { access_token: await tokens.issue(user), role: user.role };
    },

    async currentUser(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw unauthenticated('Akun tidak ditemukan, silakan masuk lagi');
      return user;
    },
  };
}
