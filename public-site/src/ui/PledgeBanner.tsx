import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import page from './page.module.css';

interface PledgeBannerProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  text: string;
}

/** The closing call to take the pledge, as About, Impact and every article end. */
export function PledgeBanner({ id, title, text }: PledgeBannerProps) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <div className="container">
        <div className={page.banner}>
          <h2 id={id} className={page.bannerTitle}>
            {title}
          </h2>
          <p className={page.bannerText}>{text}</p>
          <Link to={PUBLIC_ROUTES.pledge} className={`button ${page.bannerButton}`}>
            Take the Pledge
          </Link>
        </div>
      </div>
    </section>
  );
}
