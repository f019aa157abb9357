import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum settings (m = 19 MiB, t = 2, p = 1). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when the email is unknown, so a wrong email costs the same time as a wrong
 * password and the answer does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('bantuin-timing-dummy-password');
  return dummyHash;
}
