import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Check, Link2, Mail, Share2 } from 'lucide-react';
import { COPY_CONFIRM_MS, PUBLIC_ROUTES, shareLinkOf, shareTextOf } from '@campaign/shared';
import {
  BlueskyIcon,
  FacebookIcon,
  LinkedinIcon,
  TwitterIcon,
  useSiteInfo,
  useSiteSettings,
  WhatsappIcon,
} from '@campaign/shared/react';
import { openSharePopup, shareUrl, type ShareNetwork } from '../../../ui/share';
import styles from './PledgeSuccess.module.css';

/** The networks whose link has a colour of its own. */
const networkClasses: Partial<Record<ShareNetwork, string>> = styles;

const MailIcon = ({ size }: { size?: number }) => (
  <Mail {...(size ? { size } : {})} aria-hidden="true" />
);

const NETWORKS: {
  id: ShareNetwork;
  name: string;
  Icon: (props: { size?: number }) => React.ReactNode;
  /** Opened in a popup with scripts; email opens the visitor's mail program instead. */
  popup: boolean;
}[] = [
  { id: 'whatsapp', name: 'WhatsApp', Icon: WhatsappIcon, popup: true },
  { id: 'email', name: 'Email', Icon: MailIcon, popup: false },
  { id: 'twitter', name: 'X', Icon: TwitterIcon, popup: true },
  { id: 'bluesky', name: 'Bluesky', Icon: BlueskyIcon, popup: true },
  { id: 'facebook', name: 'Facebook', Icon: FacebookIcon, popup: true },
  { id: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon, popup: true },
];

const noSubscription = () => () => {};
/** The device's own share sheet (phones, some desktops); never on the server. */
const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
/** Copying needs the clipboard API; without it the link is there to select. */
const hasClipboard = () => typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

/**
 * "Share your journey": the pledger's personal link (with `shareCode`; the pledge page without
 * one), in a read-only field to select and copy without scripts, and one link per network that
 * shares it with the organiser's share text (site settings), each a plain link that works
 * without scripts (a popup with them). Once the page runs, a "Copy link" button and, where the
 * browser has one, the device's share sheet join them; the server and the first render in the
 * browser leave both out, so hydration matches and nothing shown is dead.
 */
export function PledgeShare({ shareCode }: { shareCode: string | null }) {
  const site = useSiteInfo();
  const settings = useSiteSettings();
  const webShare = useSyncExternalStore(noSubscription, hasWebShare, () => false);
  const clipboard = useSyncExternalStore(noSubscription, hasClipboard, () => false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const url = shareCode
    ? shareLinkOf(site.publicUrl, shareCode)
    : `${site.publicUrl}${PUBLIC_ROUTES.pledge}`;
  const text = shareTextOf(settings, site.name);

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      },
      // Refused (no permission): the field is still there to select.
      () => {},
    );
  };

  return (
    <div className={styles.shareBox}>
      {shareCode && (
        <div className={styles.personalLink}>
          <label htmlFor="pledge-share-link">
            Your personal link: everyone who pledges through it counts for you
          </label>
          <div className={styles.copyRow}>
            <input
              id="pledge-share-link"
              className={styles.linkField}
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            {clipboard && (
              <button type="button" className={styles.shareLink} onClick={copy}>
                {copied ? (
                  <Check size={18} aria-hidden="true" />
                ) : (
                  <Link2 size={18} aria-hidden="true" />
                )}
                {copied ? 'Copied!' : 'Copy link'}
              </button>
            )}
          </div>
        </div>
      )}
      <div className={styles.share} role="group" aria-label="Share your pledge">
        {webShare && (
          <button
            type="button"
            className={`${styles.shareLink} ${styles.shareSheet}`}
            onClick={() => {
              // Closing the sheet without sharing rejects the promise: nothing to report.
              navigator.share({ title: site.name, text, url }).catch(() => {});
            }}
          >
            <Share2 size={18} aria-hidden="true" />
            Share…
          </button>
        )}
        {NETWORKS.map(({ id, name, Icon, popup }) => {
          const address = shareUrl(id, url, text);
          return (
            <a
              key={id}
              className={`${styles.shareLink} ${networkClasses[id] ?? ''}`}
              href={address}
              {...(popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={id === 'email' ? 'Share by email' : `Share on ${name}`}
              onClick={
                popup
                  ? (event) => {
                      event.preventDefault();
                      openSharePopup(address);
                    }
                  : undefined
              }
            >
              <Icon size={18} />
              {name}
            </a>
          );
        })}
      </div>
    </div>
  );
}
