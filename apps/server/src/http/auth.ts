import type { Role } from '@bantuin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.js';
import type { TokenService } from '../lib/tokens.js';

export interface AuthUser {
  id: string;
  role: Role;
}

export type AuthGuards = ReturnType<typeof authGuards>;

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

/** Who a verified token names, as the database knows them now; undefined when gone. */
export type FindUser = (id: string) => Promise<AuthUser | undefined>;

/** preHandlers: a valid bearer token naming an existing user, then (optionally) the right role. */
export function authGuards(tokens: TokenService, findUser: FindUser) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthenticated();
    const token = await tokens.verify(match[1]);
    // A well-signed token of a deleted account is a session that has ended, not a server error.
    const user = token ? await findUser(token.id) : undefined;
    if (!user || user.role !== token?.role) {
      throw unauthenticated('Sesi kamu sudah berakhir, silakan masuk lagi');
    }
    request.user = user;
  }

  const requireRole = (role: Role) => [
    authenticate,
    async (request: FastifyRequest) => {
      if (request.user?.role !== role) {
        throw forbidden(
          role === 'jalu'
            ? 'Hanya Jalu yang bisa melakukan ini'
            : 'Hanya Yasa yang bisa melakukan ini',
        );
      }
    },
  ];

  return { authenticate, requireRole };
}

/** The authenticated user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
