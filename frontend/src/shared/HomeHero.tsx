import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Link } from 'react-router-dom';
import { paths } from './paths';

interface HomeHeroProps {
  /**
   * The live home page: the title labels the section, the couple's card scrolls to the request
   * form and the provider's card navigates inside the app. Without it, the boot screen's inert
   * copy, which index.html holds as plain HTML (app/bootScreen.test.tsx keeps them identical).
   */
  live?: { titleId: string; onFindServices: () => void };
}

const REGISTRATION_PATH = paths.providerRegistration;

/** The home page's hero: the title, the lead and the two cards (couples, providers). */
export function HomeHero({ live }: HomeHeroProps) {
  const providerCard = (
    <>
      <ShopOutlined className="hero-card__icon" aria-hidden="true" />
      <span className="hero-card__eyebrow">Pro profesionály</span>
      <span className="hero-card__title">Nabízím služby jako dodavatel</span>
      <span className="hero-card__text">Registrace zdarma, noví zákazníci a poptávky z celé ČR.</span>
    </>
  );
  const providerClass = 'hero-card hero-card--provider';
  return (
    <section className="hero" aria-labelledby={live?.titleId}>
      <div className="hero__inner">
        <h1 id={live?.titleId} className="hero__title">
          Svatební služby na jednom místě
        </h1>
        <p className="hero__lead">
          Fotografové, catering, hudba, květiny i místa konání. Zadejte jednu poptávku a ověření dodavatelé se vám
          ozvou sami.
        </p>
        <div className="hero__cards">
          <button type="button" className="hero-card" onClick={live?.onFindServices}>
            <HeartOutlined className="hero-card__icon" aria-hidden="true" />
            <span className="hero-card__eyebrow">Pro páry ZDARMA</span>
            <span className="hero-card__title">Hledám služby na svatbu</span>
            <span className="hero-card__text">Zadejte poptávku a nechte dodavatele, ať se ozvou vám.</span>
          </button>
          {live ? (
            <Link to={REGISTRATION_PATH} className={providerClass}>
              {providerCard}
            </Link>
          ) : (
            <a href={REGISTRATION_PATH} className={providerClass}>
              {providerCard}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
