import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { addressLines, phoneHref } from '@campaign/shared';
import { SocialLinks, useSiteSettings } from '@campaign/shared/react';
import styles from './ContactInfo.module.css';

/**
 * The side cards beside the contact form, with the contact details and social profiles an admin
 * set (Settings in the console). A profile left empty keeps its "#" placeholder, as the product
 * ships without the campaign's real profile addresses.
 */
export function ContactInfo() {
  const settings = useSiteSettings();
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="contact-reach-title">
        <h2 id="contact-reach-title" className={styles.title}>
          Get in Touch
        </h2>
        <ul className={styles.list}>
          <li>
            <span className={styles.icon} aria-hidden="true">
              <Mail size={20} />
            </span>
            <div>
              <span className={styles.label}>Email</span>
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </div>
          </li>
          <li>
            <span className={styles.icon} aria-hidden="true">
              <Phone size={20} />
            </span>
            <div>
              <span className={styles.label}>Phone</span>
              <a href={phoneHref(settings.contactPhone)}>{settings.contactPhone}</a>
            </div>
          </li>
          <li>
            <span className={styles.icon} aria-hidden="true">
              <MapPin size={20} />
            </span>
            <div>
              <span className={styles.label}>Office</span>
              <address className={styles.address}>
                {addressLines(settings.contactAddress).map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            </div>
          </li>
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="contact-social-title">
        <h2 id="contact-social-title" className={styles.title}>
          Follow Us
        </h2>
        <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
      </section>

      <section className={`${styles.card} ${styles.note}`} aria-labelledby="contact-time-title">
        <h2 id="contact-time-title" className={styles.title}>
          <Clock size={20} aria-hidden="true" />
          Response Time
        </h2>
        <p>{settings.responseTime}</p>
      </section>
    </div>
  );
}
