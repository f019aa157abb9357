import { readFileSync } from 'node:fs';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@bantuin/contract';
import { badRequest } from '../../lib/errors.js';
import { SERVER_PATHS } from '../../paths.js';

/**
 * The 10,000 most common passwords, lower-cased, one a line: the top of the ranked list of
 * @zxcvbn-ts/language-common 4.1.3 (MIT; docs/decisions/2026-11-27-account-identity.md).
 */
const COMMON_PASSWORDS_FILE = SERVER_PATHS.commonPasswords;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common;
}

/** Whether `password` is among the 10,000 most common (compared case-insensitively). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** The rules for a new password (contract's PASSWORD_RULES_TEXT); 400 with the reason. */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw badRequest(`Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw badRequest(`Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`);
  if (isCommonPassword(password))
    throw badRequest(PASSWORD_TOO_COMMON_MESSAGE, 'PASSWORD_TOO_COMMON');
}
