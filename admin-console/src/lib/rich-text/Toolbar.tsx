import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import styles from './rich-text.module.css';

interface ToolbarProps {
  editor: Editor;
  htmlView: boolean;
  onToggleHtml: () => void;
  onLink: () => void;
  onImage: () => void;
}

interface Tool {
  name: string;
  content: ReactNode;
  /** Whether the tool is on (a toggle) or `undefined` for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  /** Starts a new group: a thin rule before it. */
  group?: boolean;
}

/**
 * The formatting buttons: one tab stop, arrow keys between the buttons (the ARIA toolbar
 * pattern), each with its name and pressed state announced.
 */
export function Toolbar({ editor, htmlView, onToggleHtml, onLink, onImage }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [current, setCurrent] = useState(0);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    {
      name: 'Paragraph',
      content: 'P',
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    {
      name: 'Heading 2',
      content: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      name: 'Heading 3',
      content: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      name: 'Bold',
      content: <BoldOutlined />,
      pressed: state.bold,
      group: true,
      run: () => chain().toggleBold().run(),
    },
    {
      name: 'Italic',
      content: <ItalicOutlined />,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      name: 'Bulleted list',
      content: <UnorderedListOutlined />,
      pressed: state.bulletList,
      group: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: 'Numbered list',
      content: <OrderedListOutlined />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: 'Quote',
      content: <span aria-hidden="true">“ ”</span>,
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      name: state.link ? 'Edit link' : 'Link',
      content: <LinkOutlined />,
      pressed: state.link,
      group: true,
      run: onLink,
    },
    { name: 'Insert image', content: <PictureOutlined />, run: onImage },
    {
      name: 'Undo',
      content: <UndoOutlined />,
      disabled: !state.canUndo,
      group: true,
      run: () => chain().undo().run(),
    },
    {
      name: 'Redo',
      content: <RedoOutlined />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // A tool moves focus into the text. Left to the browser, the same key press would then
      // reach the text too: Enter would split the heading it had just made.
      event.preventDefault();
      buttons[at]!.click();
      return;
    }
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % buttons.length,
      ArrowLeft: (at - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons[next]!.focus();
  };

  const button = (tool: Tool, index: number, extraClass?: string) => {
    // Disabled buttons stay focusable (aria-disabled), so arrow keys never skip past one
    // silently and a screen reader still finds it.
    const unavailable = tool.disabled || (htmlView && index < tools.length);
    return (
      <button
        key={tool.name}
        type="button"
        className={[styles.tool, tool.group ? styles.groupStart : '', extraClass ?? '']
          .filter(Boolean)
          .join(' ')}
        // A written label (H2) is shown and the full name read; an icon is named by aria-label.
        aria-label={typeof tool.content === 'string' ? undefined : tool.name}
        title={tool.name}
        aria-pressed={tool.pressed}
        aria-disabled={unavailable || undefined}
        tabIndex={index === current ? 0 : -1}
        onFocus={() => setCurrent(index)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (!unavailable) tool.run();
        }}
      >
        {typeof tool.content === 'string' && tool.content !== tool.name ? (
          <>
            <span aria-hidden="true">{tool.content}</span>
            <span className="visually-hidden">{tool.name}</span>
          </>
        ) : (
          tool.content
        )}
      </button>
    );
  };

  return (
    <div
      role="toolbar"
      // Not named after the field: the field’s label names the text alone, unambiguously.
      aria-label="Formatting"
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => button(tool, index))}
      {button(
        {
          name: 'HTML',
          content: (
            <>
              <CodeOutlined /> HTML
            </>
          ),
          pressed: htmlView,
          group: true,
          run: onToggleHtml,
        },
        tools.length,
        styles.htmlToggle,
      )}
    </div>
  );
}
