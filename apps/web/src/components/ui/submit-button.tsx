import type { ReactNode } from 'react';

type SubmitButtonProps = {
  isPending: boolean;
  children: ReactNode;
  className?: string;
};

/** Disabled with a spinner while the request runs, so one click sends one request. */
export function SubmitButton({ isPending, children, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={isPending}
      aria-busy={isPending}
    >
      {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
