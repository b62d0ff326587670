import { visibleSocialLinks } from '../site-settings';
import { useSiteSettings } from './site-settings';
import { socialNetworkLook } from './social-icons';

/**
 * The campaign's social profiles as a list of icon links (the shell's footer, the contact page):
 * the profiles an admin set in the site settings, each opening in a new tab; while none is set,
 * the four "#" placeholders a fresh site has always shown; nothing when social links are off
 * (callers leave out their "Follow Us" block then, see `visibleSocialLinks`).
 */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className?: string | undefined;
  linkClassName?: string | undefined;
}) {
  const links = visibleSocialLinks(useSiteSettings());
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ network, href }) => {
        const placeholder = href === '#';
        const { label, Icon } = socialNetworkLook(network, placeholder);
        return (
          <li key={network}>
            <a
              href={href}
              className={linkClassName}
              aria-label={label}
              {...(placeholder ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
