/**
 * Word and Google Docs put more on the clipboard than formatting: Office's XML islands and
 * conditional comments (`<!--[if gte mso 9]>`), `<o:p>` placeholders (empty, or a no-break
 * space that would end the paragraph with one), style sheets and meta tags. ProseMirror keeps only the schema's nodes and marks, but reads unknown elements' text,
 * so the parts whose text is not the document's are removed before it parses.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[(?:if|endif)[^\]]*\]>/gi, '')
    .replace(/<(style|xml|head|title|script|o:p)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(?:meta|link|o:[a-z]+|w:[a-z]+|v:[a-z]+)\b[^>]*>/gi, '');
}
