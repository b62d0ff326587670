import {
  LEGAL_PAGE_KEYS,
  PAGE_KEYS,
  type LegalPageKey,
  type PageKey,
  type TextPageKey,
} from '../constants';
import { aboutContentSchema, aboutOverrideSchema } from './about-schema';
import { contactContentSchema, contactOverrideSchema } from './contact-schema';
import { deepMerge, isPlainObject } from './deep-merge';
import { pageDefaults, type AllPagesContent, type PageContentMap } from './defaults';
import { homepageContentSchema, homepageOverrideSchema } from './homepage-schema';
import { impactContentSchema, impactOverrideSchema } from './impact-schema';
import { legalPageDefaults } from './legal-defaults';
import { legalPageOverrideSchema, legalPageSchema } from './legal-schema';
import { pledgeContentSchema, pledgeOverrideSchema } from './pledge-schema';
import { valuesContentSchema, valuesOverrideSchema } from './values-schema';

/** Whole-page schemas, e.g. for the body of PUT /api/admin/content/pages/{pageKey}. */
export const pageSchemas = {
  homepage: homepageContentSchema,
  about: aboutContentSchema,
  values: valuesContentSchema,
  impact: impactContentSchema,
  pledge: pledgeContentSchema,
  contact: contactContentSchema,
  privacy: legalPageSchema,
  terms: legalPageSchema,
} as const;

/** Schemas for stored overrides (every section and field optional). */
export const pageOverrideSchemas = {
  homepage: homepageOverrideSchema,
  about: aboutOverrideSchema,
  values: valuesOverrideSchema,
  impact: impactOverrideSchema,
  pledge: pledgeOverrideSchema,
  contact: contactOverrideSchema,
  privacy: legalPageOverrideSchema,
  terms: legalPageOverrideSchema,
} as const;

export function isLegalPageKey(key: string): key is LegalPageKey {
  return (LEGAL_PAGE_KEYS as readonly string[]).includes(key);
}

/** The built-in content of any page, text or legal. */
export function builtInPage<K extends PageKey>(key: K): PageContentMap[K] {
  const page = isLegalPageKey(key) ? legalPageDefaults[key] : pageDefaults[key as TextPageKey];
  return page as PageContentMap[K];
}

interface SafeParser {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/**
 * The page a visitor sees: the built-in defaults with the stored override laid over them.
 * Overrides come from the network, so the result is checked against the page schema; a section
 * that does not fit (wrong type, unknown icon, too long) falls back to its default instead of
 * breaking the page: a bad override falls back silently to the defaults.
 */
export function mergePageContent<K extends PageKey>(key: K, override: unknown): PageContentMap[K] {
  const defaults = builtInPage(key) as unknown as Record<string, unknown>;
  const schema: SafeParser = pageSchemas[key];
  const merged = deepMerge(defaults, isPlainObject(override) ? override : undefined);

  const first = schema.safeParse(merged);
  if (first.success) return first.data as PageContentMap[K];

  const failedSections = new Set(first.error.issues.map((issue) => issue.path[0]));
  const repaired = { ...merged };
  for (const section of failedSections) {
    if (typeof section === 'string' && Object.hasOwn(defaults, section)) {
      repaired[section] = deepMerge(defaults[section], undefined);
    }
  }
  const second = schema.safeParse(repaired);
  return (second.success ? second.data : deepMerge(defaults, undefined)) as PageContentMap[K];
}

/** Merges the overrides of every page key; missing keys get their defaults. */
export function mergeAllPages(
  overrides: Partial<Record<PageKey, unknown>> | null | undefined,
): AllPagesContent {
  const pages = {} as Record<PageKey, unknown>;
  for (const key of PAGE_KEYS) pages[key] = mergePageContent(key, overrides?.[key]);
  return pages as AllPagesContent;
}
