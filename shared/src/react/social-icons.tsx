import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { SocialNetworkKey } from '../site-settings';

// Brand marks are no longer part of lucide-react. Facebook, the Twitter bird, LinkedIn and
// Instagram are the outline versions it used to ship (ISC licence); the others are simple
// outlines drawn for this site in the same style (24 px grid, 2 px round strokes), so they sit
// well beside the other icons. The shell's footer, the contact page and the share buttons all
// draw them from here.

export type BrandIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Outline({ size = 20, children, ...rest }: BrandIconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Outline>
);

export const TwitterIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  </Outline>
);

export const LinkedinIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect width="4" height="12" x="2" y="9" />
    <circle cx="4" cy="4" r="2" />
  </Outline>
);

export const InstagramIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
    <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
    <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
  </Outline>
);

/** X (formerly Twitter): the crossed strokes of its letter, one of them a band. */
export const XIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="m20 4-6.5 7.3M4 20l6.5-7.3" />
  </Outline>
);

/** Bluesky: a butterfly of two wings meeting in the middle. */
export const BlueskyIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M12 11C10.5 8 7 4.5 4 4c0 3 .5 6.5 3 7.5-2.5.5-3.5 3-1.5 5 2 1.5 4.5-.5 6.5-4.5" />
    <path d="M12 11c1.5-3 5-6.5 8-7 0 3-.5 6.5-3 7.5 2.5.5 3.5 3 1.5 5-2 1.5-4.5-.5-6.5-4.5" />
  </Outline>
);

/** Mastodon: a rounded speech bubble holding a lower-case m. */
export const MastodonIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M20 12V8a5 5 0 0 0-5-5H9a5 5 0 0 0-5 5v4a5 5 0 0 0 5 5h3a2 2 0 0 0 2 2h3" />
    <path d="M8 13V9.5a2 2 0 0 1 4 0V12m0 0V9.5a2 2 0 0 1 4 0V13" />
  </Outline>
);

/** Threads: an at sign, open at the bottom right. */
export const ThreadsIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.4 6.8" />
  </Outline>
);

/** TikTok: a quaver whose stem curls out to the right at the top. */
export const TiktokIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M9 12a4 4 0 1 0 4 4V3c0 2.8 2.2 5 5 5" />
  </Outline>
);

/** YouTube: a play button in a rounded screen. */
export const YoutubeIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <rect width="20" height="14" x="2" y="5" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </Outline>
);

/** WhatsApp: a handset in a round speech bubble with its tail at the bottom left. */
export const WhatsappIcon = (props: BrandIconProps) => (
  <Outline {...props}>
    <path d="M3.5 20.5 5 16.2A8.5 8.5 0 1 1 7.8 19z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z" />
  </Outline>
);

export interface SocialNetwork {
  network: SocialNetworkKey;
  /** What a link to a set profile is called (its accessible name). */
  label: string;
  Icon: ComponentType<BrandIconProps>;
}

/** Every network a campaign can link, in the order every list of them shows. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  { network: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { network: 'twitter', label: 'X', Icon: XIcon },
  { network: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { network: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
  { network: 'bluesky', label: 'Bluesky', Icon: BlueskyIcon },
  { network: 'mastodon', label: 'Mastodon', Icon: MastodonIcon },
  { network: 'threads', label: 'Threads', Icon: ThreadsIcon },
  { network: 'tiktok', label: 'TikTok', Icon: TiktokIcon },
  { network: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  { network: 'whatsapp', label: 'WhatsApp', Icon: WhatsappIcon },
];

/**
 * How a fresh site's "#" placeholder is drawn: as it always was, so the Twitter one keeps its
 * name and its bird until the organiser links a profile on X.
 */
export const PLACEHOLDER_LOOKS: Partial<Record<SocialNetworkKey, Omit<SocialNetwork, 'network'>>> =
  { twitter: { label: 'Twitter', Icon: TwitterIcon } };

/** The name and icon of a network's link, placeholder or set. */
export function socialNetworkLook(network: SocialNetworkKey, placeholder: boolean) {
  const look = SOCIAL_NETWORKS.find((entry) => entry.network === network)!;
  return (placeholder && PLACEHOLDER_LOOKS[network]) || look;
}
