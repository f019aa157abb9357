import { ACCOUNT_ROLES, type AccountRole } from '@bantuin/contract';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenService {
  issue(user: { id: string; role: AccountRole }): Promise<string>;
  /**
   * The user a token names and when it expires (ms since epoch), or null when it is forged,
   * expired or malformed. Whether that user still exists is the caller's question.
   */
  verify(token: string): Promise<VerifiedToken | null>;
}

export interface VerifiedToken {
  id: string;
  role: AccountRole;
  expiresAt: number;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp'],
        });
        const role = payload.role;
        // Users are named by UUID; anything else would reach the database as a bad uuid (500).
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
        if (!ACCOUNT_ROLES.includes(role as AccountRole) || typeof payload.exp !== 'number')
          return null;
        return { id: payload.sub, role: role as AccountRole, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
