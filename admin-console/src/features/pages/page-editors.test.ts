import { describe, expect, it } from 'vitest';
import {
  issuesFromZodError,
  LEGAL_PAGE_KEYS,
  mergeAllPages,
  PAGE_KEYS,
  pageSchemas,
  PUBLIC_ROUTES,
} from '@campaign/shared';
import { LEGAL_EDITORS, PAGE_INFO, applyDraft, draftOf, fieldForIssue } from './page-editors';

const pages = mergeAllPages(null);

describe('page list', () => {
  it('names every page, with its public route and the save toasts', () => {
    expect(PAGE_KEYS.map((key) => PAGE_INFO[key].name)).toEqual([
      'Homepage',
      'About page',
      'Values page',
      'Impact page',
      'Pledge page',
      'Contact page',
      'Privacy Policy',
      'Terms of Service',
    ]);
    expect(PAGE_INFO.impact.href).toBe(PUBLIC_ROUTES.impact);
    expect(PAGE_INFO.homepage.success).toBe('Homepage content updated successfully');
    expect(PAGE_INFO.terms.failure).toBe('Failed to update the terms of service');
  });
});

describe('legal page editors', () => {
  it('label every editable field', () => {
    for (const key of LEGAL_PAGE_KEYS) {
      expect(LEGAL_EDITORS[key].fields.map((field) => field.label)).toEqual([
        'Title',
        'Last updated',
        'Text (HTML)',
      ]);
    }
  });

  it('round-trips: an unchanged draft gives back the same page', () => {
    for (const key of LEGAL_PAGE_KEYS)
      expect(applyDraft(key, pages[key], draftOf(key, pages[key]))).toEqual(pages[key]);
  });

  it('changes only the edited text and never mutates the page it was given', () => {
    const before = structuredClone(pages.terms);
    const draft = { ...draftOf('terms', pages.terms), title: 'Our terms' };
    expect(applyDraft('terms', pages.terms, draft)).toEqual({ ...before, title: 'Our terms' });
    expect(pages.terms).toEqual(before);
  });

  it("names each field by the path the page's schema reports its issues at", () => {
    for (const key of LEGAL_PAGE_KEYS) {
      for (const field of LEGAL_EDITORS[key].fields) {
        // Text far over any limit: the schema refuses it at exactly this field's path.
        const draft = { ...draftOf(key, pages[key]), [field.name]: 'x'.repeat(60_000) };
        const result = pageSchemas[key].safeParse(applyDraft(key, pages[key], draft));
        expect(result.success, field.name).toBe(false);
        const paths = issuesFromZodError(result.error!).map((issue) => issue.path);
        expect(paths, field.name).toEqual([field.path]);
        expect(fieldForIssue(key, field.path)).toBe(field.name);
      }
    }
    expect(fieldForIssue('privacy', 'hero.badge')).toBeUndefined();
  });
});
