import { SHARE_POPUP } from '@campaign/shared';

/** The places a page or a pledger's link can be shared to (`twitter` is X). */
export type ShareNetwork = 'whatsapp' | 'email' | 'twitter' | 'bluesky' | 'facebook' | 'linkedin';

/**
 * The share address of each network for `url` with `text`: a plain link, so it works without
 * scripts. Facebook and LinkedIn take only the address (they read the page's preview); the
 * others carry the text with the address after it.
 */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const withLink = encodeURIComponent(`${text} ${url}`);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${withLink}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(text)}&body=${withLink}`;
    case 'twitter':
      // X still answers its old intent address, which the article pages' buttons use too.
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${withLink}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/** Opens the network's share page in a 600×400 popup. */
export function openSharePopup(address: string): void {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  window.open(
    address,
    '_blank',
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}
