import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import type { Editor } from '@tiptap/core';
import { UPLOAD_LIMITS } from '@campaign/shared';
import { isAllowedImageSrc } from '@campaign/shared/rich-text';
import { useUploadImage } from '../api/upload-image';
import type { MediaPicker } from './media-picker';
import styles from './rich-text.module.css';
import { defined } from '../defined';

interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  mediaPicker?: MediaPicker | undefined;
  onClose: () => void;
}

/** Inserts an image from an address, an upload or the media library, with its alt text. */
export function ImageDialog({ editor, open, mediaPicker, onClose }: ImageDialogProps) {
  return (
    <Modal
      open={open}
      title="Insert image"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (!opened) editor.commands.focus();
      }}
    >
      {open && <ImageForm editor={editor} mediaPicker={mediaPicker} onClose={onClose} />}
    </Modal>
  );
}

type Problems = Partial<Record<'src' | 'alt' | 'upload', string>>;

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

function ImageForm({
  editor,
  mediaPicker: MediaPickerDialog,
  onClose,
}: Omit<ImageDialogProps, 'open'>) {
  const [src, setSrc] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [picking, setPicking] = useState(false);
  const upload = useUploadImage();

  const insert = async () => {
    const found: Problems = {};
    const text = alt.trim();
    if (!text) found.alt = 'Describe the image for people who cannot see it.';
    else if (text.length > UPLOAD_LIMITS.altMax)
      found.alt = `Alt text must be at most ${UPLOAD_LIMITS.altMax} characters.`;
    if (!file && !src.trim()) found.src = 'Give the image’s address or choose a file to upload.';
    else if (!file && !isAllowedImageSrc(src))
      found.src = 'Use an https:// address or a path on this site such as /images/stall.jpg.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;

    let image = {
      src: src.trim(),
      width: undefined as number | undefined,
      height: undefined as number | undefined,
    };
    if (file) {
      try {
        const uploaded = await upload.mutateAsync({ file, alt: text });
        image = { src: uploaded.src, width: uploaded.width, height: uploaded.height };
      } catch {
        setProblems({
          upload:
            'The upload failed. Check the file (JPEG, PNG or WebP, at most 8 MB) and try again.',
        });
        return;
      }
    }
    const chain = editor.chain().focus();
    const words = caption.replace(/\s+/g, ' ').trim();
    if (words) chain.setFigure({ src: image.src, alt: text, caption: words }).run();
    else
      chain
        .setImage({
          src: image.src,
          alt: text,
          ...defined({ width: image.width, height: image.height }),
        })
        .run();
    onClose();
  };

  const field = (name: keyof Problems) =>
    defined({
      validateStatus: problems[name] ? ('error' as const) : undefined,
      help: problems[name] && <span id={`rich-text-image-${name}-error`}>{problems[name]}</span>,
    });
  const described = (name: keyof Problems, hint?: string) =>
    [problems[name] ? `rich-text-image-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Form layout="vertical" onFinish={() => void insert()} noValidate>
      <Form.Item label="Image address" htmlFor="rich-text-image-src" {...field('src')}>
        <Input
          id="rich-text-image-src"
          value={src}
          inputMode="url"
          autoFocus
          disabled={file !== null}
          aria-invalid={problems.src ? true : undefined}
          aria-describedby={described('src')}
          onChange={(event) => setSrc(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Or upload a file"
        htmlFor="rich-text-image-file"
        {...field('upload')}
        extra={<span id="rich-text-image-file-hint">JPEG, PNG or WebP, at most 8 MB.</span>}
      >
        <input
          id="rich-text-image-file"
          type="file"
          accept={ACCEPTED_TYPES}
          className={styles.file}
          aria-describedby={described('upload', 'rich-text-image-file-hint')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Form.Item>
      {MediaPickerDialog && (
        <>
          <Button className={styles.library} onClick={() => setPicking(true)}>
            Choose from library
          </Button>
          <MediaPickerDialog
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(media) => {
              setSrc(media.url);
              setFile(null);
              if (!alt.trim()) setAlt(media.alt);
              setPicking(false);
            }}
          />
        </>
      )}
      <Form.Item
        label="Alt text"
        htmlFor="rich-text-image-alt"
        {...field('alt')}
        extra={
          <span id="rich-text-image-alt-hint">
            What the image shows, read out to people who cannot see it. Required.
          </span>
        }
      >
        <Input
          id="rich-text-image-alt"
          value={alt}
          maxLength={UPLOAD_LIMITS.altMax}
          aria-required="true"
          aria-invalid={problems.alt ? true : undefined}
          aria-describedby={described('alt', 'rich-text-image-alt-hint')}
          onChange={(event) => setAlt(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Caption (optional)"
        htmlFor="rich-text-image-caption"
        extra={<span id="rich-text-image-caption-hint">Shown under the image.</span>}
      >
        <Input
          id="rich-text-image-caption"
          value={caption}
          aria-describedby="rich-text-image-caption-hint"
          onChange={(event) => setCaption(event.target.value)}
        />
      </Form.Item>
      <div className={styles.dialogActions}>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          Insert image
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </Form>
  );
}
