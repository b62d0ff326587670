import { useSiteSettings } from './site-settings';
import { SOCIAL_NETWORKS } from './social-icons';

/**
 * The campaign's social profiles as a list of icon links (the shell's footer, the contact page),
 * to the addresses an admin set in the site settings. A profile left empty stays a "#"
 * placeholder, as the product ships without the campaign's real profiles; a set one (always
 * https://) opens in a new tab.
 */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const { social } = useSiteSettings();
  return (
    <ul className={className}>
      {SOCIAL_NETWORKS.map(({ network, label, Icon }) => {
        const href = social[network];
        return (
          <li key={network}>
            <a
              href={href || '#'}
              className={linkClassName}
              aria-label={label}
              {...(href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
