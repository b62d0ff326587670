/**
 * The DOM matchers the front ends' unit tests use, without pulling in jest-dom: a `getBy…`
 * query already throws when nothing matches, so a test that means "the visitor sees it" asserts
 * more than presence. setup-dom.ts registers them; vitest-dom.d.ts gives their types.
 */

/** Why `element` would not be seen: detached, or it or an ancestor is hidden. Undefined: seen. */
function whyHidden(element: Element): string | undefined {
  if (!element.isConnected) return 'it is not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `<${node.tagName.toLowerCase()}> has "hidden"`;
    const style = node.ownerDocument.defaultView!.getComputedStyle(node);
    if (style.display === 'none') return `<${node.tagName.toLowerCase()}> has display: none`;
    if (style.visibility === 'hidden' || style.visibility === 'collapse') {
      return `<${node.tagName.toLowerCase()}> has visibility: ${style.visibility}`;
    }
    if (style.opacity === '0') return `<${node.tagName.toLowerCase()}> has opacity: 0`;
    // A closed <details> shows its <summary> only.
    const parent = node.parentElement;
    if (
      parent?.tagName === 'DETAILS' &&
      !parent.hasAttribute('open') &&
      node.tagName !== 'SUMMARY'
    ) {
      return 'it is inside a closed <details>';
    }
  }
  return undefined;
}

export const domMatchers = {
  /** In the document and not hidden by itself or an ancestor (attribute or style). */
  toBeVisible(received: Element) {
    const reason = whyHidden(received);
    return {
      pass: reason === undefined,
      message: () =>
        reason === undefined
          ? `expected <${received.tagName.toLowerCase()}> not to be visible`
          : `expected <${received.tagName.toLowerCase()}> to be visible, but ${reason}`,
    };
  },

  /** Its text, whitespace collapsed, contains the string or matches the pattern. */
  toHaveTextContent(received: Element | null, expected: string | RegExp) {
    const text = (received?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const pass = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    return {
      pass,
      message: () =>
        `expected element ${pass ? 'not ' : ''}to have text content ${String(expected)}, got "${text}"`,
    };
  },
};
