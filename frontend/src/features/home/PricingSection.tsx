import { CheckOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSubscriptionPlansQuery } from '../../api';
import type { PlanDto } from '../../api';
import { useSession } from '../auth/useSession';
import { formatCzk } from '../../shared/format';
import { LinkButton } from '../../shared/LinkButton';

type Period = PlanDto['billingPeriod'];

const PERIOD_OPTIONS: { value: Period; label: string }[] = [
  { value: 'monthly', label: 'Měsíčně' },
  { value: 'yearly', label: 'Ročně' },
];

const PERIOD_SUFFIX: Record<Period, string> = { monthly: '/ měsíc', yearly: '/ rok' };

/** The free plan once, then basic and premium of the chosen billing period. */
export function plansForPeriod(plans: readonly PlanDto[], period: Period): PlanDto[] {
  const free = plans.find((plan) => plan.planType === 'free');
  const paid = (['basic', 'premium'] as const)
    .map((type) => plans.find((plan) => plan.planType === type && plan.billingPeriod === period))
    .filter((plan): plan is PlanDto => plan !== undefined);
  return free ? [free, ...paid] : paid;
}

/** Where 'Vybrat plán' leads: checkout for a signed-in user, else the login with the subscription return. */
export function planHref(plan: PlanDto, signedIn: boolean): string {
  const id = encodeURIComponent(plan.id);
  return signedIn ? `/subscribe?plan=${id}` : `/login?returnTo=subscribe&plan=${id}`;
}

function PlanCard({ plan, signedIn }: { plan: PlanDto; signedIn: boolean }) {
  const nameId = `plan-${plan.id}-name`;
  const free = plan.planType === 'free';
  const card: ReactNode = (
    <article
      className={`plan-card${plan.isPopular ? ' plan-card--popular' : ''}`}
      aria-labelledby={nameId}
    >
      <h3 id={nameId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{plan.priceFormatted}</span>{' '}
        <span className="plan-card__period">{PERIOD_SUFFIX[plan.billingPeriod]}</span>
      </p>
      {plan.billingPeriod === 'yearly' && plan.savings ? (
        <div className="plan-card__savings">
          <span className="plan-card__savings-tag">{`Úspora ${formatCzk(plan.savings)}`}</span>
          {plan.originalPrice ? (
            <span className="plan-card__original">
              <span className="sr-only">Původní cena </span>
              <s>{formatCzk(plan.originalPrice)}</s>
            </span>
          ) : null}
          {plan.discountPercent ? <span className="plan-card__discount">{`−${plan.discountPercent} %`}</span> : null}
        </div>
      ) : null}
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined className="plan-card__check" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="plan-card__action">
        {free ? (
          <LinkButton to="/provider-registration" size="large" block aria-describedby={nameId}>
            Registrovat zdarma
          </LinkButton>
        ) : (
          <LinkButton
            to={planHref(plan, signedIn)}
            type={plan.isPopular ? 'primary' : 'default'}
            size="large"
            block
            aria-describedby={nameId}
          >
            Vybrat plán
          </LinkButton>
        )}
      </div>
    </article>
  );
  return (
    <li className="pricing__item">
      {plan.isPopular ? (
        <Badge.Ribbon text="Nejoblíbenější" color="#9d2452" className="plan-card__ribbon">
          {card}
        </Badge.Ribbon>
      ) : (
        card
      )}
    </li>
  );
}

/** Pricing for providers (#pricing): monthly / yearly switch and the plan cards. */
export function PricingSection() {
  const { isAuthenticated } = useSession();
  const [period, setPeriod] = useState<Period>('monthly');
  const { data: plans, isLoading, isError, isFetching, refetch } = useSubscriptionPlansQuery();

  return (
    <section id="pricing" className="home-section pricing" aria-labelledby="pricing-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="pricing-title" className="home-section__title">
            Ceny pro dodavatele
          </h2>
          <p className="home-section__lead">
            Registrace je zdarma. S předplatným se zobrazíte v seznamu dodavatelů a uvidíte kontakty na páry.
          </p>
        </header>
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
          <Alert
            type="error"
            showIcon
            className="home-alert"
            title="Ceny se nepodařilo načíst."
            description="Zkontrolujte připojení k internetu a zkuste to znovu."
            action={
              <Button onClick={() => refetch()} loading={isFetching}>
                Zkusit znovu
              </Button>
            }
          />
        ) : (
          <ul className="pricing__grid">
            {plansForPeriod(plans ?? [], period).map((plan) => (
              <PlanCard key={plan.id} plan={plan} signedIn={isAuthenticated} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
