import type { Editor } from '@tiptap/core';
import { RICH_TEXT_ELEMENTS } from '@campaign/shared/rich-text';

/** The editor's HTML, or nothing for an empty document (not the `<p></p>` it holds then). */
export function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The elements of `html` the visual editor cannot hold (a table, an h4, …), by tag name. Text
 * with any of them opens as HTML: the visual editor would drop them on the first edit.
 */
export function unsupportedElements(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found = new Set<string>();
  for (const element of template.content.querySelectorAll('*')) {
    if (!RICH_TEXT_ELEMENTS.has(element.localName)) found.add(element.localName);
  }
  return [...found];
}
