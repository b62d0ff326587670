import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import page from '../../../ui/page.module.css';

export function JoinBanner() {
  return (
    <section className={page.section} aria-labelledby="join-mission-title">
      <div className="container">
        <div className={page.banner}>
          <h2 id="join-mission-title" className={page.bannerTitle}>
            Join Our Mission
          </h2>
          <p className={page.bannerText}>Together, we can create a healthier future for everyone</p>
          <Link to={PUBLIC_ROUTES.pledge} className={`button ${page.bannerButton}`}>
            Take the Pledge
          </Link>
        </div>
      </div>
    </section>
  );
}
