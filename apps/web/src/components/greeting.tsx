/**
 * 'Halo, {name}!' at the top of a home page. `name` is undefined while the profile loads (a
 * placeholder then), null when it is not set or could not be loaded (then `fallback`).
 */
export function Greeting({
  name,
  fallback,
  tagline,
}: {
  name: string | null | undefined;
  fallback: string;
  tagline: string;
}) {
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {name === undefined ? (
          <span className="inline-flex items-center gap-2">
            Halo,
            <span className="inline-block h-7 w-32 animate-pulse rounded-field bg-base-300" />
            <span className="sr-only">memuat namamu…</span>
          </span>
        ) : (
          `Halo, ${name ?? fallback}!`
        )}
      </h1>
      <p className="mt-1 text-base-content/70">{tagline}</p>
    </header>
  );
}
