import { ARTICLE_META_TAGS } from '@campaign/shared';

/**
 * The live share card (drawn by the API from the pledge total and the goal, see
 * api/src/share-card/): the preview image of every page without an image of its own.
 */
export const CAMPAIGN_CARD = {
  path: '/api/share-card.png',
  width: 1200,
  height: 630,
  alt: "How many people have taken the campaign's pledge, and its goal",
} as const;
import { useSiteInfo } from '@campaign/shared/react';

export interface PageMetaProps {
  /** The page's own title; the document title is "{title} | {campaign}". None: the campaign's. */
  title?: string | undefined;
  description: string;
  /** The page's path (canonical and Open Graph URL, on PUBLIC_URL). */
  path: string;
  /** An article's details: Open Graph type `article`, its author, date and first tags. */
  article?: { author: string; publishedTime: string; tags: readonly string[] };
  /** The page's own image for link previews (absolute, or a path on this site); else the card. */
  image?: string | null | undefined;
  /** Words for the page's own image. */
  imageAlt?: string | undefined;
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
}

/**
 * A page's title and its search and social metadata. React places these in the document head
 * (on the server: the render writes them into the head of the page it sends, where link
 * previews and crawlers read them), and removes them when the page is left.
 */
export function PageMeta({
  title,
  description,
  path,
  article,
  image,
  imageAlt,
  noindex,
}: PageMetaProps) {
  const site = useSiteInfo();
  const isAbsolute = (url: string) => /^https?:\/\//.test(url);
  const absolute = (url: string) => (isAbsolute(url) ? url : `${site.publicUrl}${url}`);
  const url = site.publicUrl ? absolute(path) : undefined;
  const ownImage = image && (site.publicUrl || isAbsolute(image)) ? absolute(image) : null;
  const card = site.publicUrl ? absolute(CAMPAIGN_CARD.path) : null;
  const imageUrl = ownImage ?? card;
  const heading = title ?? site.name;
  return (
    <>
      <title>{title ? `${title} | ${site.name}` : site.name}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {!ownImage && card && (
        <meta property="og:image:width" content={String(CAMPAIGN_CARD.width)} />
      )}
      {!ownImage && card && (
        <meta property="og:image:height" content={String(CAMPAIGN_CARD.height)} />
      )}
      {imageUrl && (
        <meta
          property="og:image:alt"
          content={ownImage ? (imageAlt ?? heading) : CAMPAIGN_CARD.alt}
        />
      )}
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      {article && <meta name="author" content={article.author} />}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.tags.slice(0, ARTICLE_META_TAGS).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}
