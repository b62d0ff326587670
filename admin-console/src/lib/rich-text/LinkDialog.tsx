import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import type { Editor } from '@tiptap/core';
import { isAllowedHref } from '@campaign/shared/rich-text';
import styles from './rich-text.module.css';
import { defined } from '../defined';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Sets, changes or removes the link on the selected text (or inserts the address as one). */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  return (
    <Modal
      open={open}
      title="Link"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) editor.commands.focus();
      }}
    >
      {open && <LinkForm editor={editor} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(existing);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const address = href.trim();
    if (!address) {
      setError('Give the address the link goes to.');
      return;
    }
    if (!isAllowedHref(address)) {
      setError(
        'Use an address starting with https://, http:// or mailto:, or a path on this site such as /pledge.',
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !existing) {
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Form layout="vertical" onFinish={apply} noValidate>
      <Form.Item
        label="Link address"
        htmlFor="rich-text-link-href"
        {...defined({
          validateStatus: error ? ('error' as const) : undefined,
          help: error && <span id="rich-text-link-error">{error}</span>,
        })}
        extra="https://…, mailto:… or a path on this site such as /blog/our-first-year."
      >
        <Input
          id="rich-text-link-href"
          value={href}
          autoFocus
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rich-text-link-error' : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
        />
      </Form.Item>
      <div className={styles.dialogActions}>
        <Button type="primary" htmlType="submit">
          Apply link
        </Button>
        {existing && (
          <Button danger onClick={remove}>
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </Form>
  );
}
