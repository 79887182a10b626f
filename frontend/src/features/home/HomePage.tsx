import { HeartOutlined, ShopOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ANCHOR_SCROLL_DELAY_MS, scrollToAnchor, useAnchorNavigation } from '../../shared/useAnchorNavigation';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/**
 * Home page. For now only the hero with its two cards; the services (#sluzby), the request form
 * (#ai-form), how it works (#jak-to-funguje) and pricing (#pricing) come in later issues.
 */
export default function HomePage() {
  useDocumentTitle();
  const { hash } = useLocation();
  const goToAnchor = useAnchorNavigation();

  // The home page scrolls to the URL hash target on load.
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw id
    }
    const timer = window.setTimeout(() => scrollToAnchor(id), ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title" className="hero__title">
            Svatební služby na jednom místě
          </h1>
          <p className="hero__lead">
            Fotografové, catering, hudba, květiny i místa konání. Zadejte jednu poptávku a ověření
            dodavatelé se vám ozvou sami.
          </p>
          <div className="hero__cards">
            <button type="button" className="hero-card" onClick={() => goToAnchor('ai-form')}>
              <HeartOutlined className="hero-card__icon" aria-hidden="true" />
              <span className="hero-card__eyebrow">Pro páry ZDARMA</span>
              <span className="hero-card__title">Hledám služby na svatbu</span>
              <span className="hero-card__text">Zadejte poptávku a nechte dodavatele, ať se ozvou vám.</span>
            </button>
            <Link to="/provider-registration" className="hero-card hero-card--provider">
              <ShopOutlined className="hero-card__icon" aria-hidden="true" />
              <span className="hero-card__eyebrow">Pro profesionály</span>
              <span className="hero-card__title">Nabízím služby jako dodavatel</span>
              <span className="hero-card__text">Registrace zdarma, noví zákazníci a poptávky z celé ČR.</span>
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
