import type { ReactNode } from 'react';
import { Link } from '@campaign/shared/router';
import { SOCIAL_NETWORKS, useSiteSettings } from '@campaign/shared/react';
import { CONSENT_WORDING, COPYRIGHT_YEAR, NAV_ITEMS, PUBLIC_ROUTES } from '@campaign/shared';
import { isExternal, PLACEHOLDER_HREF } from '../config/links';
import { useSiteConfig } from '../config/site-config';
import { Brand } from './Brand';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

function ExternalLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const external = isExternal(href);
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/**
 * Page footer: brand and newsletter sign-up, Quick Links, the four social links,
 * Privacy Policy / Terms of Service (the site's own pages) and the copyright line. A social link
 * goes to the profile an admin set in the site settings, or is a "#" placeholder until one is.
 */
export function Footer() {
  const site = useSiteConfig();
  const { social } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-newsletter">
          <Brand />
          <h2 id="footer-newsletter" className={styles.heading}>
            Stay in the loop
          </h2>
          <p className={styles.text}>{CONSENT_WORDING.newsletter.text}</p>
          <NewsletterForm />
        </section>

        <nav className={styles.column} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            Follow Us
          </h2>
          <ul className={styles.social}>
            {SOCIAL_NETWORKS.map(({ network, label, Icon }) => (
              <li key={network}>
                <ExternalLink
                  href={social[network] || PLACEHOLDER_HREF}
                  className={styles.socialLink}
                  label={label}
                >
                  <Icon size={20} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
          </p>
          <ul className={styles.legal}>
            <li>
              <Link to={PUBLIC_ROUTES.privacy} className={styles.link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.terms} className={styles.link}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
