import type { Transaction } from 'objection';
import type { UploadUsage } from '@campaign/shared';
import type { Models } from '../models';
import { UPLOADS_URL_PREFIX } from './variant-names';

/** What an upload is recognised by: its id (an article's chosen image) and its files' hash. */
export interface UploadKey {
  id: number;
  hash: string;
}

/**
 * Any variant of an upload, as a path or inside a full URL (`https://site/uploads/<hash>-960.webp`):
 * a newsletter carries absolute URLs, an article's text relative ones.
 */
const VARIANT_IN_TEXT = new RegExp(
  `${UPLOADS_URL_PREFIX.replace(/\//g, '\\/')}\\/([0-9a-f]{32})-\\d{1,5}\\.webp`,
  'g',
);

function hashesIn(text: string | null | undefined): Set<string> {
  const found = new Set<string>();
  if (!text) return found;
  for (const match of text.matchAll(VARIANT_IN_TEXT)) found.add(match[1]!);
  return found;
}

const PAGE_TITLES: Record<string, string> = { homepage: 'Home page' };
const pageTitle = (key: string) =>
  PAGE_TITLES[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1)} page`;

/**
 * Where each upload is shown, by upload id: articles (the chosen image, an image URL, the text),
 * newsletters (the body), the pages' texts and the site settings. Reads every one of those
 * rows: a campaign has tens of articles and newsletters, not thousands, and a usage the search
 * missed would let an image in use be deleted. Tips carry icons, never images.
 */
export async function findUploadUsages(
  models: Models,
  uploads: readonly UploadKey[],
  trx?: Transaction,
): Promise<Map<number, UploadUsage[]>> {
  const usages = new Map<number, UploadUsage[]>(uploads.map((upload) => [upload.id, []]));
  if (uploads.length === 0) return usages;
  const byHash = new Map<string, number[]>();
  for (const upload of uploads)
    byHash.set(upload.hash, [...(byHash.get(upload.hash) ?? []), upload.id]);

  const add = (ids: Iterable<number>, usage: UploadUsage) => {
    for (const id of ids) {
      const list = usages.get(id);
      if (!list) continue;
      const same = list.some(
        (known) =>
          known.kind === usage.kind && known.id === usage.id && known.field === usage.field,
      );
      if (!same) list.push(usage);
    }
  };
  const addFound = (text: string | null | undefined, usage: UploadUsage) => {
    for (const hash of hashesIn(text)) add(byHash.get(hash) ?? [], usage);
  };

  const articles = await models.BlogPost.query(trx)
    .select('slug', 'title', 'imageId', 'imageUrl', 'content')
    .orderBy('id');
  for (const article of articles) {
    const where = { kind: 'article' as const, id: article.slug, title: article.title };
    if (article.imageId !== null) add([article.imageId], { ...where, field: 'featured image' });
    addFound(article.imageUrl, { ...where, field: 'featured image' });
    addFound(article.content, { ...where, field: 'text' });
  }

  const newsletters = await models.NewsletterEdition.query(trx)
    .select('id', 'subject', 'html')
    .orderBy('id');
  for (const newsletter of newsletters) {
    addFound(newsletter.html, {
      kind: 'newsletter',
      id: String(newsletter.id),
      title: newsletter.subject,
      field: 'body',
    });
  }

  const pages = await models.PageContent.query(trx)
    .select('pageKey', 'locale', 'content')
    .orderBy('id');
  for (const page of pages) {
    addFound(JSON.stringify(page.content), {
      kind: 'page',
      id: page.pageKey,
      title: pageTitle(page.pageKey),
      field: 'text',
    });
  }

  const settings = await models.SiteSettingsRow.query(trx).select('settings');
  for (const row of settings) {
    addFound(JSON.stringify(row.settings), {
      kind: 'settings',
      id: 'settings',
      title: 'Site settings',
      field: 'settings',
    });
  }
  return usages;
}
