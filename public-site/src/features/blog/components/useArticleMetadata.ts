import { useEffect } from 'react';
import { ARTICLE_META_TAGS, siteName, type BlogPost } from '@campaign/shared';

type MetaAttribute = 'name' | 'property';
type MetaEntry = readonly [MetaAttribute, string, string];

/** The social and search metadata (description, Open Graph, Twitter, article) of an open article. */
export function articleMetaEntries(post: BlogPost, url: string): MetaEntry[] {
  const entries: MetaEntry[] = [
    ['name', 'description', post.excerpt],
    ['property', 'og:title', post.title],
    ['property', 'og:description', post.excerpt],
    ['property', 'og:type', 'article'],
    ['property', 'og:url', url],
  ];
  if (post.imageUrl) entries.push(['property', 'og:image', post.imageUrl]);
  entries.push(
    ['property', 'og:site_name', siteName()],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'author', post.author],
    ['property', 'article:published_time', post.publishedDate],
  );
  for (const tag of (post.tags ?? []).slice(0, ARTICLE_META_TAGS)) {
    entries.push(['property', 'article:tag', tag]);
  }
  return entries;
}

/**
 * While an article is open: the document title "{title} | {campaign}" and its meta tags. On
 * leaving, tags this hook added are removed and any it changed get their old content back.
 */
export function useArticleMetadata(post: BlogPost | undefined): void {
  useEffect(() => {
    if (!post) return;
    const previousTitle = document.title;
    document.title = `${post.title} | ${siteName()}`;

    const undo: (() => void)[] = [];
    for (const [attribute, key, content] of articleMetaEntries(post, window.location.href)) {
      const existing =
        key === 'article:tag'
          ? null
          : document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (existing) {
        const before = existing.content;
        existing.content = content;
        undo.push(() => {
          existing.content = before;
        });
      } else {
        const meta = document.createElement('meta');
        meta.setAttribute(attribute, key);
        meta.content = content;
        document.head.appendChild(meta);
        undo.push(() => meta.remove());
      }
    }

    return () => {
      for (const step of undo) step();
      document.title = previousTitle;
    };
  }, [post]);
}
