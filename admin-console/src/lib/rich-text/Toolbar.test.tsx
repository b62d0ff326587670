import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/core';
import { richTextExtensions } from '@campaign/shared/rich-text';
import { cleanPastedHtml } from './paste-cleaning';
import { Toolbar } from './Toolbar';
import './jsdom-editing.test-support';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(content: string) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions(),
    content,
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editors.push(editor);
  return editor;
}

function renderToolbar(editor: Editor, props: { onLink?: () => void; onImage?: () => void } = {}) {
  render(
    <Toolbar
      editor={editor}
      htmlView={false}
      onToggleHtml={() => {}}
      onLink={props.onLink ?? (() => {})}
      onImage={props.onImage ?? (() => {})}
    />,
  );
  return userEvent.setup();
}

describe('Toolbar', () => {
  it.each([
    ['Heading 2', '<h2>Our plan</h2>'],
    ['Heading 3', '<h3>Our plan</h3>'],
    ['Bold', '<p><strong>Our plan</strong></p>'],
    ['Italic', '<p><em>Our plan</em></p>'],
    ['Bulleted list', '<ul><li><p>Our plan</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Our plan</p></li></ol>'],
    ['Quote', '<blockquote><p>Our plan</p></blockquote>'],
  ])('%s turns the selection into %s', async (name, html) => {
    const editor = editorWith('<p>Our plan</p>');
    editor.commands.selectAll();
    const user = renderToolbar(editor);
    await user.click(screen.getByRole('button', { name }));
    expect(editor.getHTML()).toBe(html);
    expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns a heading back into a paragraph', async () => {
    const editor = editorWith('<h2>Our plan</h2>');
    const user = renderToolbar(editor);
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));
    expect(editor.getHTML()).toBe('<p>Our plan</p>');
  });

  it('undoes and redoes, and says when there is nothing to undo', async () => {
    const editor = editorWith('<p>Our plan</p>');
    const user = renderToolbar(editor);
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor.getHTML()).toBe('<p>Our plan</p>');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(editor.getHTML()).toBe('<h2>Our plan</h2>');
  });

  it('runs a tool from the keyboard without the key reaching the text', async () => {
    const editor = editorWith('<p>Our plan</p>');
    const user = renderToolbar(editor);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const keydown = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(keydown);
    expect(keydown.defaultPrevented).toBe(true);
    expect(editor.getHTML()).toBe('<h2>Our plan</h2>');
  });

  it('opens the link and image dialogs', async () => {
    const opened: string[] = [];
    const editor = editorWith('<p>x</p>');
    const user = renderToolbar(editor, {
      onLink: () => opened.push('link'),
      onImage: () => opened.push('image'),
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(opened).toEqual(['link', 'image']);
  });

  it('is one tab stop, with arrow keys, Home and End between its buttons', async () => {
    const editor = editorWith('<p>x</p>');
    const user = renderToolbar(editor);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('title')).toBe('Heading 3');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('title')).toBe('HTML');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('title')).toBe('Paragraph');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  });
});

describe('pasting', () => {
  const paste = (html: string) => {
    const editor = editorWith('');
    editor.view.pasteHTML(html);
    return editor.getHTML();
  };

  it('keeps only the formatting from Google Docs', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1d2e3f-7fff-a1b2">' +
      '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;color:#000000;font-weight:400">Why it matters</span></h2>' +
      '<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700">Every pledge</span>' +
      '<span style="font-size:11pt;font-family:Arial;font-weight:400"> counts, </span>' +
      '<span style="font-size:11pt;font-style:italic;font-weight:400">really</span>' +
      '<a href="https://example.org/report" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline">read the report</span></a></p>' +
      '<ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt">First</span></p></li></ul>' +
      '</b><br class="Apple-interchange-newline">';
    expect(paste(docs)).toBe(
      '<h2>Why it matters</h2>' +
        '<p><strong>Every pledge</strong> counts, <em>really</em><a href="https://example.org/report">read the report</a></p>' +
        '<ul><li><p>First</p></li></ul>',
    );
  });

  it('drops Word’s classes, styles, comments and Office tags', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">' +
      '<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--></head>' +
      '<body lang=EN-GB style="tab-interval:36.0pt"><!--StartFragment-->' +
      '<p class=MsoNormal style="mso-margin-top-alt:auto"><b><span style="mso-bidi-font-weight:normal">Pledge</span></b> today<span style="mso-spacerun:yes">  </span><i>now</i><o:p></o:p></p>' +
      '<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span lang=EN-GB>A point</span><o:p>&nbsp;</o:p></p>' +
      '<!--EndFragment--></body></html>';
    const html = paste(word);
    expect(html).toBe('<p><strong>Pledge</strong> today <em>now</em></p><p>A point</p>');
    expect(html).not.toMatch(/class=|style=|mso|<span|<!--|o:p|lang=/);
  });

  it('refuses links and images to places the site does not allow', () => {
    expect(
      paste(
        '<p><a href="javascript:alert(1)">bad</a> <a href="/api/logout">out</a></p><img src="data:image/png;base64,AAAA" alt="x">',
      ),
    ).toBe('<p>bad out</p>');
  });
});
