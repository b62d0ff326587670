import { config } from 'zod/v4/core';

/**
 * In a browser, zod runs without its eval-based fast path. The site's Content-Security-Policy
 * has no 'unsafe-eval' (shared/src/security-policy.ts), and zod's probe for it (`new
 * Function('')`, caught) is still reported as a CSP violation. The setting lives in zod's core,
 * so it covers every zod API. The API keeps the fast path.
 *
 * Only shared/src/zod.ts imports this module, and every schema in this package imports zod
 * through it, so no schema can parse before the setting is made. package.json lists this file
 * and that one under `sideEffects`: bundlers would otherwise skip a module that only re-exports
 * and drop the import that makes the setting.
 */
if ('document' in globalThis) config({ jitless: true });
