import { CONTACT_DEFAULTS, FORM_ANCHORS, PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactInfo } from '../features/contact/components/ContactInfo';
import { usePageContent } from '../features/page-content/api/get-page-content';
import { Loading } from '../ui/Loading';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function ContactPage() {
  const { content, isLoading } = usePageContent('contact', CONTACT_DEFAULTS);
  if (isLoading) return <Loading />;
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Questions, ideas or a story to share? Write to the campaign team."
        path={PUBLIC_ROUTES.contact}
      />
      <PageHero variant="contact" title={content.hero.title} subtitle={content.hero.subtitle} />
      <section className={page.section}>
        <div className={`container ${styles.twoColumns}`}>
          <section
            className={`${page.card} ${styles.formCard}`}
            aria-labelledby={FORM_ANCHORS.contact}
          >
            <h2 id={FORM_ANCHORS.contact} className={styles.formTitle}>
              {content.formTitle}
            </h2>
            <ContactForm />
          </section>
          <ContactInfo content={content} />
        </div>
      </section>
    </>
  );
}
