import {
  hasAttribution,
  isCarriedAttributionField,
  withCarriedParams,
  type CarriedAttribution,
} from './attribution';
import { escapeHtml } from './escape-html';

/** A hidden attribution field as the shared render writes it: marked, named, empty. */
const EMPTY_FIELD = /(<input type="hidden" data-attribution="([a-z_]+)" name="\2" value=")("\/?>)/g;
/** A link's address written as a path of this site (`href="/…"`, not `//…`). */
const SITE_LINK = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)(")/g;

/** The entities React and escapeHtml write in attributes, back to their characters. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/**
 * The server's side of carrying attribution without JavaScript (api/src/web/serve-web.ts): a
 * shared rendered page (made without any attribution, so every visitor shares it) with one
 * request's attribution written in: the visitor forms' marked hidden fields filled
 * (shared/src/react/attribution.tsx), and the links to visitor pages carrying it on (shared/src/attribution.ts `withCarriedParams`, which
 * the browser's links use too, so hydration finds what it would have rendered). A request with
 * no attribution gets the page unchanged.
 *
 * Two passes of a regular expression over the page's text; nothing is parsed or re-rendered,
 * and the page cache's keys are untouched (docs/decisions/039-attribution-without-cookies.md).
 */
export function withAttributionInHtml(html: string, carried: CarriedAttribution): string {
  if (!hasAttribution(carried)) return html;
  const links = new Map<string, string>();
  return html
    .replace(EMPTY_FIELD, (whole, start: string, field: string, end: string) => {
      if (!isCarriedAttributionField(field)) return whole;
      const value = carried[field];
      return value === undefined ? whole : `${start}${escapeHtml(value)}${end}`;
    })
    .replace(SITE_LINK, (whole, start: string, href: string, end: string) => {
      // The same few addresses recur (header, menu, footer): each is worked out once.
      let written = links.get(href);
      if (written === undefined) {
        const plain = unescapeAttribute(href);
        const decorated = withCarriedParams(plain, carried);
        written = decorated === plain ? href : escapeHtml(decorated);
        links.set(href, written);
      }
      return written === href ? whole : `${start}${written}${end}`;
    });
}
