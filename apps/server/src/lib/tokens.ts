import { ACCOUNT_ROLES, type AccountRole } from '@bantuin/contract';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenService {
  issue(user: { id: string; role: AccountRole }): Promise<string>;
  /** The user a token names, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<{ id: string; role: AccountRole } | null>;
}

const ALGORITHM = 'HS256';

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
        if (typeof payload.sub !== 'string' || !ACCOUNT_ROLES.includes(role as AccountRole))
          return null;
        return { id: payload.sub, role: role as AccountRole };
      } catch {
        return null;
      }
    },
  };
}
