import type { RegisteredUser } from '@bantuin/contract';
import type { UserRow } from './repository.js';

/** The public face of a user: never the password hash. */
export function presentRegisteredUser(user: UserRow): RegisteredUser {
  return {
    _id: user.id,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
