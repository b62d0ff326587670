import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../../../ui/BrandIcons';
import styles from './ContactInfo.module.css';

export const CONTACT_EMAIL = 'hello@nitratefreenovember.org';
export const CONTACT_PHONE = { display: '+1 (555) 012-3456', href: 'tel:+15550123456' };
export const OFFICE_ADDRESS = ['123 Green Market Street', 'Suite 400', 'Portland, OR 97205'];

// Placeholder targets ("#"): the product ships without the campaign's real profile addresses.
const SOCIAL_LINKS = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Twitter', Icon: TwitterIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'LinkedIn', Icon: LinkedinIcon },
];

/** The side cards beside the contact form. */
export function ContactInfo() {
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
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </div>
          </li>
          <li>
            <span className={styles.icon} aria-hidden="true">
              <Phone size={20} />
            </span>
            <div>
              <span className={styles.label}>Phone</span>
              <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a>
            </div>
          </li>
          <li>
            <span className={styles.icon} aria-hidden="true">
              <MapPin size={20} />
            </span>
            <div>
              <span className={styles.label}>Office</span>
              <address className={styles.address}>
                {OFFICE_ADDRESS.map((line) => (
                  <span key={line}>{line}</span>
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
        <ul className={styles.social}>
          {SOCIAL_LINKS.map(({ name, Icon }) => (
            <li key={name}>
              <a href="#" className={styles.socialLink} aria-label={name}>
                <Icon size={20} />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.card} ${styles.note}`} aria-labelledby="contact-time-title">
        <h2 id="contact-time-title" className={styles.title}>
          <Clock size={20} aria-hidden="true" />
          Response Time
        </h2>
        <p>We typically respond within 24-48 hours on business days.</p>
      </section>
    </div>
  );
}
