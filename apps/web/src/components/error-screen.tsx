import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { documentTitle } from '@/lib/document-title';
import { ChunkLoadError } from '@/lib/load-chunk';
import { paths } from '@/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.statusText) return error.statusText;
    return typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A page's code could not be fetched (lib/load-chunk gave up): the connection, most likely. */
function isChunkFailure(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|module script failed/i.test(error.message))
  );
}

/**
 * Fallback for any render or loader error below the root route, in Indonesian: a page whose
 * code could not be fetched asks to check the connection and try again; anything else offers a
 * reload, with the browser's own words tucked under 'Detail teknis' for a bug report.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const offline = isChunkFailure(error);
  const heading = offline ? 'Periksa koneksimu' : 'Maaf, ada yang tidak beres';
  // It replaces the root's shell, which set the title: the tab says what the screen says.
  useEffect(() => {
    document.title = documentTitle(heading);
  }, [heading]);
  return (
    <main className="grid min-h-dvh place-items-center bg-base-200 px-6">
      <div role="alert" className="max-w-lg text-center">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="mt-2 text-base-content/80">
          {offline
            ? 'Halaman ini belum dapat dimuat. Pastikan internetmu tersambung, lalu coba lagi.'
            : 'Halaman ini mengalami kesalahan. Muat ulang Bantuin untuk mencoba lagi.'}
        </p>
        {offline ? (
          // A full reload: the router remembers a failed lazy route for this page's life.
          <button
            type="button"
            className="btn btn-primary mt-8"
            onClick={() => window.location.reload()}
          >
            Coba lagi
          </button>
        ) : (
          <>
            {isRouteErrorResponse(error) && (
              <p className="mt-2 text-lg font-semibold">{error.status}</p>
            )}
            {/* A full reload, so whatever broke starts over from a clean state. */}
            <a href={paths.landing} className="btn btn-primary mt-8">
              Muat ulang Bantuin
            </a>
            <details className="mt-6 text-start text-sm text-base-content/70">
              <summary className="cursor-pointer">Detail teknis</summary>
              <p className="mt-2 break-words">{describe(error)}</p>
            </details>
          </>
        )}
      </div>
    </main>
  );
}
