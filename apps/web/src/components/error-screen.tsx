import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.statusText) return error.statusText;
    return typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Fallback for any render or loader error below the root route. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className="grid min-h-dvh place-items-center bg-base-200 px-6">
      <div role="alert" className="max-w-lg text-center">
        <h1 className="text-2xl font-bold text-error">Unexpected Application Error!</h1>
        {isRouteErrorResponse(error) && (
          <p className="mt-2 text-lg font-semibold">{error.status}</p>
        )}
        <p className="mt-2 break-words text-base-content/80">{describe(error)}</p>
        {/* A full reload, so whatever broke starts over from a clean state. */}
        <a href={paths.landing} className="btn btn-primary mt-8">
          Muat ulang Bantuin
        </a>
      </div>
    </main>
  );
}
