/**
 * A stored phone number (normalised by the server: `+62…`, digits only) as people in Indonesia
 * write it: a mobile number `+6281234567890` → '0812-3456-7890' (the leading 0, then groups of
 * four; the last group takes what is left); another Indonesian number in its local form
 * ('0215551234'). A number from elsewhere, or anything unexpected, is shown as stored.
 */
export function formatPhoneNumber(stored: string): string {
  const match = /^\+62(\d{7,13})$/.exec(stored);
  if (!match) return stored;
  const local = `0${match[1]}`;
  if (!local.startsWith('08')) return local;
  return [local.slice(0, 4), local.slice(4, 8), local.slice(8)].filter(Boolean).join('-');
}
