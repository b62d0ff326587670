import { useSyncExternalStore } from 'react';
import { Share2 } from 'lucide-react';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { FacebookIcon, LinkedinIcon, TwitterIcon, useSiteInfo } from '@campaign/shared/react';
import { openSharePopup, shareUrl, type ShareNetwork } from '../../../ui/share';
import styles from './PledgeSuccess.module.css';

const NETWORKS: { id: ShareNetwork; name: string; Icon: typeof FacebookIcon }[] = [
  { id: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { id: 'twitter', name: 'Twitter', Icon: TwitterIcon },
  { id: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon },
];

const noSubscription = () => () => {};
/** The device's own share sheet (phones, some desktops); never on the server. */
const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The words a shared pledge carries, with the pledge page's address beside them. */
export const pledgeShareText = (siteName: string) =>
  `I've taken the ${siteName} pledge: no added nitrates or nitrites for the 30 days of November. Join me!`;

/**
 * "Share your journey" as something to do: the device's share sheet where the browser has one,
 * otherwise links that share the pledge page on Facebook, Twitter or LinkedIn (in a popup with
 * scripts, in a new tab without). The server and the first render in the browser show the
 * links, so hydration matches; the share sheet replaces them once the page is running.
 */
export function PledgeShare() {
  const site = useSiteInfo();
  const webShare = useSyncExternalStore(noSubscription, hasWebShare, () => false);
  const url = `${site.publicUrl}${PUBLIC_ROUTES.pledge}`;
  const text = pledgeShareText(site.name);

  if (webShare) {
    return (
      <div className={styles.share}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            // Closing the sheet without sharing rejects the promise: nothing to report.
            navigator.share({ title: site.name, text, url }).catch(() => {});
          }}
        >
          <Share2 size={18} aria-hidden="true" />
          Share your pledge
        </button>
      </div>
    );
  }
  return (
    <div className={styles.share} role="group" aria-label="Share your pledge">
      {NETWORKS.map(({ id, name, Icon }) => {
        const address = shareUrl(id, url, text);
        return (
          <a
            key={id}
            className={`${styles.shareLink} ${styles[id] ?? ''}`}
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on ${name}`}
            onClick={(event) => {
              event.preventDefault();
              openSharePopup(address);
            }}
          >
            <Icon size={18} />
            {name}
          </a>
        );
      })}
    </div>
  );
}
