import { PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { BookOpen } from 'lucide-react';
import { BlogList } from '../features/blog/components/BlogList';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';

export default function BlogPage() {
  return (
    <>
      <PageMeta
        title={'Research & Insights'}
        description={
          'Plain-language articles on the research about nitrates, nitrites, processed meat and health.'
        }
        path={PUBLIC_ROUTES.blog}
      />
      <PageHero
        variant="research"
        badge={
          <>
            <BookOpen size={16} aria-hidden="true" /> Research Library
          </>
        }
        title="Research & Insights"
        subtitle="Evidence-based articles on nitrates, processed food and health, in plain language."
      />
      <section className={page.section} aria-label="Articles">
        <div className="container">
          <BlogList />
        </div>
      </section>
    </>
  );
}
