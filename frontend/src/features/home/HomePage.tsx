import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useCatalogCategoriesQuery } from '../../api';
import { firstPageDone, isFirstPageStaged } from '../../shared/firstScreen';
import { afterNextFrame } from '../../shared/afterNextFrame';
import { HomeHero } from '../../shared/HomeHero';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import { HowItWorks } from './HowItWorks';
import { PricingSection } from './PricingSection';
import { RequestSection } from '../requests';
import { ServicesSection } from './ServicesSection';
import { Testimonials } from './Testimonials';
import { useScrollToHash } from '../../shared/useScrollToHash';
import './home.css';

/** The sections below the hero, in page order. */
const SECTIONS = [ServicesSection, RequestSection, HowItWorks, PricingSection, Testimonials];

/**
 * Scrolls to the URL hash target once the sections and the services have rendered. A component of
 * its own, so that the categories' answer does not render the whole page again.
 */
function ScrollToHash({
  sectionsShown,
  containerRef,
}: {
  sectionsShown: boolean;
  containerRef: RefObject<HTMLElement | null>;
}) {
  const { isLoading: categoriesLoading } = useCatalogCategoriesQuery();
  useScrollToHash(!categoriesLoading && sectionsShown, containerRef);
  return null;
}

/**
 * Home page: hero → services (#sluzby) → request form (#ai-form) → how it works (#jak-to-funguje)
 * → pricing (#pricing) → testimonials. The request form is its own lazy chunk.
 */
export default function HomePage() {
  const goToAnchor = useAnchorNavigation();
  const homeRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // The sections below the hero render after it: in a second pass right after it, or, on the app's
  // first page (unless the URL points into the page), one per frame: short tasks instead of long
  // ones while the page starts (meanwhile their place keeps the footer below the screen).
  const [staged] = useState(() => isFirstPageStaged() && !hash);
  const [stagedCount, setStagedCount] = useState(0);
  const secondPass = useDeferredValue(true, false);
  const shown = staged && !hash ? stagedCount : secondPass ? SECTIONS.length : 0;
  const allShown = shown === SECTIONS.length;
  useEffect(() => {
    if (!staged) return;
    if (allShown) {
      firstPageDone();
      return;
    }
    return afterNextFrame(() => startTransition(() => setStagedCount((count) => count + 1)));
  }, [staged, allShown, stagedCount]);

  return (
    <div className="home" ref={homeRef}>
      <HomeHero live={{ titleId: 'hero-title', onFindServices: () => goToAnchor('ai-form') }} />
      {SECTIONS.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
      {!allShown && <div className="home__sections-pending" />}
      <ScrollToHash sectionsShown={allShown} containerRef={homeRef} />
    </div>
  );
}
