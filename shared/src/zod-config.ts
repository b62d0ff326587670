import { config } from 'zod/v4/core';

/**
 * In a browser, zod runs without its eval-based fast path. The site's Content-Security-Policy
 * has no 'unsafe-eval' (api/src/http/security-policy.ts), and zod's probe for it (`new
 * Function('')`, caught) is still reported as a CSP violation. The setting lives in zod's core,
 * so it covers the full and the mini API alike. The API keeps the fast path.
 *
 * Only shared/src/zod.ts and shared/src/zod-mini.ts import this module, and every schema in this
 * package imports zod through them, so no schema can parse before the setting is made.
 * package.json lists this file and those two under `sideEffects`: bundlers would otherwise skip
 * a module that only re-exports and drop the import that makes the setting.
 */
if ('document' in globalThis) config({ jitless: true });
