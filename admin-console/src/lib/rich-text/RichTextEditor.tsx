import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Input } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import { countWords, readingTimeMinutes } from '@campaign/shared';
import { richTextExtensions } from '@campaign/shared/rich-text';
import type { RichTextFieldProps } from './rich-text-props';
import { htmlOf, unsupportedElements } from './editor-content';
import { cleanPastedHtml } from './paste-cleaning';
import { Toolbar } from './Toolbar';
import { LinkDialog } from './LinkDialog';
import { ImageDialog } from './ImageDialog';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import styles from './rich-text.module.css';

/** What the field's value was when the editor last took it, and how the editor writes it. */
interface Baseline {
  source: string;
  written: string;
}

/**
 * The visual editor: a toolbar over the formatted text, an HTML view, and the word count.
 * Opening a text never reports a change: the editor takes the value silently, and while its
 * HTML is what it wrote for that value (after an undo, say) it reports the value as it was, so
 * "Unsaved changes" shows only for a real edit.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  rows = 10,
  mediaPicker,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RichTextFieldProps) {
  const [unsupported] = useState(() => unsupportedElements(value));
  const [htmlView, setHtmlView] = useState(unsupported.length > 0);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const baseline = useRef<Baseline>({ source: value, written: value });
  const lastReported = useRef(value);
  const reportChange = useRef(onChange);
  useEffect(() => {
    reportChange.current = onChange;
  }, [onChange]);

  const extensions = useMemo(() => richTextExtensions(), []);
  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: styles.content!,
      style: `min-height: ${rows * 1.6}em`,
    }),
    [id, label, describedBy, invalid, rows],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes, transformPastedHTML: cleanPastedHtml },
    onCreate: ({ editor: created }) => {
      baseline.current = { source: value, written: htmlOf(created) };
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      const next = html === baseline.current.written ? baseline.current.source : html;
      lastReported.current = next;
      reportChange.current(next);
    },
  });

  // A value from outside (the saved text after a save, a discarded draft): show it, silently.
  useEffect(() => {
    if (htmlView || value === lastReported.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    baseline.current = { source: value, written: htmlOf(editor) };
    lastReported.current = value;
  }, [editor, value, htmlView]);

  const toggleHtml = () => {
    if (htmlView) {
      editor.commands.setContent(value, { emitUpdate: false });
      baseline.current = { source: value, written: htmlOf(editor) };
      lastReported.current = value;
      setHtmlView(false);
      requestAnimationFrame(() => editor.commands.focus());
    } else {
      setHtmlView(true);
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    }
  };

  const words = countWords(value);
  const lost = htmlView ? [] : unsupportedElements(value);

  return (
    <div className={styles.editor} data-rich-text="" data-invalid={invalid ? 'true' : undefined}>
      <Toolbar
        editor={editor}
        htmlView={htmlView}
        onToggleHtml={toggleHtml}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      {unsupported.length > 0 && htmlView && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={`This text uses markup the visual editor does not keep (${unsupported.join(', ')}), so it opens as HTML.`}
        />
      )}
      {lost.length > 0 && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={`The visual editor drops ${lost.join(', ')} from this text when you edit it here.`}
        />
      )}
      {htmlView ? (
        <Input.TextArea
          id={id}
          className={styles.source}
          value={value}
          rows={rows}
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => {
            lastReported.current = event.target.value;
            onChange(event.target.value);
          }}
        />
      ) : (
        <EditorContent editor={editor} className={styles.surface} />
      )}
      <p className={styles.count}>
        {words === 1 ? '1 word' : `${words} words`}
        {words > 0 && ` · ${readingTimeMinutes(value)} min read`}
      </p>
      <LinkDialog editor={editor} open={dialog === 'link'} onClose={() => setDialog(null)} />
      <ImageDialog
        editor={editor}
        open={dialog === 'image'}
        mediaPicker={mediaPicker ?? MediaPickerDialog}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
