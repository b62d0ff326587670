import { useEffect, useRef, useState } from 'react';
import { Check, Link2 } from 'lucide-react';
import { COPY_CONFIRM_MS } from '@campaign/shared';
import { FacebookIcon, LinkedinIcon, toast, TwitterIcon } from '@campaign/shared/react';
import { openSharePopup, shareUrl, type ShareNetwork } from '../../../ui/share';
import styles from './ShareButtons.module.css';

/** The networks whose button has a colour of its own. */
const networkClasses: Partial<Record<ShareNetwork, string>> = styles;

const NETWORKS: { id: ShareNetwork; label: string; Icon: typeof FacebookIcon }[] = [
  { id: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { id: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { id: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
];

export interface ShareButtonsProps {
  /** Twitter's text: the excerpt, or the title when there is none. */
  text: string;
  /** Names the group for assistive technology, e.g. "Share this article". */
  label: string;
}

/**
 * Facebook, Twitter, LinkedIn popups and Copy Link ("Copied!" for 2 seconds). A tap before the
 * page has hydrated is held and replayed once it is (the shell's early input script), within
 * the few seconds the browser still counts as the visitor's gesture for a popup or the clipboard.
 */
export function ShareButtons({ text, label }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied!', description: 'The link has been copied to your clipboard.' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast({ title: 'Failed to copy', description: 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <div className={styles.buttons} role="group" aria-label={label}>
      {NETWORKS.map(({ id, label: name, Icon }) => (
        <button
          key={id}
          type="button"
          className={`${styles.button} ${networkClasses[id] ?? ''}`}
          aria-label={`Share on ${name}`}
          data-replay={`share-${id}`}
          onClick={() => openSharePopup(shareUrl(id, window.location.href, text))}
        >
          <Icon size={18} />
          <span>{name}</span>
        </button>
      ))}
      <button
        type="button"
        className={styles.button}
        data-replay="copy-link"
        onClick={() => void copyLink()}
      >
        {copied ? <Check size={18} aria-hidden="true" /> : <Link2 size={18} aria-hidden="true" />}
        <span>{copied ? 'Copied!' : 'Copy Link'}</span>
      </button>
    </div>
  );
}
