/**
 * `zod` as the web build imports it (vite.config.ts points the bare name here), configured
 * before any schema is built. The CSP allows no eval, so zod can never compile its parsers in
 * the browser; unconfigured, its first `z.object()` probes `new Function('')`, which the browser
 * refuses and reports as a `securitypolicyviolation` on every signed-in page. `jitless` skips
 * the probe: the same interpreted parsers, no violation.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
