const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe anywhere in HTML or XML: element content and quoted attributes (either quote).
 * The one escape for every page, feed and email the server writes by hand.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab, line feed
 * and carriage return; lone surrogates; U+FFFE and U+FFFF. The text rules refuse them on input,
 * but a feed must stay well-formed whatever an older release stored.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe in an XML document (a feed, a sitemap): escaped, and unwritable characters dropped. */
export function escapeXml(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}
