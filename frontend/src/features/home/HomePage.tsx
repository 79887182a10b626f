import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogCategoriesQuery } from '../../api';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { HowItWorks } from './HowItWorks';
import { PricingSection } from './PricingSection';
import { RequestSection } from './RequestSection';
import { ServicesSection } from './ServicesSection';
import { Testimonials } from './Testimonials';
import { useScrollToHash } from './useScrollToHash';
import './home.css';

/**
 * Home page: hero → services (#sluzby) → request form (#ai-form) → how it works (#jak-to-funguje)
 * → pricing (#pricing) → testimonials. The request form is its own lazy chunk.
 */
export default function HomePage() {
  useDocumentTitle();
  const goToAnchor = useAnchorNavigation();
  const homeRef = useRef<HTMLDivElement>(null);
  // The services load asynchronously: scroll to the URL hash target once they have rendered.
  const { isLoading: categoriesLoading } = useCatalogCategoriesQuery();
  // The sections below the hero render in a second pass right after it: two shorter tasks instead
  // of one long one while the page starts (meanwhile their place keeps the footer below the screen).
  const showSections = useDeferredValue(true, false);
  useScrollToHash(!categoriesLoading && showSections, homeRef);

  return (
    <div className="home" ref={homeRef}>
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
      {showSections ? (
        <>
          <ServicesSection />
          <RequestSection />
          <HowItWorks />
          <PricingSection />
          <Testimonials />
        </>
      ) : (
        <div className="home__sections-pending" />
      )}
    </div>
  );
}
