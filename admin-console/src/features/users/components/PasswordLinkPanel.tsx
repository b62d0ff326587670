import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { COPY_CONFIRM_MS, PASSWORD_LINK_HOURS, type PasswordLink } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { LocalTime } from '../../../lib/components/LocalTime';
import styles from './users.module.css';

/** The link as the person will open it (the API may answer a path on this site). */
export function absoluteLink(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * The one-time set-password link: the link, a Copy button and when it stops working. Passed on
 * by hand, unless the site emailed it to the person (then this says so).
 */
export function PasswordLinkPanel({ link, email }: { link: PasswordLink; email: string }) {
  const [copied, setCopied] = useState(false);
  const url = absoluteLink(link.url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy the link. Select it and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className={styles.linkPanel}>
      <Alert
        type="info"
        showIcon
        title={
          link.emailed
            ? `We emailed this link to ${email}; it works once, for ${PASSWORD_LINK_HOURS} hours.`
            : `Pass this link on; it works once, for ${PASSWORD_LINK_HOURS} hours.`
        }
        description={
          <>
            For {email}. It expires on <LocalTime iso={link.expiresAt} />; whoever opens it sets the
            password, so send it to them only.
          </>
        }
      />
      <Space.Compact className={styles.linkRow}>
        <Input
          readOnly
          value={url}
          aria-label="One-time link"
          onFocus={(event) => event.target.select()}
        />
        <Button
          type="primary"
          icon={copied ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Space.Compact>
      <p className="visually-hidden" role="status">
        {copied ? 'Link copied' : ''}
      </p>
    </div>
  );
}
