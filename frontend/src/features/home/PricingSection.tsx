import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import '../../shared/planCard.css';
import { rememberedPlan } from '../../shared/autoSelectPlan';
import { useNearViewport } from '../../shared/useNearViewport';
import { HOME_LAZY_SECTION } from '../../shared/homeLazySection';

export { planHref, plansForPeriod } from './pricingModel';

/** The switch and the plan cards use antd: their own chunk, fetched when the section nears the viewport. */
const PricingPlans = lazy(() => import('./PricingPlans'));

/** The plans' placeholder: still until the visitor comes near, then shimmering while they load. */
function PricingPlaceholder({ loading }: { loading: boolean }) {
  return (
    <>
      <div className="pricing__switch pricing__switch--placeholder" aria-hidden="true" />
      <ul className="pricing__grid" aria-busy={loading}>
        {[0, 1, 2].map((index) => (
          <li key={index} className="pricing__item">
            <div className="plan-card plan-card--placeholder">
              <PlainSkeleton rows={6} active={loading} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Pricing for providers (#pricing): monthly / yearly switch and the plan cards (PricingPlans). They
 * load at once when the URL points here or a plan chosen before signing in waits to be selected.
 */
export function PricingSection() {
  const { hash } = useLocation();
  const [ref, near] = useNearViewport<HTMLElement>(hash === '#pricing' || rememberedPlan() !== null, HOME_LAZY_SECTION);

  return (
    <section id="pricing" ref={ref} className="home-section pricing" aria-labelledby="pricing-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="pricing-title" className="home-section__title">
            Ceny pro dodavatele
          </h2>
          <p className="home-section__lead">
            Registrace je zdarma. S předplatným se zobrazíte v seznamu dodavatelů a uvidíte kontakty na páry.
          </p>
        </header>
        {near ? (
          <AntdBoundary fallback={<PricingPlaceholder loading />}>
            <PricingPlans />
          </AntdBoundary>
        ) : (
          <PricingPlaceholder loading={false} />
        )}
      </div>
    </section>
  );
}
