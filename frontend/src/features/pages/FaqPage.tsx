import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFaqQuery, useSubscriptionPlansQuery } from '../../api';
import type { FaqItemDto, PlanDto } from '../../api';
import { formatCzk } from '../../shared/format/money';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { PERIOD_SUFFIX } from '../../shared/plans';
import { useScrollToHash } from '../../shared/useScrollToHash';
import { FAQ_TITLE, FaqLead } from './faqHead';
import { StaticPageLayout } from './StaticPageLayout';
import type { StaticSection } from './StaticPageLayout';
import { RetryAlert } from '../../shared/RetryAlert';

/** `[text](href)`: the links in the answers' paragraphs (GET /api/faq). */
const LINK = /\[([^\]]+)\]\(([^()\s]+)\)/g;

/** A paragraph of an answer: its text with the links as router links (mailto: as a plain link). */
export function FaqParagraph({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [markup, label, href] = match;
    parts.push(text.slice(last, match.index));
    if (href.startsWith('mailto:')) {
      parts.push(<a key={match.index} href={href}>{label}</a>);
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      parts.push(<Link key={match.index} to={href}>{label}</Link>);
    } else {
      // The API links only to the site's own pages: anything else stays text.
      parts.push(label);
    }
    last = match.index + markup.length;
  }
  parts.push(text.slice(last));
  return <p>{parts}</p>;
}

/** A paid plan type with its monthly and yearly variant, in the order the API lists them. */
export interface PlanPrice {
  planType: PlanDto['planType'];
  name: string;
  description: string;
  monthly?: PlanDto;
  yearly?: PlanDto;
}

/** The paid plans of the API grouped by type (Basic, Premium): monthly and yearly price side by side. */
export function planPrices(plans: readonly PlanDto[]): PlanPrice[] {
  const byType = new Map<PlanDto['planType'], PlanPrice>();
  for (const plan of plans) {
    if (plan.planType === 'free' || plan.price <= 0) continue;
    const entry = byType.get(plan.planType) ?? {
      planType: plan.planType,
      name: plan.name,
      description: plan.description,
    };
    if (plan.billingPeriod === 'monthly') {
      entry.monthly = plan;
      entry.description = plan.description;
    } else {
      entry.yearly = plan;
    }
    byType.set(plan.planType, entry);
  }
  return [...byType.values()];
}

function PriceLine({ plan }: { plan: PlanDto }) {
  return <span className="faq-prices__price">{`${formatCzk(plan.price)} ${PERIOD_SUFFIX[plan.billingPeriod]}`}</span>;
}

type PlansQuery = ReturnType<typeof useSubscriptionPlansQuery>;

/**
 * The answer about prices: the FAQ's first paragraph, the prices read from GET /api/subscription/plans
 * (never typed into the page), then the other paragraphs.
 */
function PlanPricesAnswer({ paragraphs, query }: { paragraphs: readonly string[]; query: PlansQuery }) {
  const { data: plans, isLoading, isError, isFetching, refetch } = query;
  const prices = planPrices(plans ?? []);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div className="faq-prices__skeleton" aria-busy="true">
        <span className="sr-only">Načítám ceny…</span>
        <PlainSkeleton rows={2} />
      </div>
    );
  } else if (isError && !plans) {
    content = (
      <RetryAlert
        title="Ceny se nepodařilo načíst."
        description="Zkontrolujte připojení k internetu a zkuste to znovu."
        small
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  } else {
    content = (
      <ul className="faq-prices" aria-label="Ceny předplatného">
        {prices.map((price) => (
          <li key={price.planType}>
            <span className="faq-prices__name">{price.name}</span>
            {price.monthly && <PriceLine plan={price.monthly} />}
            {price.monthly && price.yearly && ' nebo '}
            {price.yearly && <PriceLine plan={price.yearly} />}
            {price.yearly?.savings ? (
              <span className="faq-prices__saving">
                {`Při roční platbě ušetříte ${formatCzk(price.yearly.savings)}`}
                {price.yearly.discountPercent ? ` (${price.yearly.discountPercent} %)` : ''}.
              </span>
            ) : null}
            {price.description && <span className="faq-prices__saving">{price.description}</span>}
          </li>
        ))}
      </ul>
    );
  }

  const [before, ...after] = paragraphs;
  return (
    <>
      {before !== undefined && <FaqParagraph text={before} />}
      {content}
      {after.map((text, index) => (
        <FaqParagraph key={index} text={text} />
      ))}
    </>
  );
}

