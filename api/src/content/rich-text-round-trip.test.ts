// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { richTextExtensions } from '@campaign/shared/rich-text';
import { sanitizeBlogHtml } from './sanitize-html';

/**
 * The console's visual editor writes article, newsletter and legal page bodies; the server then
 * cleans them with the blog allowlist. Whatever the editor can produce must come back unchanged,
 * or an organiser's formatting would vanish on save. Serialisation details the browser does not
 * see (`<img>` or `<img />`, how quotes in text are escaped) are not changes, so both sides are
 * compared as the DOM reads them.
 */

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(content: string, extensions: Extensions = richTextExtensions()): Editor {
  const editor = new Editor({ extensions, content });
  editors.push(editor);
  return editor;
}

// The API's types have no DOM; this file runs in jsdom (see the first line).
const { document } = globalThis as unknown as {
  document: { createElement(name: 'template'): { innerHTML: string } };
};

/** HTML as a browser reads it. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function expectKeptBySanitiser(html: string) {
  expect(normalised(sanitizeBlogHtml(html))).toBe(normalised(html));
}

/** Each feature of the toolbar, done through the editor's own commands on a fresh document. */
const FEATURES: readonly [string, (editor: Editor) => void][] = [
  ['paragraph', (editor) => editor.commands.setParagraph()],
  ['heading 2', (editor) => editor.commands.setHeading({ level: 2 })],
  ['heading 3', (editor) => editor.commands.setHeading({ level: 3 })],
  ['bold', (editor) => editor.chain().selectAll().setBold().run()],
  ['italic', (editor) => editor.chain().selectAll().setItalic().run()],
  ['bulleted list', (editor) => editor.commands.toggleBulletList()],
  ['numbered list', (editor) => editor.commands.toggleOrderedList()],
  ['quote', (editor) => editor.commands.setBlockquote()],
  [
    'link to a site',
    (editor) => editor.chain().selectAll().setLink({ href: 'https://example.org/a?b=1' }).run(),
  ],
  [
    'link to an address',
    (editor) => editor.chain().selectAll().setLink({ href: 'mailto:team@example.org' }).run(),
  ],
  [
    'link to a page of this site',
    (editor) => editor.chain().selectAll().setLink({ href: '/pledge' }).run(),
  ],
  [
    'image',
    (editor) =>
      editor.commands.setImage({
        src: 'https://example.org/photo.jpg',
        alt: 'Volunteers at a stall',
      }),
  ],
  [
    'image with a caption',
    (editor) =>
      editor.commands.setFigure({
        src: '/uploads/photo-960.webp',
        alt: 'Volunteers at a stall',
        caption: 'The Saturday stall, "before" the rain & after',
      }),
  ],
  ['line break', (editor) => editor.commands.setHardBreak()],
  ['undo', (editor) => editor.chain().setHeading({ level: 2 }).undo().run()],
];

describe('an empty document', () => {
  it('holds one empty paragraph, where Heading 2 takes hold', () => {
    const editor = editorWith('');
    expect(editor.state.doc.childCount).toBe(1);
    expect(editor.state.doc.firstChild?.type.name).toBe('paragraph');
    editor.chain().focus().toggleHeading({ level: 2 }).run();
    expect(editor.isActive('heading', { level: 2 })).toBe(true);
    editor.commands.insertContent('Why we pledge');
    expect(editor.getHTML()).toBe('<h2>Why we pledge</h2>');
  });
});

describe('visual editor HTML through the server allowlist', () => {
  it.each(FEATURES)('keeps %s unchanged', (_name, apply) => {
    const editor = editorWith('<p>Plain words &amp; more <em>words</em></p>');
    apply(editor);
    const html = editor.getHTML();
    expectKeptBySanitiser(html);
  });

  it('keeps a whole article written with every feature unchanged', () => {
    const article = [
      '<h2>Why we pledge</h2>',
      '<p>Words with <strong>bold</strong>, <em>italic</em>, <s>struck</s> and <code>code</code>.<br>Next line.</p>',
      '<h3>How</h3>',
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
      '<ol start="3"><li><p>Three</p></li></ol>',
      '<blockquote><p>Quoted</p></blockquote>',
      '<p><a href="https://example.org" title="Source">a source</a> and <a href="/blog/first">an article</a></p>',
      '<img src="https://example.org/a.png" alt="A chart" width="640" height="480">',
      '<figure><img src="/uploads/b.webp" alt="A stall"><figcaption>The stall</figcaption></figure>',
      '<hr>',
    ].join('');
    const html = editorWith(article).getHTML();
    expect(html).toContain('<figcaption>The stall</figcaption>');
    expect(html).toContain('<ol start="3">');
    expectKeptBySanitiser(html);
  });

  it('keeps what a paste from Word or Google Docs leaves unchanged', () => {
    const pasted = [
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b">',
      '<p dir="ltr" style="line-height:1.38"><span style="font-weight:700;color:#000">Bold</span>',
      '<span style="font-style:italic"> and italic</span></p>',
      '<ol style="list-style-type:lower-alpha"><li dir="ltr" style="mso-list:l0 level1 lfo1"><p>Item</p></li></ol>',
      '<p class="MsoNormal"><a href="https://example.org" target="_blank" rel="noopener" class="c1">link</a><o:p></o:p></p>',
      '</b>',
    ].join('');
    const html = editorWith(pasted).getHTML();
    expect(html).not.toMatch(/style=|class=|target=|rel=|type=|dir=|id=/);
    expectKeptBySanitiser(html);
  });

  it('notices an extension that writes what the allowlist drops', () => {
    // Tiptap's own link opens in a new tab: `target="_blank"` and a `rel`, both removed on save.
    const stock = editorWith('<p>x</p>', [StarterKit]);
    stock.chain().selectAll().setLink({ href: 'https://example.org' }).run();
    const html = stock.getHTML();
    expect(html).toContain('target="_blank"');
    expect(() => expectKeptBySanitiser(html)).toThrow();
  });
});
