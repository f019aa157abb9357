import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { createAdmin } from '../../src/modules/admin/admins.js';

let sequence = 0;

export interface TestAdmin {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** An operator created the way the CLI does, logged in through the public POST /login. */
export async function createTestAdmin(app: FastifyInstance, db: Database): Promise<TestAdmin> {
  sequence += 1;
  const email = `admin${process.pid}${sequence}@bantuin.id`;
  const password = 'admin-kata-sandi';
  const created = await createAdmin(db, { email, password });
  if (!created.created) throw new Error(`admin not created: ${created.reason}`);
  const login = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const token = login.json<{ access_token: string }>().access_token;
  return { id: created.id, email, token, auth: { authorization: `Bearer ${token}` } };
}
