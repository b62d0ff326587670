import {
  PUBLIC_ROUTES,
  type AboutContent,
  type LegalPageKey,
  type PageContentMap,
  type PageKey,
} from '@campaign/shared';
import type { FieldSpec } from '../../lib/components/EditorForm';
import type { DraftValues } from '../../lib/use-editor-draft';

/** A labelled field of a page editor and where it lives in the page object. */
interface PageField<K extends PageKey> extends FieldSpec {
  /** Where the API's validation issues name this text (`hero.headline`). */
  path: string;
  get: (page: PageContentMap[K]) => string;
  set: (page: PageContentMap[K], value: string) => PageContentMap[K];
}

export interface PageEditor<K extends PageKey> {
  key: K;
  name: string;
  summary: string;
  href: string;
  fields: readonly PageField<K>[];
  success: string;
  failure: string;
}

function paragraph(page: AboutContent, index: number): string {
  return page.mission.paragraphs[index] ?? '';
}

/** Replaces one mission paragraph, keeping the others (the page may have more than two). */
function withParagraph(page: AboutContent, index: number, value: string): AboutContent {
  const paragraphs = [...page.mission.paragraphs];
  if (index >= paragraphs.length && value === '') return page;
  while (paragraphs.length < index) paragraphs.push('');
  paragraphs[index] = value;
  return { ...page, mission: { ...page.mission, paragraphs } };
}

/** A legal page's editor: its title, "last updated" date and HTML body, all of it. */
function legalPageEditor<K extends LegalPageKey>(
  key: K,
  name: string,
  noun: string,
): PageEditor<K> {
  return {
    key,
    name,
    summary: 'Title, date and text',
    href: PUBLIC_ROUTES[key],
    success: `${name} updated successfully`,
    failure: `Failed to update the ${noun}`,
    fields: [
      {
        name: 'title',
        path: 'title',
        label: 'Title',
        get: (page) => page.title,
        set: (page, title) => ({ ...page, title }),
      },
      {
        name: 'lastUpdated',
        path: 'lastUpdated',
        label: 'Last updated',
        help: 'The date shown under the title, written YYYY-MM-DD (e.g. 2026-11-26).',
        get: (page) => page.lastUpdated,
        set: (page, lastUpdated) => ({ ...page, lastUpdated }),
      },
      {
        name: 'body',
        path: 'body',
        label: 'Text (HTML)',
        rows: 18,
        code: true,
        help: 'HTML. Headings, paragraphs, lists and links are kept; scripts and other unsafe markup are removed when you save. Left empty, the built-in text returns.',
        get: (page) => page.body,
        set: (page, body) => ({ ...page, body }),
      },
    ],
  };
}

/** Admin "Page Content": which texts of each page the console edits. */
export const PAGE_EDITORS: { readonly [K in PageKey]: PageEditor<K> } = {
  homepage: {
    key: 'homepage',
    name: 'Homepage',
    summary: 'Hero and call to action',
    href: PUBLIC_ROUTES.home,
    success: 'Homepage content updated successfully',
    failure: 'Failed to update homepage content',
    fields: [
      {
        name: 'heroHeadline',
        path: 'hero.headline',
        label: 'Hero headline',
        get: (page) => page.hero.headline,
        set: (page, headline) => ({ ...page, hero: { ...page.hero, headline } }),
      },
      {
        name: 'heroHeadlineAccent',
        path: 'hero.headlineAccent',
        label: 'Headline accent',
        help: 'Shown after the headline in the accent colour.',
        get: (page) => page.hero.headlineAccent,
        set: (page, headlineAccent) => ({ ...page, hero: { ...page.hero, headlineAccent } }),
      },
      {
        name: 'heroSubheadline',
        path: 'hero.subheadline',
        label: 'Subheadline',
        rows: 3,
        get: (page) => page.hero.subheadline,
        set: (page, subheadline) => ({ ...page, hero: { ...page.hero, subheadline } }),
      },
      {
        name: 'ctaTitle',
        path: 'cta.title',
        label: 'Call-to-action title',
        get: (page) => page.cta.title,
        set: (page, title) => ({ ...page, cta: { ...page.cta, title } }),
      },
      {
        name: 'ctaSubtitle',
        path: 'cta.subtitle',
        label: 'Call-to-action subtitle',
        rows: 2,
        get: (page) => page.cta.subtitle,
        set: (page, subtitle) => ({ ...page, cta: { ...page.cta, subtitle } }),
      },
    ],
  },
  about: {
    key: 'about',
    name: 'About page',
    summary: 'Mission',
    href: PUBLIC_ROUTES.about,
    success: 'About page content updated successfully',
    failure: 'Failed to update about page content',
    fields: [
      {
        name: 'missionTitle',
        path: 'mission.title',
        label: 'Mission title',
        get: (page) => page.mission.title,
        set: (page, title) => ({ ...page, mission: { ...page.mission, title } }),
      },
      {
        name: 'missionParagraph1',
        path: 'mission.paragraphs.0',
        label: 'Mission paragraph 1',
        rows: 5,
        get: (page) => paragraph(page, 0),
        set: (page, value) => withParagraph(page, 0, value),
      },
      {
        name: 'missionParagraph2',
        path: 'mission.paragraphs.1',
        label: 'Mission paragraph 2',
        rows: 5,
        get: (page) => paragraph(page, 1),
        set: (page, value) => withParagraph(page, 1, value),
      },
    ],
  },
  values: {
    key: 'values',
    name: 'Values page',
    summary: 'Hero and closing paragraph',
    href: PUBLIC_ROUTES.values,
    success: 'Values page content updated successfully',
    failure: 'Failed to update values page content',
    fields: [
      {
        name: 'heroTitle',
        path: 'hero.title',
        label: 'Hero title',
        get: (page) => page.hero.title,
        set: (page, title) => ({ ...page, hero: { ...page.hero, title } }),
      },
      {
        name: 'heroSubtitle',
        path: 'hero.subtitle',
        label: 'Hero subtitle',
        rows: 2,
        get: (page) => page.hero.subtitle,
        set: (page, subtitle) => ({ ...page, hero: { ...page.hero, subtitle } }),
      },
      {
        name: 'closingParagraph',
        path: 'closingParagraph',
        label: 'Closing paragraph',
        rows: 4,
        get: (page) => page.closingParagraph,
        set: (page, closingParagraph) => ({ ...page, closingParagraph }),
      },
    ],
  },
  privacy: legalPageEditor('privacy', 'Privacy Policy', 'privacy policy'),
  terms: legalPageEditor('terms', 'Terms of Service', 'terms of service'),
};

/** The editable texts of a page, by field name. */
export function draftOf<K extends PageKey>(key: K, page: PageContentMap[K]): DraftValues {
  const editor: PageEditor<K> = PAGE_EDITORS[key];
  return Object.fromEntries(editor.fields.map((field) => [field.name, field.get(page)]));
}

/** The whole page with the draft's texts laid over it: the body of the page save. */
export function applyDraft<K extends PageKey>(
  key: K,
  page: PageContentMap[K],
  draft: DraftValues,
): PageContentMap[K] {
  const editor: PageEditor<K> = PAGE_EDITORS[key];
  return editor.fields.reduce((result, field) => field.set(result, draft[field.name] ?? ''), page);
}

/** The field of a page editor that shows an issue at `path`, if the editor has one. */
export function fieldForIssue(key: PageKey, path: string): string | undefined {
  const fields: readonly { name: string; path: string }[] = PAGE_EDITORS[key].fields;
  return fields.find((field) => field.path === path)?.name;
}
