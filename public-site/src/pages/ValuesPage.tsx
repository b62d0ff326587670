import { VALUES_DEFAULTS, PUBLIC_ROUTES, showsSection } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { usePageContent } from '../features/page-content/api/get-page-content';
import { ValuesGrid } from '../features/values/components/ValuesGrid';
import { Loading } from '../ui/Loading';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function ValuesPage() {
  const { content, isLoading } = usePageContent('values', VALUES_DEFAULTS);
  if (isLoading) return <Loading />;
  const showsCards = showsSection<'values'>(content, 'items') && content.items.length > 0;
  const showsClosing = showsSection<'values'>(content, 'closingParagraph');
  return (
    <>
      <PageMeta
        title="Our Values"
        description={content.hero.subtitle}
        path={PUBLIC_ROUTES.values}
      />
      <PageHero variant="values" title={content.hero.title} subtitle={content.hero.subtitle} />
      {(showsCards || showsClosing) && (
        <section className={page.section} aria-label="Value cards">
          <div className="container">
            {showsCards && <ValuesGrid content={content} />}
            {showsClosing && (
              <p className={`${styles.closing} ${showsCards ? '' : styles.alone}`}>
                {content.closingParagraph}
              </p>
            )}
          </div>
        </section>
      )}
    </>
  );
}
