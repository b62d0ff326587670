import { z } from 'zod';

/**
 * In a browser, zod runs without its eval-based fast path. The site's Content-Security-Policy
 * has no 'unsafe-eval' (api/src/http/security-policy.ts), and zod's probe for it (`new
 * Function('')`, caught) is still reported as a CSP violation. Every front end loads this module
 * with @campaign/shared (a federation singleton) before any schema parses. The API keeps the
 * fast path.
 */
if ('document' in globalThis) z.config({ jitless: true });
