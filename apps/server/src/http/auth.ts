import type { AccountRole } from '@bantuin/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { accountSuspended, forbidden, unauthenticated } from '../lib/errors.js';
import {
  sessionEnded,
  type AccountState,
  type AuthUser,
  type FindUser,
  type MemberUser,
  type PeekUser,
} from '../lib/identity.js';
import type { TokenService, VerifiedToken } from '../lib/tokens.js';

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

const ROLE_ONLY_MESSAGES: Record<AccountRole, string> = {
  jalu: 'Hanya Jalu yang bisa melakukan ini',
  yasa: 'Hanya Yasa yang bisa melakukan ini',
  admin: 'Hanya admin yang bisa melakukan ini',
};

type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** Every preHandler below that demands a signed-in account: the API docs ask for a token there. */
const signInGuards = new WeakSet<object>();

/** Whether a route's preHandler(s) include one of the guards that demand a bearer token. */
export function requiresSignIn(preHandler: unknown): boolean {
  return [preHandler].flat().some((hook) => typeof hook === 'function' && signInGuards.has(hook));
}

/**
 * preHandlers: a valid bearer token of an account that exists, has the token's role and is not
 * suspended, then (optionally) the right role. The account check is one primary-key read per
 * request, so a suspension takes effect on the very next request of every session.
 */
export function authGuards(
  tokens: TokenService,
  findUser: FindUser,
  peekUser?: PeekUser,
  /** Told of every admitted request's session (its last-seen time). */
  onSeen: (sessionId: string) => void = () => {},
) {
  const bearer = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthenticated();
    return match[1];
  };
  /** The user of a verified token and its account as now known; throws when they may not act. */
  const admit = (token: VerifiedToken | null, account: AccountState | undefined): AuthUser => {
    // A well-signed token of a deleted account is a session that has ended, not a server error.
    if (!token || !account || sessionEnded(token, account)) {
      throw unauthenticated('Sesi kamu sudah berakhir, silakan masuk lagi');
    }
    if (account.suspended) throw accountSuspended();
    onSeen(token.sessionId);
    return { id: account.id, role: account.role, sessionId: token.sessionId };
  };

  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = await tokens.verify(bearer(request));
    request.user = admit(token, token ? await findUser(token.id) : undefined);
  }

  /**
   * `authenticate` then `check`, as one callback-style hook that finishes without waiting when
   * the token was verified before and its account is in the cache (a hot read's usual case): the
   * same checks (signature and expiry, account, role, suspension) from memory, without the
   * promises and microtask turns of two async hooks.
   */
  const guard = (check: (user: AuthUser) => void): Guard => {
    const hook: Guard = (request, reply, done) => {
      let known: AuthUser | undefined;
      try {
        const token = tokens.verifiedBefore(bearer(request));
        const account = token && peekUser?.(token.id);
        if (token && account) known = admit(token, account);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (known) {
        request.user = known;
        finish(request, check, done);
        return;
      }
      authenticate(request, reply).then(() => finish(request, check, done), done);
    };
    signInGuards.add(hook);
    return hook;
  };
  const finish = (
    request: FastifyRequest,
    check: (user: AuthUser) => void,
    done: HookHandlerDoneFunction,
  ) => {
    try {
      check(request.user!);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };

  const requireRole = (role: AccountRole) => [
    guard((user) => {
      if (user.role !== role) throw forbidden(ROLE_ONLY_MESSAGES[role]);
    }),
  ];

  /** Routes of the marketplace itself (wallet, chat, history): any Jalu or Yasa, no admin. */
  const requireMember = [
    guard((user) => {
      if (user.role === 'admin') {
        throw forbidden('Halaman ini untuk Jalu dan Yasa, bukan untuk admin');
      }
    }),
  ];

  /** Any signed-in account (an admin too), on the same fast path as the role guards. */
  const requireSignedIn = [guard(() => {})];

  signInGuards.add(authenticate);
  return { authenticate, requireRole, requireMember, requireSignedIn };
}

/**
 * Every route of this plugin is for operators: the admin guard runs `onRequest`, before any
 * input is parsed (so a member's request never reaches a body schema).
 */
export function adminOnly(app: Pick<FastifyInstance, 'guards' | 'addHook'>): void {
  for (const guard of app.guards.requireRole('admin')) app.addHook('onRequest', guard);
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
