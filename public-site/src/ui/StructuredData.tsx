/**
 * Schema.org data for search engines, as a JSON-LD block in the page (read wherever it is;
 * browsers never run it, so the CSP's script rules do not apply). `<` is escaped so no value
 * can end the element early.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
