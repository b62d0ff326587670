import { Link } from '@campaign/shared/router';
import { SocialLinks, useSiteSettings } from '@campaign/shared/react';
import { CONSENT_WORDING, NAV_ITEMS, PUBLIC_ROUTES, visibleSocialLinks } from '@campaign/shared';
import { useSiteConfig } from '../config/site-config';
import { Brand } from './Brand';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

/**
 * Page footer: brand and newsletter sign-up, Quick Links, the social links, Privacy Policy /
 * Terms of Service (the site's own pages) and the copyright line. The social links are the
 * profiles an admin set in the site settings, or the four "#" placeholders until any is; "Follow
 * Us" is left out when social links are turned off. The copyright names the holder and year of
 * the settings (the site's name and 2024 unless set).
 */
export function Footer() {
  const site = useSiteConfig();
  const settings = useSiteSettings();
  const followable = visibleSocialLinks(settings).length > 0;
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

        {followable && (
          <section className={styles.column} aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              Follow Us
            </h2>
            <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
          </section>
        )}
      </div>

      <div className="container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {settings.copyrightYear} {settings.copyrightHolder.trim() || site.name}. All rights
            reserved.
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
