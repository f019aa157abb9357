import type { ReactNode } from 'react';

/**
 * A label over its value: one term and its description. Put facts inside a `<dl>` (the list
 * is what tells a screen reader that the labels describe the values):
 * `<dl className="space-y-4"><Fact label="Alamat">…</Fact></dl>`.
 */
export function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-base-content/70 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
