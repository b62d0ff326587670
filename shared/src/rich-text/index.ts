import { Node, mergeAttributes, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';

/**
 * The visual editor's document schema, shared by the console's editor and the API's round-trip
 * test: everything it writes must come back unchanged from the server's HTML allowlist
 * (api/src/content/sanitize-html.ts). So no node or mark here renders an attribute the allowlist
 * drops (no class, style, target or rel), and links and images take only the URLs it keeps.
 */

/** A path on this site (`/blog/x`), never protocol-relative (`//host`) or into the API. */
const SITE_PATH = /^\/(?![/\\])/;
const API_PATH = /^\/api(?:[/?#\\]|$)/i;

/** Whether a link may point here: http(s), mailto or a path on this site outside the API. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (/^(https?:\/\/[^\s/]|mailto:\S)/i.test(value)) return true;
  return SITE_PATH.test(value) && !API_PATH.test(value);
}

/** Whether an image may load from here: http(s) or a path on this site outside the API. */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  if (/^https?:\/\/[^\s/]/i.test(value)) return true;
  return SITE_PATH.test(value) && !API_PATH.test(value);
}

/**
 * The parts of a DOM element the parse rules read. This module is also type-checked with the
 * API, which has no DOM types; the rules only ever run where there is a DOM.
 */
interface ParsedElement {
  getAttribute(name: string): string | null;
  querySelector(selectors: string): ParsedElement | null;
  textContent: string | null;
}

const parsed = (element: unknown) => element as ParsedElement;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /** Inserts an image with its caption as `<figure><img><figcaption>`. */
      setFigure: (attributes: { src: string; alt: string; caption: string }) => ReturnType;
    };
  }
}

/**
 * An image with a caption. Kept as one unit (its caption edited through the image dialog) so the
 * pair can never be split into a figure without an image or a caption without a figure.
 */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  // No extension priority of its own: the schema lists nodes by it, and an empty document is
  // filled with the first block listed, which must stay the paragraph (above 1000, an empty
  // editor held an empty figure, and Heading 2 could not take hold there).

  addAttributes() {
    return {
      src: { default: null, rendered: false },
      alt: { default: '', rendered: false },
      caption: { default: '', rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        // Read before the plain image's rule, so the image inside a figure is not read again.
        priority: 60,
        getAttrs: (element) => {
          const image = parsed(element).querySelector('img[src]');
          const src = image?.getAttribute('src');
          if (!src || !isAllowedImageSrc(src)) return false;
          const caption = parsed(element).querySelector('figcaption')?.textContent ?? '';
          return {
            src,
            alt: image?.getAttribute('alt') ?? '',
            caption: caption.replace(/\s+/g, ' ').trim(),
          };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, caption } = node.attrs as { src: string; alt: string; caption: string };
    const image = ['img', { src, alt }] as const;
    return caption ? ['figure', image, ['figcaption', caption]] : ['figure', image];
  },

  addCommands() {
    return {
      setFigure:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

/** A link with its address and title only: the allowlist keeps no target, rel or class. */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => parsed(element).getAttribute('href') },
      title: { default: null },
    };
  },
}).configure({
  openOnClick: false,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedHref(url),
});

/** A numbered list keeps its start number; its marker style (`type`) is not allowed. */
const NumberedList = OrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => Number(parsed(element).getAttribute('start') ?? 1) || 1,
      },
    };
  },
});

/** A block image: its address, text alternative and size, nothing else. */
const BlockImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const src = parsed(element).getAttribute('src');
          return src && isAllowedImageSrc(src) ? null : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
}).configure({ inline: false, allowBase64: false });

/** The editor's nodes and marks; what is not here does not survive a paste or an HTML switch. */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: false,
      orderedList: false,
      codeBlock: false,
      // Pasted links arrive underlined by a style; an underline is not an article's formatting.
      underline: false,
      // An empty paragraph after every final heading or list would be saved with the text.
      trailingNode: false,
    }),
    NumberedList,
    SiteLink,
    BlockImage,
    Figure,
  ];
}

/**
 * The elements the schema can hold. HTML with any other element (a table, an h4, a definition
 * list) would lose it in the visual editor, so the console opens such a text as HTML.
 */
export const RICH_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  's',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'figure',
  'figcaption',
]);
