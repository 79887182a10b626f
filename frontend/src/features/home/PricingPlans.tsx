import { Segmented, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubscriptionPlansQuery } from '../../api';
import type { PlanDto } from '../../api';
import { useSession } from '../../shared/useSession';
import { AUTO_SELECT_DELAY_MS, forgetPlan, rememberPlan, rememberedPlan } from '../../shared/autoSelectPlan';
import { findPaidPlan } from '../../shared/subscriptionPlans';
import { LinkButton } from '../../shared/LinkButton';
import { PlanCard, planNameId } from '../../shared/PlanCard';
import { planHref, plansForPeriod } from './pricingModel';
import type { Period } from './pricingModel';
import { RetryAlert } from '../../shared/RetryAlert';
import { href, paths } from '../../shared/paths';

const PERIOD_OPTIONS: { value: Period; label: string }[] = [
  { value: 'monthly', label: 'Měsíčně' },
  { value: 'yearly', label: 'Ročně' },
];

const ID_PREFIX = 'plan';

function PricingPlan({ plan, signedIn, selected }: { plan: PlanDto; signedIn: boolean; selected: boolean }) {
  const nameId = planNameId(ID_PREFIX, plan);
  const action =
    plan.planType === 'free' ? (
      <LinkButton to={paths.providerRegistration} size="large" block aria-describedby={nameId}>
        Registrovat zdarma
      </LinkButton>
    ) : (
      <LinkButton
        to={planHref(plan, signedIn)}
        type={plan.isPopular || selected ? 'primary' : 'default'}
        size="large"
        block
        aria-describedby={nameId}
        // A visitor goes through the login: remember the plan for the way back (autoSelectPlan).
        onClick={() => {
          if (!signedIn) rememberPlan(plan.id);
        }}
      >
        Vybrat plán
      </LinkButton>
    );
  return (
    <li className="pricing__item">
      <PlanCard plan={plan} idPrefix={ID_PREFIX} action={action} className={selected ? 'plan-card--selected' : ''} />
    </li>
  );
}

/**
 * The plan remembered under 'autoSelectPlan' (a visitor chose it, then went to the login): 1 s after
 * the section is shown with the plans, switch to its period, highlight and focus its card and forget
 * it; a signed-in user goes on to checkout.
 */
function useAutoSelectPlan(plans: PlanDto[] | undefined, signedIn: boolean, setPeriod: (period: Period) => void) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(() => rememberedPlan());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);

  useEffect(() => {
    if (!pending || !plans) return;
    const plan = findPaidPlan(plans, pending);
    if (!plan) {
      forgetPlan();
      setPending(null);
      return;
    }
    const timer = window.setTimeout(() => {
      forgetPlan();
      setPending(null);
      setPeriod(plan.billingPeriod);
      setSelectedId(plan.id);
      if (signedInRef.current) navigate(href.subscribe({ plan: plan.id }));
    }, AUTO_SELECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending, plans, navigate, setPeriod]);

  // Once the card is shown in its period: bring it into view and focus its button.
  useEffect(() => {
    if (!selectedId) return;
    const heading = document.getElementById(`${ID_PREFIX}-${selectedId}-name`);
    const card = heading?.closest('article');
    if (!card) return;
    if (typeof card.scrollIntoView === 'function') card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card.querySelector<HTMLElement>('.plan-card__action a, .plan-card__action button')?.focus({ preventScroll: true });
  }, [selectedId]);

  return selectedId;
}

/**
 * The inside of the pricing section (#pricing): monthly / yearly switch and the plan cards. A lazy
 * chunk with antd (Segmented, Skeleton, Alert), loaded when the section nears the viewport.
 */
export default function PricingPlans() {
  const { isAuthenticated } = useSession();
  const [period, setPeriod] = useState<Period>('monthly');
  const { data: plans, isLoading, isError, isFetching, refetch } = useSubscriptionPlansQuery();
  const selectedId = useAutoSelectPlan(plans, isAuthenticated, setPeriod);

  return (
    <>
      <div className="pricing__switch">
        <Segmented<Period>
          aria-label="Období platby"
          size="large"
          value={period}
          onChange={setPeriod}
          options={PERIOD_OPTIONS}
        />
      </div>
      {isLoading ? (
        <ul className="pricing__grid" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="pricing__item">
              <div className="plan-card plan-card--placeholder">
                <Skeleton active title paragraph={{ rows: 6 }} />
              </div>
            </li>
          ))}
        </ul>
      ) : isError && !plans ? (
        <RetryAlert
          className="home-alert"
          title="Ceny se nepodařilo načíst."
          description="Zkontrolujte připojení k internetu a zkuste to znovu."
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : (
        <ul className="pricing__grid">
          {plansForPeriod(plans ?? [], period).map((plan) => (
            <PricingPlan key={plan.id} plan={plan} signedIn={isAuthenticated} selected={plan.id === selectedId} />
          ))}
        </ul>
      )}
    </>
  );
}
