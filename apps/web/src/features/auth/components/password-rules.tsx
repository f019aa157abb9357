import { PASSWORD_RULES_TEXT } from '@bantuin/contract';

/** The password rules as every form that sets a password states them (the contract's words). */
export function PasswordRules({ id }: { id?: string }) {
  return (
    <p id={id} className="text-sm text-base-content/70">
      {PASSWORD_RULES_TEXT}
    </p>
  );
}
