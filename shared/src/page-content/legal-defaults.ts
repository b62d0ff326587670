import type { LegalPageKey } from '../constants';
import type { LegalPageContent } from './legal-schema';
import { PRIVACY_DEFAULTS } from './privacy-defaults';
import { TERMS_DEFAULTS } from './terms-defaults';

/**
 * The built-in legal pages. Kept apart from `pageDefaults` (defaults.ts): visitor pages carry
 * those texts on their first load, and these two documents would weigh on every page. A legal
 * page imports its own defaults; the merge (pages.ts) reads them from here.
 */
export const legalPageDefaults: { readonly [K in LegalPageKey]: LegalPageContent } = {
  privacy: PRIVACY_DEFAULTS,
  terms: TERMS_DEFAULTS,
};
