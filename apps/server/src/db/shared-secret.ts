import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { appSecrets } from './schema.js';

/**
 * A secret kept in the database, so every process on it signs and checks with the same key.
 * The first process to start stores `initial` (or a random one); the others read it back.
 */
export async function sharedSecret(db: Database, name: string, initial?: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: initial ?? randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

/** The secret an older version kept in `DATA_DIR/jwt-secret`, so its sessions stay valid. */
export function legacySecretFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  return value.length >= 32 ? value : undefined;
}
