import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import {
  addressLines,
  phoneHref,
  showsSection,
  visibleSocialLinks,
  type ContactContent,
} from '@campaign/shared';
import { SocialLinks, useSiteSettings } from '@campaign/shared/react';
import styles from './ContactInfo.module.css';

/**
 * The side cards beside the contact form, with the contact details and social profiles an admin
 * set (Settings in the console) under the headings of the page's content. The social card shows
 * the same profiles as the footer, and is left out when there are none to follow.
 */
export function ContactInfo({ content }: { content: ContactContent }) {
  const settings = useSiteSettings();
  const { cards } = content;
  const shows = (section: ContactContent['hiddenSections'][number]) =>
    showsSection<'contact'>(content, section);
  const showsSocial = shows('social') && visibleSocialLinks(settings).length > 0;
  if (!shows('details') && !showsSocial && !shows('responseTime')) return null;
  return (
    <div className={styles.cards}>
      {shows('details') && (
        <section className={styles.card} aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title" className={styles.title}>
            {cards.reachTitle}
          </h2>
          <ul className={styles.list}>
            <li>
              <span className={styles.icon} aria-hidden="true">
                <Mail size={20} />
              </span>
              <div>
                <span className={styles.label}>{cards.emailLabel}</span>
                <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </div>
            </li>
            <li>
              <span className={styles.icon} aria-hidden="true">
                <Phone size={20} />
              </span>
              <div>
                <span className={styles.label}>{cards.phoneLabel}</span>
                <a href={phoneHref(settings.contactPhone)}>{settings.contactPhone}</a>
              </div>
            </li>
            <li>
              <span className={styles.icon} aria-hidden="true">
                <MapPin size={20} />
              </span>
              <div>
                <span className={styles.label}>{cards.officeLabel}</span>
                <address className={styles.address}>
                  {addressLines(settings.contactAddress).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </address>
              </div>
            </li>
          </ul>
        </section>
      )}

      {showsSocial && (
        <section className={styles.card} aria-labelledby="contact-social-title">
          <h2 id="contact-social-title" className={styles.title}>
            {cards.socialTitle}
          </h2>
          <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
        </section>
      )}

      {shows('responseTime') && (
        <section className={`${styles.card} ${styles.note}`} aria-labelledby="contact-time-title">
          <h2 id="contact-time-title" className={styles.title}>
            <Clock size={20} aria-hidden="true" />
            {cards.responseTitle}
          </h2>
          <p>{settings.responseTime}</p>
        </section>
      )}
    </div>
  );
}