/** An answer: its paragraphs, and the price list for the price question. */
function FaqAnswer({ item, plansQuery }: { item: FaqItemDto; plansQuery: PlansQuery }) {
  if (item.kind === 'planPrices') return <PlanPricesAnswer paragraphs={item.paragraphs} query={plansQuery} />;
  return (
    <>
      {item.paragraphs.map((text, index) => (
        <FaqParagraph key={index} text={text} />
      ))}
    </>
  );
}

const itemAnchor = (key: string) => `faq-${key}`;

/**
 * One group of questions, drawn like antd's Collapse: each question is a button (Enter and Space toggle it)
 * with aria-expanded, controlling its answer below it.
 */
function FaqGroup({
  items,
  initiallyOpen,
  plansQuery,
}: {
  items: readonly FaqItemDto[];
  initiallyOpen: string | null;
  plansQuery: PlansQuery;
}) {
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    items.some((item) => item.key === initiallyOpen) && initiallyOpen ? [initiallyOpen] : [],
  );
  const toggle = (key: string) =>
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  return (
    <div className="faq-list">
      {items.map((item) => {
        const open = openKeys.includes(item.key);
        const answerId = `${itemAnchor(item.key)}-answer`;
        return (
          // The anchor of /faq#faq-{key} (the deep link opens the question).
          <div key={item.key} id={itemAnchor(item.key)} className={open ? 'faq-item faq-item--open' : 'faq-item'}>
            <button
              type="button"
              className="faq-item__question"
              aria-expanded={open}
              aria-controls={answerId}
              onClick={() => toggle(item.key)}
            >
              <RightOutlined className="faq-item__arrow" aria-hidden="true" />
              <span>{item.question}</span>
            </button>
            <div id={answerId} className="faq-item__answer" hidden={!open}>
              {/* Rendered while open: the price list's loading and error states only with its question. */}
              {open && (
                <div className="faq-answer">
                  <FaqAnswer item={item} plansQuery={plansQuery} />
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** /faq: questions of couples and providers from GET /api/faq; the plan prices come from the plans API. */
export default function FaqPage() {
  const { data: faq, isLoading, isError, isFetching, refetch } = useFaqQuery();
  const plansQuery = useSubscriptionPlansQuery();
  const { hash } = useLocation();
  const openKey = hash.startsWith('#faq-') ? decodeURIComponent(hash.slice('#faq-'.length)) : null;
  // The layout aligns to /faq#faq-{key} on the first render; the questions arrive later, so align again then.
  const pageRef = useRef<HTMLDivElement>(null);
  useScrollToHash(Boolean(faq), pageRef);

  const sections: StaticSection[] = (faq?.groups ?? []).map((group) => ({
    id: group.id,
    title: group.title,
    content: (
      <div className="faq-group">
        <FaqGroup items={group.items} initiallyOpen={openKey} plansQuery={plansQuery} />
      </div>
    ),
  }));

  let state: ReactNode = null;
  if (isLoading) {
    state = (
      <div className="faq-skeleton" aria-busy="true">
        <span className="sr-only">Načítám otázky…</span>
        <PlainSkeleton rows={6} />
      </div>
    );
  } else if (isError && !faq) {
    state = (
      <RetryAlert
        title="Otázky se nepodařilo načíst."
        description="Zkontrolujte připojení k internetu a zkuste to znovu."
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <div ref={pageRef}>
      <StaticPageLayout
        title={FAQ_TITLE}
        lead={<FaqLead live />}
        sections={sections}
      >
        {state}
      </StaticPageLayout>
    </div>
  );
}
