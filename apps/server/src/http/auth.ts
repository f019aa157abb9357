import { ACCOUNT_SUSPENDED_MESSAGE, type AccountRole, type Role } from '@bantuin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from './errors.js';
import type { TokenService } from '../lib/tokens.js';

export interface AuthUser {
  id: string;
  role: AccountRole;
}

/** A signed-in Jalu or Yasa: what every marketplace route works with. */
export interface MemberUser {
  id: string;
  role: Role;
}

export type AuthGuards = ReturnType<typeof authGuards>;

/** Whether a token's account still may act: missing, suspended, or fine. */
export type AccountStanding = 'active' | 'suspended' | 'missing';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; routes behind it may rely on it. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandlers every module uses: `app.guards.authenticate`, `app.guards.requireRole('jalu')`. */
    guards: AuthGuards;
  }
}

export const accountSuspended = () =>
  new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);

const ROLE_ONLY_MESSAGES: Record<AccountRole, string> = {
  jalu: 'Hanya Jalu yang bisa melakukan ini',
  yasa: 'Hanya Yasa yang bisa melakukan ini',
  admin: 'Hanya admin yang bisa melakukan ini',
};

/** Who a verified token names, as the database knows them now; undefined when gone. */
export type FindUser = (id: string) => Promise<(AuthUser & { suspended: boolean }) | undefined>;

/**
 * preHandlers: a valid bearer token of an account that exists, has the token's role and is not
 * suspended, then (optionally) the right role. The account check is one primary-key read per
 * request, so a suspension takes effect on the very next request of every session.
 */
export function authGuards(tokens: TokenService, findUser: FindUser) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthenticated();
    const token = await tokens.verify(match[1]);
    // A well-signed token of a deleted account is a session that has ended, not a server error.
    const account = token ? await findUser(token.id) : undefined;
    if (!account || account.role !== token?.role) {
      throw unauthenticated('Sesi kamu sudah berakhir, silakan masuk lagi');
    }
    if (account.suspended) throw accountSuspended();
    const user: AuthUser = { id: account.id, role: account.role };
    request.user = user;
  }

  const requireRole = (role: AccountRole) => [
    authenticate,
    async (request: FastifyRequest) => {
      if (request.user?.role !== role) throw forbidden(ROLE_ONLY_MESSAGES[role]);
    },
  ];

  /** Routes of the marketplace itself (wallet, chat, history): any Jalu or Yasa, no admin. */
  const requireMember = [
    authenticate,
    async (request: FastifyRequest) => {
      if (request.user?.role === 'admin') {
        throw forbidden('Halaman ini untuk Jalu dan Yasa, bukan untuk admin');
      }
    },
  ];

  return { authenticate, requireRole, requireMember };
}

/** The authenticated user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The Jalu or Yasa of a request that passed `requireMember` or `requireRole('jalu'|'yasa')`. */
export function currentMember(request: FastifyRequest): MemberUser {
  const user = currentUser(request);
  if (user.role === 'admin') throw forbidden();
  return { id: user.id, role: user.role };
}
