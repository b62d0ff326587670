import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { SocialNetworkKey } from '../site-settings';

// Brand marks are no longer part of lucide-react; these are the outline versions it used to
// ship (ISC licence), drawn the same way so they sit well beside the other icons. The shell's
// footer, the contact page and the share buttons all draw them from here.

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

/** The campaign's social profiles in the order every list of them shows. */
export const SOCIAL_NETWORKS: readonly {
  network: SocialNetworkKey;
  label: string;
  Icon: ComponentType<BrandIconProps>;
}[] = [
  { network: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { network: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { network: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { network: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
];
