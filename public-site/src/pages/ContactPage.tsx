import { FORM_ANCHORS, PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactInfo } from '../features/contact/components/ContactInfo';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Questions, ideas or a story to share? Write to the campaign team."
        path={PUBLIC_ROUTES.contact}
      />
      <PageHero
        variant="contact"
        title="Contact Us"
        subtitle="Questions, ideas or a story to share? We'd love to hear from you."
      />
      <section className={page.section}>
        <div className={`container ${styles.twoColumns}`}>
          <section
            className={`${page.card} ${styles.formCard}`}
            aria-labelledby={FORM_ANCHORS.contact}
          >
            <h2 id={FORM_ANCHORS.contact} className={styles.formTitle}>
              Send Us a Message
            </h2>
            <ContactForm />
          </section>
          <ContactInfo />
        </div>
      </section>
    </>
  );
}
