import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { appSecrets } from './schema.js';

/**
 * A secret kept in the database, so every process on it signs and checks with the same key.
 * The first process to start stores `initial()` (or, without one, a random one); the others,
 * and every later start, read it back (`initial` is called only when the secret is missing).
 */
export async function sharedSecret(
  db: Database,
  name: string,
  initial?: () => string | undefined | Promise<string | undefined>,
): Promise<string> {
  const stored = async () =>
    (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
  const known = await stored();
  if (known !== undefined) return known;
  const value = (await initial?.()) ?? randomBytes(48).toString('base64url');
  // Processes starting together race here; the first insert wins and all read the same value.
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const winner = await stored();
  if (winner === undefined) throw new Error(`secret ${name} could not be stored`);
  return winner;
}

/** The secret an older version kept in `DATA_DIR/jwt-secret`, so its sessions stay valid. */
export function legacySecretFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  return value.length >= 32 ? value : undefined;
}
