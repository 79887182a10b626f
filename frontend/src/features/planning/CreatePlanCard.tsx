import { lazy } from 'react';
import type { PlanPrefillDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { Card } from '../../shared/ui/Card';

export const CREATE_TITLE = 'Založte si svatební plán';

// The form is antd's (date picker, place search): it loads with antd under the card's text, which is drawn at once.
const CreatePlanForm = lazy(() => import('./CreatePlanForm'));

/** The form's place while it loads, as tall as the form (see .plan-form--skeleton), so that nothing below it moves. */
function FormSkeleton() {
  return (
    <div className="plan-form plan-form--skeleton" aria-hidden="true">
      {['names', 'date', 'place', 'guests', 'budget'].map((field) => (
        <div key={field} className="plan-form__skeleton-field">
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line plan-form__skeleton-input" />
        </div>
      ))}
    </div>
  );
}

/**
 * A couple without a plan: what it gives and the wedding's facts, prefilled from their latest request (names, date,
 * place), to start it. The checklist's ~40 tasks are made with it.
 */
export function CreatePlanCard({ prefill }: { prefill: PlanPrefillDto }) {
  const prefilled = Boolean(prefill.coupleNames || prefill.weddingDate || prefill.locationId);
  return (
    <Card className="plan-card plan-create" title={<h2 className="plan-card__title">{CREATE_TITLE}</h2>}>
      <p>
        Úkoly seřazené podle data svatby, rozpočet, který se sám doplní z přijatých nabídek, a seznam hostů s odpověďmi na
        pozvánku. Plán můžete sdílet s partnerem nebo partnerkou.
      </p>
      {prefilled && <p className="plan-create__prefill">Údaje jsme předvyplnili z vaší poslední poptávky.</p>}
      <AntdBoundary fallback={<FormSkeleton />}>
        <CreatePlanForm prefill={prefill} />
      </AntdBoundary>
    </Card>
  );
}
