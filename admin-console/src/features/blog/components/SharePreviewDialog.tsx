import { useState } from 'react';
import { Alert, Button, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { COPY_CONFIRM_MS, PREVIEW_LINK_DAYS, type NewPreviewLink } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import entryList from '../../../lib/components/entry-list.module.css';
import { formatLocalDateTime } from '../../../lib/format-time';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '../api/preview-links';

interface SharePreviewProps {
  /** The saved article's address. */
  slug: string;
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** The link just made: its URL is shown this once (the server keeps only a hash of it). */
function NewLink({ link }: { link: NewPreviewLink }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      failed(null, 'Could not copy the link. Select it and copy it by hand.');
    }
  };
  return (
    <Alert
      type="success"
      showIcon
      title="Copy this link now: it is shown only once."
      description={
        <>
          <Space.Compact block>
            <Input
              readOnly
              value={link.url}
              aria-label="New preview link"
              onFocus={(event) => event.target.select()}
            />
            <Button
              type="primary"
              icon={
                copied ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />
              }
              onClick={() => void copy()}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Space.Compact>
          <p className="visually-hidden" role="status">
            {copied ? 'Link copied' : ''}
          </p>
        </>
      }
    />
  );
}

/**
 * "Share preview": links that let someone without an account read the article as last saved,
 * before it is published, each for PREVIEW_LINK_DAYS days unless revoked. The dialog lists the
 * live ones, makes a new one (its URL shown once, with Copy) and revokes any of them.
 */
export function SharePreviewButton({ slug }: SharePreviewProps) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  const links = usePreviewLinks(slug, open);
  const create = useCreatePreviewLink(slug);
  const revoke = useRevokePreviewLink(slug);

  const close = () => {
    setOpen(false);
    setMade(null);
  };
  const createLink = () =>
    create.mutate(undefined, {
      onSuccess: setMade,
      onError: (error) => failed(error, 'Failed to create a preview link'),
    });
  const revokeLink = (id: number) =>
    revoke.mutate(id, {
      onSuccess: () => {
        if (made?.id === id) setMade(null);
        toast({ title: 'Preview link revoked', description: 'It no longer opens the article.' });
      },
      onError: (error) => failed(error, 'Failed to revoke the link'),
    });

  let list;
  if (links.isPending) list = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (links.isError)
    list = (
      <LoadError
        message="Failed to load the preview links."
        error={links.error}
        onRetry={() => void links.refetch()}
      />
    );
  else if (links.data.length === 0) list = <p>No live links.</p>;
  else
    list = (
      <ul className={entryList.list} aria-label="Live preview links">
        {links.data.map((link) => (
          <li key={link.id} className={entryList.entry}>
            <div className={entryList.entryText}>
              <div>Expires {formatLocalDateTime(link.expiresAt)}</div>
              <div className={entryList.entryMeta}>
                Created {formatLocalDateTime(link.createdAt)} by {link.createdBy}
              </div>
            </div>
            <Popconfirm
              title="Revoke this link?"
              description="Whoever has it can no longer open the article."
              okText="Revoke"
              okButtonProps={{ danger: true }}
              cancelText="Keep it"
              onConfirm={() => revokeLink(link.id)}
            >
              <Button
                size="small"
                danger
                loading={revoke.isPending && revoke.variables === link.id}
                aria-label={`Revoke the link created ${formatLocalDateTime(link.createdAt)}`}
              >
                Revoke
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <Button onClick={() => setOpen(true)}>Share preview</Button>
      <Modal open={open} title="Share a preview" onCancel={close} footer={null} width={640}>
        <p>
          Anyone with a link can read this article as last saved, without signing in, for{' '}
          {PREVIEW_LINK_DAYS} days or until you revoke it. Search engines do not list it.
        </p>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Button type="primary" onClick={createLink} loading={create.isPending}>
            Create link
          </Button>
          {made && <NewLink link={made} />}
          {list}
        </Space>
      </Modal>
    </>
  );
}
