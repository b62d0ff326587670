import { DEFAULT_SITE_NAME } from './constants';

// Typed structurally so this module also compiles for the Node API (no DOM lib there).
interface MetaLookup {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/**
 * The campaign name. The server writes SITE_NAME into the shell document's
 * `<meta name="application-name">`, so every app reads the same value without a request;
 * anywhere else (tests, dev servers without it) the default applies.
 */
export function siteName(): string {
  const doc = (globalThis as { document?: MetaLookup }).document;
  const value = doc
    ?.querySelector('meta[name="application-name"]')
    ?.getAttribute('content')
    ?.trim();
  return value || DEFAULT_SITE_NAME;
}
