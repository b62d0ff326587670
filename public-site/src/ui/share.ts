import { SHARE_POPUP } from '@campaign/shared';

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

/** The share address of each network for `url` (Twitter also gets `text`). */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
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
