/**
 * Control characters no text of ours may hold: NUL (PostgreSQL refuses it in text) and the
 * other C0 controls and DEL. Tab, newline and carriage return stay allowed for long texts.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Teks berisi karakter yang tidak diizinkan';

export const hasForbiddenControlCharacters = (value: string): boolean =>
  FORBIDDEN_CONTROL_CHARACTERS.test(value);
