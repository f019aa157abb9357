import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The Bantuin mark: a home with a heart for a door, help that comes to your house. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="13" className="fill-primary" />
      <g
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-content"
      >
        <path d="M10 24 24 12l14 12" />
        <path d="M14.5 21.5V34a2.5 2.5 0 0 0 2.5 2.5h14a2.5 2.5 0 0 0 2.5-2.5V21.5" />
      </g>
      <path
        d="M24 33l-4.6-4.4a2.9 2.9 0 0 1 4.1-4.1l.5.5.5-.5a2.9 2.9 0 0 1 4.1 4.1z"
        className="fill-secondary"
      />
    </svg>
  );
}

/** Logo and name, always linking to the landing page (which sends signed-in users home). */
export function BrandLink() {
  return (
    <Link to={paths.landing} className="flex shrink-0 items-center gap-2 rounded-field">
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-base-content">Bantuin</span>
    </Link>
  );
}
