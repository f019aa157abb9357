import { ACCOUNT_ROLES, type AccountRole } from '@bantuin/contract';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

export interface TokenService {
  /** A token for the session `sessionId` of `user`, and when it expires (ms since epoch). */
  issue(
    user: { id: string; role: AccountRole },
    sessionId: string,
  ): Promise<{ token: string; expiresAt: number }>;
  /**
   * The user a token names and when it expires (ms since epoch), or null when it is forged,
   * expired or malformed. Whether that user still exists is the caller's question.
   */
  verify(token: string): Promise<VerifiedToken | null>;
  /**
   * `verify`'s answer without waiting, when this token was verified before and has not expired;
   * undefined otherwise (then ask `verify`).
   */
  verifiedBefore(token: string): VerifiedToken | undefined;
}

export interface VerifiedToken {
  id: string;
  role: AccountRole;
  expiresAt: number;
  /** When it was issued (ms since epoch): tokens of before a suspension stay refused. */
  issuedAt: number;
  /** The session (a row of `sessions`) it belongs to: an ended session refuses it. */
  sessionId: string;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many verified tokens a process remembers (about 300 bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change, so a token verified once is verified until it
  // expires: remembering it saves the HMAC and the parsing on every request of a session. Only
  // good tokens are kept (a flood of forged ones cannot fill it); the oldest go first.
  const verified = new Map<string, VerifiedToken>();
  async function verifySigned(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const role = payload.role;
      // Users are named by UUID; anything else would reach the database as a bad uuid (500).
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      // Every token names its session; one from before sessions existed is no session at all.
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      if (
        !ACCOUNT_ROLES.includes(role as AccountRole) ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      )
        return null;
      return {
        id: payload.sub,
        role: role as AccountRole,
        expiresAt: payload.exp * 1000,
        issuedAt: typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000,
        sessionId: payload.sid,
      };
    } catch {
      return null;
    }
  }
  return {
    async issue(user, sessionId) {
      // `iat` has whole seconds; the exact moment decides whether a token came before a suspension.
      const token = await new SignJWT({ role: user.role, iat_ms: Date.now(), sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
      return { token, expiresAt: (decodeJwt(token).exp ?? 0) * 1000 };
    },
    verifiedBefore(token) {
      const known = verified.get(token);
      return known && known.expiresAt > Date.now() ? known : undefined;
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      const result = await verifySigned(token);
      if (result) {
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          verified.delete(verified.keys().next().value as string);
        }
        verified.set(token, result);
      }
      return result;
    },
  };
}
