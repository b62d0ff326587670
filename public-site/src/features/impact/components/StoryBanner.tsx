import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import page from '../../../ui/page.module.css';

export function StoryBanner() {
  return (
    <section className={page.section} aria-labelledby="story-title">
      <div className="container">
        <div className={page.banner}>
          <h2 id="story-title" className={page.bannerTitle}>
            Be Part of Our Story
          </h2>
          <p className={page.bannerText}>
            Every pledge moves these numbers. Add yours and help build a healthier November.
          </p>
          <Link to={PUBLIC_ROUTES.pledge} className={`button ${page.bannerButton}`}>
            Take the Pledge
          </Link>
        </div>
      </div>
    </section>
  );
}
