import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES, type HomepageContent } from '@campaign/shared';
import page from '../../../ui/page.module.css';

export function HomeCallToAction({ content }: { content: HomepageContent['cta'] }) {
  return (
    <section className={page.section} aria-labelledby="home-cta-title">
      <div className="container">
        <div className={page.banner}>
          <h2 id="home-cta-title" className={page.bannerTitle}>
            {content.title}
          </h2>
          <p className={page.bannerText}>{content.subtitle}</p>
          <Link to={PUBLIC_ROUTES.pledge} className={`button ${page.bannerButton}`}>
            {content.button}
          </Link>
        </div>
      </div>
    </section>
  );
}
