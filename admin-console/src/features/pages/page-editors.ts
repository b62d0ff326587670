import { createElement } from 'react';
import {
  PUBLIC_ROUTES,
  type LegalPageKey,
  type PageContentMap,
  type PageKey,
} from '@campaign/shared';
import type { FieldSpec } from '../../lib/components/EditorForm';
import type { DraftValues } from '../../lib/use-editor-draft';
import { RichTextField } from '../../lib/rich-text/RichTextField';

/** What the page list and an editor's header say about a page, and the save's toasts. */
export interface PageInfo {
  name: string;
  summary: string;
  href: string;
  success: string;
  failure: string;
}

/** Admin "Page Content": every page the console edits, in list order. */
export const PAGE_INFO: { readonly [K in PageKey]: PageInfo } = {
  homepage: {
    name: 'Homepage',
    summary: 'Hero, problem, steps, figures, benefits, research and call to action',
    href: PUBLIC_ROUTES.home,
    success: 'Homepage content updated successfully',
    failure: 'Failed to update homepage content',
  },
  about: {
    name: 'About page',
    summary: 'Mission, timeline, team and banner',
    href: PUBLIC_ROUTES.about,
    success: 'About page content updated successfully',
    failure: 'Failed to update about page content',
  },
  values: {
    name: 'Values page',
    summary: 'Hero, value cards and closing paragraph',
    href: PUBLIC_ROUTES.values,
    success: 'Values page content updated successfully',
    failure: 'Failed to update values page content',
  },
  impact: {
    name: 'Impact page',
    summary: 'Figures, goal, chart, leaderboard, testimonials and banner',
    href: PUBLIC_ROUTES.impact,
    success: 'Impact page content updated successfully',
    failure: 'Failed to update impact page content',
  },
  pledge: {
    name: 'Pledge page',
    summary: 'Pledge text, benefits, count and thank-you texts',
    href: PUBLIC_ROUTES.pledge,
    success: 'Pledge page content updated successfully',
    failure: 'Failed to update pledge page content',
  },
  contact: {
    name: 'Contact page',
    summary: 'Hero, form title and side cards',
    href: PUBLIC_ROUTES.contact,
    success: 'Contact page content updated successfully',
    failure: 'Failed to update contact page content',
  },
  privacy: legalPageInfo('privacy', 'Privacy Policy', 'privacy policy'),
  terms: legalPageInfo('terms', 'Terms of Service', 'terms of service'),
};

function legalPageInfo(key: LegalPageKey, name: string, noun: string): PageInfo {
  return {
    name,
    summary: 'Title, date and text',
    href: PUBLIC_ROUTES[key],
    success: `${name} updated successfully`,
    failure: `Failed to update the ${noun}`,
  };
}

/** A labelled field of a legal page's editor and where it lives in the page object. */
interface PageField<K extends LegalPageKey> extends FieldSpec {
  /** Where the API's validation issues name this text (`hero.headline`). */
  path: string;
  get: (page: PageContentMap[K]) => string;
  set: (page: PageContentMap[K], value: string) => PageContentMap[K];
}

export interface LegalEditor<K extends LegalPageKey> {
  key: K;
  fields: readonly PageField<K>[];
}

/** A legal page's editor: its title, "last updated" date and HTML body, all of it. */
function legalPageEditor<K extends LegalPageKey>(key: K): LegalEditor<K> {
  return {
    key,
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
        help: 'Format with the toolbar, or edit the HTML. Headings, paragraphs, lists and links are kept; scripts and other unsafe markup are removed when you save. Left empty, the built-in text returns.',
        render: (control) =>
          createElement(RichTextField, { ...control, label: 'Text (HTML)', rows: 18 }),
        get: (page) => page.body,
        set: (page, body) => ({ ...page, body }),
      },
    ],
  };
}

/** The legal pages' editors: their title, date and HTML body as plain fields. */
export const LEGAL_EDITORS: { readonly [K in LegalPageKey]: LegalEditor<K> } = {
  privacy: legalPageEditor('privacy'),
  terms: legalPageEditor('terms'),
};

/** The editable texts of a page, by field name. */
export function draftOf<K extends LegalPageKey>(key: K, page: PageContentMap[K]): DraftValues {
  const editor: LegalEditor<K> = LEGAL_EDITORS[key];
  return Object.fromEntries(editor.fields.map((field) => [field.name, field.get(page)]));
}

/** The whole page with the draft's texts laid over it: the body of the page save. */
export function applyDraft<K extends LegalPageKey>(
  key: K,
  page: PageContentMap[K],
  draft: DraftValues,
): PageContentMap[K] {
  const editor: LegalEditor<K> = LEGAL_EDITORS[key];
  return editor.fields.reduce((result, field) => field.set(result, draft[field.name] ?? ''), page);
}

/** The field of a page editor that shows an issue at `path`, if the editor has one. */
export function fieldForIssue(key: LegalPageKey, path: string): string | undefined {
  const fields: readonly { name: string; path: string }[] = LEGAL_EDITORS[key].fields;
  return fields.find((field) => field.path === path)?.name;
}
