import type { AccountLoginResponse, RegisterBody } from '@bantuin/contract';
import { login } from './login';

/**
 * A registration's outcome: signed in (`session`), or registered but not signed in (the login
 * after it failed, e.g. the shared rate limit), when the login form takes over with the email.
 */
export type Registered = { session: AccountLoginResponse | null };

/** Nobody types the password twice: the account just made is signed in at once. */
export async function signInAfterRegistration(body: RegisterBody): Promise<Registered> {
  try {
    return { session: await login({ email: body.email, password: body.password }) };
  } catch {
    return { session: null };
  }
}
