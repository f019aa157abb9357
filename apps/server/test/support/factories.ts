import type { Role } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';

let sequence = 0;

/** Unique, valid registration data; each call gets a new email and phone number. */
export function newUserData(
  overrides: Partial<{ email: string; phoneNumber: string; password: string }> = {},
) {
  sequence += 1;
  const unique = `${process.pid}${Date.now() % 100000}${sequence}`;
  return {
    email: `user${unique}@contoh.id`,
    phoneNumber: `08${unique.padStart(10, '0').slice(-10)}`,
    password: 'kata-sandi-rahasia',
    ...overrides,
  };
}

const registerPath: Record<Role, string> = {
  jalu: '/clients/register',
  yasa: '/workers/register',
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  auth: { authorization: string };
}

/** Registers and logs in a user through the real API. */
export async function createUser(app: FastifyInstance, role: Role): Promise<TestUser> {
  const data = newUserData();
  const registered = await app.inject({ method: 'POST', url: registerPath[role], payload: data });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: data.email, password: data.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json<{ access_token: string }>().access_token;
  return {
    id: registered.json<{ _id: string }>()._id,
    email: data.email,
    password: data.password,
    role,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
