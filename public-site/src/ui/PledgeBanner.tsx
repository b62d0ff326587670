import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import page from './page.module.css';

interface PledgeBannerProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  text: string;
  /** The button's words; "Take the Pledge" unless the page's content says otherwise. */
  button?: string;
}

/** The closing call to take the pledge, as About, Impact and every article end. */
export function PledgeBanner({ id, title, text, button = 'Take the Pledge' }: PledgeBannerProps) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <div className="container">
        <div className={page.banner}>
          <h2 id={id} className={page.bannerTitle}>
            {title}
          </h2>
          <p className={page.bannerText}>{text}</p>
          <Link to={PUBLIC_ROUTES.pledge} className={`button ${page.bannerButton}`}>
            {button}
          </Link>
        </div>
      </div>
    </section>
  );
}
