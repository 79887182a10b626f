import { CheckOutlined } from '@ant-design/icons';
import { Badge, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { PlanDto } from '../api';
import { formatCzk } from './format';
import { PERIOD_SUFFIX } from './plans';
import './planCard.css';

/** The id of a plan card's heading (the card and its button are labelled / described by it). */
export const planNameId = (idPrefix: string, plan: PlanDto) => `${idPrefix}-${plan.id}-name`;

export interface PlanCardProps {
  plan: PlanDto;
  /** The button (or link) of the card, described by the plan's name. */
  action: ReactNode;
  /** Prefix of the heading id, unique per page ('plan' on the home page). */
  idPrefix?: string;
  headingLevel?: 3 | 4;
  /** Extra classes: 'plan-card--selected', 'plan-card--current'. */
  className?: string;
  /** A tag above the name, e.g. 'Aktuální plán'. */
  tag?: string;
}

/**
 * A plan: name, description, price per period, the yearly saving ('Úspora {Kč}' with the original
 * price and the discount), features and the action; the popular plan wears the 'Nejoblíbenější'
 * ribbon. Shared by the home page's pricing and /subscription-management.
 */
export function PlanCard({ plan, action, idPrefix = 'plan', headingLevel = 3, className = '', tag }: PlanCardProps) {
  const nameId = planNameId(idPrefix, plan);
  const Heading = `h${headingLevel}` as const;
  const card = (
    <article
      className={`plan-card${plan.isPopular ? ' plan-card--popular' : ''} ${className}`.trim()}
      aria-labelledby={nameId}
    >
      {tag && <Tag className="plan-card__current-tag">{tag}</Tag>}
      <Heading id={nameId} className="plan-card__name">
        {plan.name}
      </Heading>
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
      <div className="plan-card__action">{action}</div>
    </article>
  );
  return plan.isPopular ? (
    <Badge.Ribbon text="Nejoblíbenější" color="#9d2452" className="plan-card__ribbon">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
