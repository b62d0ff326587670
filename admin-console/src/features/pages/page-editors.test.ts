import { describe, expect, it } from 'vitest';
import { issuesFromZodError, mergeAllPages, PAGE_KEYS, pageSchemas } from '@campaign/shared';
import { PAGE_EDITORS, applyDraft, draftOf, fieldForIssue } from './page-editors';

const pages = mergeAllPages(null);

describe('page editors', () => {
  it('label every editable field', () => {
    expect(PAGE_EDITORS.homepage.fields.map((field) => field.label)).toEqual([
      'Hero headline',
      'Headline accent',
      'Subheadline',
      'Call-to-action title',
      'Call-to-action subtitle',
    ]);
    expect(PAGE_EDITORS.about.fields.map((field) => field.label)).toEqual([
      'Mission title',
      'Mission paragraph 1',
      'Mission paragraph 2',
    ]);
    expect(PAGE_EDITORS.values.fields.map((field) => field.label)).toEqual([
      'Hero title',
      'Hero subtitle',
      'Closing paragraph',
    ]);
    for (const key of ['privacy', 'terms'] as const) {
      expect(PAGE_EDITORS[key].fields.map((field) => field.label)).toEqual([
        'Title',
        'Last updated',
        'Text (HTML)',
      ]);
    }
  });

  it('round-trips: an unchanged draft gives back the same page', () => {
    for (const key of PAGE_KEYS) {
      expect(applyDraft(key, pages[key], draftOf(key, pages[key]))).toEqual(pages[key]);
    }
  });

  it('changes only the edited texts and never mutates the page it was given', () => {
    const before = structuredClone(pages.values);
    const draft = { ...draftOf('values', pages.values), closingParagraph: 'New closing words.' };
    expect(applyDraft('values', pages.values, draft)).toEqual({
      ...before,
      closingParagraph: 'New closing words.',
    });
    expect(pages.values).toEqual(before);
  });

  it('fills a missing second mission paragraph, and adds nothing when it stays empty', () => {
    const onlyOne = {
      ...pages.about,
      mission: { ...pages.about.mission, paragraphs: ['Only one.'] },
    };
    const draft = draftOf('about', onlyOne);
    expect(draft.missionParagraph2).toBe('');
    expect(applyDraft('about', onlyOne, draft).mission.paragraphs).toEqual(['Only one.']);
    expect(
      applyDraft('about', onlyOne, { ...draft, missionParagraph2: 'Two.' }).mission.paragraphs,
    ).toEqual(['Only one.', 'Two.']);
  });

  it("names each field by the path the page's schema reports its issues at", () => {
    for (const key of PAGE_KEYS) {
      for (const field of PAGE_EDITORS[key].fields) {
        // Text far over any limit: the schema refuses it at exactly this field's path.
        const draft = { ...draftOf(key, pages[key]), [field.name]: 'x'.repeat(60_000) };
        const result = pageSchemas[key].safeParse(applyDraft(key, pages[key], draft));
        expect(result.success, field.name).toBe(false);
        const paths = issuesFromZodError(result.error!).map((issue) => issue.path);
        expect(paths, field.name).toEqual([field.path]);
        expect(fieldForIssue(key, field.path)).toBe(field.name);
      }
    }
    expect(fieldForIssue('homepage', 'hero.badge')).toBeUndefined();
  });
});
