import CreditCardOutlined from '@ant-design/icons/es/icons/CreditCardOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { Card } from '../../../shared/ui/Card';
import { lazy, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useAccountProviderQuery,
  useSubscriptionCancelMutation,
  useSubscriptionPaymentsQuery,
  useSubscriptionPlansQuery,
} from '../../../api';
import type { PlanDto, SubscriptionInfoDto } from '../../../api';
import { AntdBoundary } from '../../../shared/antd/AntdBoundary';
import { BackLink } from '../../../shared/BackLink';
import { useScrollToHash } from '../../../shared/useScrollToHash';
import { InvoicesCard } from '../../billing';
import { formatDate } from '../../../shared/format';
import { errorMessage } from '../../../shared/errors';
import { ListEmpty, ListError } from '../../../shared/ListStates';
import { PlainButton, PlainLinkButton } from '../../../shared/PlainButton';
import { PlainSkeleton } from '../../../shared/PlainSkeleton';
import { confirm } from '../../../shared/ui/confirm';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/notify';
import { useNearViewport } from '../../../shared/useNearViewport';
import {
  canCancel,
  FREE_PLAN_LABEL,
  hasSubscription,
  NO_SUBSCRIPTION,
  SUBSCRIPTION_TEXTS,
  subscriptionDisplay,
} from '../../../shared/subscriptionDisplay';
import { currentPriceText, paymentDate, paymentMethodText, paymentStatusLabel } from '../../../shared/subscriptionPlans';
import { SubscriptionStatusBadge, useSubscriptionState } from './SubscriptionStatus';
import type { SubscriptionState } from './SubscriptionStatus';
import { RetryAlert } from '../../../shared/RetryAlert';
import { MANAGEMENT_TEXTS, useSchedulePlan } from './subscriptionManagement';
import './subscriptions.css';
import { paths } from '../../../shared/paths';

export { MANAGEMENT_TEXTS } from './subscriptionManagement';

// The page is a plain one (app/plainPages.ts): the plans to choose from (antd's buttons and ribbons, the confirmations)
// are below the current subscription, the payments and the invoices, and load with antd as they come near the screen.
const PlanGroups = lazy(() => import('./SubscriptionPlanGroups'));

export const TITLE = 'Správa předplatného';

/** The invoices' anchor: the payment receipt e-mail links to /subscription-management#faktury. */
export const INVOICES_ANCHOR = 'faktury';

/**
 * /subscription-management (protected by RequireAuth; seed 001, "Subscription management"): the
 * current subscription (with cancel), the monthly and yearly plans, and the payment history. A user
 * without a provider profile sees the free account and a way to register as a provider.
 */
export default function SubscriptionManagementPage() {
  const profile = useAccountProviderQuery();

  if (profile.data) return <ProviderSubscription company={profile.data.companyName} />;

  return (
    <div className="page subscription-page">
      <BackLink to={paths.dashboard}>Zpět na dashboard</BackLink>
      <h1 className="subscription-page__title">{TITLE}</h1>
      {profile.isSuccess && profile.data === null ? (
        <NotProviderCard />
      ) : profile.isError ? (
        <ListError title="Účet se nepodařilo načíst" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            {SUBSCRIPTION_TEXTS.loading}
          </p>
          <PlainSkeleton rows={6} />
        </div>
      )}
    </div>
  );
}

/** A couple (or any user without a provider profile): the free account and the provider registration. */
function NotProviderCard() {
  return (
    <Card className="subscription-card" title={<h2 className="subscription-card__title">Aktuální předplatné</h2>}>
      <div className="subscription-current__head">
        <span className="subscription-current__plan">{FREE_PLAN_LABEL}</span>
        <SubscriptionStatusBadge state={{ kind: 'ready', info: NO_SUBSCRIPTION, display: subscriptionDisplay(NO_SUBSCRIPTION) }} />
      </div>
      <p className="subscription-card__text">
        Předplatné je určeno pro dodavatele svatebních služeb. Zaregistrujte se jako dodavatel a s předplatným uvidíte
        kontakty na páry a zobrazíte se v seznamu dodavatelů.
      </p>
      <PlainLinkButton to={paths.providerRegistration} variant="primary" icon={<ShopOutlined aria-hidden="true" />}>
        Registrovat se jako dodavatel
      </PlainLinkButton>
    </Card>
  );
}

function ProviderSubscription({ company }: { company: string }) {
  const { state, query } = useSubscriptionState();
  const plans = useSubscriptionPlansQuery();
  const info = state.kind === 'ready' ? state.info : undefined;
  // The payment e-mail links to /subscription-management#faktury: align to the invoices once the page is drawn.
  const pageRef = useRef<HTMLDivElement>(null);
  useScrollToHash(true, pageRef);

  return (
    <div className="page subscription-page" ref={pageRef}>
      <BackLink to={paths.dashboard}>Zpět na dashboard</BackLink>
      <header className="subscription-page__head">
        <h1 className="subscription-page__title">{TITLE}</h1>
        <p className="subscription-page__lead">
          S předplatným uvidíte kontakty na páry u všech poptávek a zobrazíte se v seznamu dodavatelů.
        </p>
      </header>

      <div className="subscription-layout">
        <CurrentSubscription
          state={state}
          plans={plans.data ?? []}
          company={company}
          onRetry={() => void query.refetch()}
        />
        <PaymentHistory />
      </div>

      <InvoicesCard id={INVOICES_ANCHOR} className="subscription-invoices" />

      <section className="subscription-plans" aria-labelledby="available-plans-title">
        <h2 id="available-plans-title" className="subscription-section__title">
          Dostupné plány
        </h2>
        {plans.isError && !plans.data ? (
          <ListError title="Plány se nepodařilo načíst" error={plans.error} onRetry={() => void plans.refetch()} />
        ) : (
          <PlansWhenNear plans={plans.data} info={info} infoReady={state.kind === 'ready'} />
        )}
      </section>
    </div>
  );
}

/** The plans' skeletons: two cards of the grid. */
function PlansLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Načítání plánů…
      </p>
      <ul className="subscription-plans__grid" aria-hidden="true">
        {[0, 1].map((index) => (
          <li key={index} className="plan-card-wrap">
            <div className="plan-card">
              <PlainSkeleton rows={5} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The plan groups once the plans are in and the section is near the screen (a link to it loads them at once). */
function PlansWhenNear({ plans, info, infoReady }: { plans: PlanDto[] | undefined; info: SubscriptionInfoDto | undefined; infoReady: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(false, { margin: '300px' });
  return (
    <div ref={ref}>
      {plans && near ? (
        <AntdBoundary fallback={<PlansLoading />}>
          <PlanGroups plans={plans} info={info} infoReady={infoReady} />
        </AntdBoundary>
      ) : (
        <PlansLoading />
      )}
    </div>
  );
}

/** The current subscription card: plan, status, days or end date, notes, cancel and payment details. */
function CurrentSubscription({
  state,
  plans,
  company,
  onRetry,
}: {
  state: SubscriptionState;
  plans: PlanDto[];
  company: string;
  onRetry: () => void;
}) {
  const [cancel, cancelState] = useSubscriptionCancelMutation();

  const confirmCancel = () => {
    void confirm({
      title: MANAGEMENT_TEXTS.cancelConfirmTitle,
      content: MANAGEMENT_TEXTS.cancelConfirm(company),
      okText: MANAGEMENT_TEXTS.cancelConfirmOk,
      cancelText: MANAGEMENT_TEXTS.cancelConfirmKeep,
      danger: true,
      focusCancel: true,
      onOk: async () => {
        try {
          const result = await cancel().unwrap();
          const end = result.subscription.activeUntil ?? result.subscription.endDate;
          void notify('success', {
            title: MANAGEMENT_TEXTS.cancelled,
            description: end ? `Předplatné zůstane aktivní do ${formatDate(end)}.` : undefined,
          });
        } catch (error) {
          void notify('error', {
            title: SUBSCRIPTION_TEXTS.errorTitle,
            description: errorMessage(error, MANAGEMENT_TEXTS.cancelFailed),
          });
        }
      },
    });
  };

  const showPaymentDetails = () => {
    void notify('info', { title: MANAGEMENT_TEXTS.paymentDetails, description: MANAGEMENT_TEXTS.paymentDetailsInfo });
  };

  return (
    <Card
      className="subscription-card subscription-current"
      title={<h2 className="subscription-card__title">Aktuální předplatné</h2>}
    >
      {state.kind === 'loading' ? (
        <div aria-busy="true">
          <p className="subscription-card__text" role="status">
            {SUBSCRIPTION_TEXTS.loading}
          </p>
          <PlainSkeleton rows={3} />
        </div>
      ) : state.kind === 'error' ? (
        <RetryAlert title={SUBSCRIPTION_TEXTS.errorTitle} description={SUBSCRIPTION_TEXTS.errorText} onRetry={onRetry} />
      ) : (
        <CurrentDetails state={state} plans={plans}>
          {hasSubscription(state.info) && (
            <div className="subscription-current__actions">
              <PlainButton icon={<CreditCardOutlined aria-hidden="true" />} onClick={showPaymentDetails}>
                {MANAGEMENT_TEXTS.paymentDetails}
              </PlainButton>
              {canCancel(state.info) && (
                <PlainButton
                  danger
                  icon={<StopOutlined aria-hidden="true" />}
                  loading={cancelState.isLoading}
                  onClick={confirmCancel}
                >
                  {MANAGEMENT_TEXTS.cancelButton}
                </PlainButton>
              )}
            </div>
          )}
        </CurrentDetails>
      )}
    </Card>
  );
}

function CurrentDetails({
  state,
  plans,
  children,
}: {
  state: Extract<SubscriptionState, { kind: 'ready' }>;
  plans: PlanDto[];
  children: ReactNode;
}) {
  const { info, display } = state;
  const end = info.activeUntil ?? info.endDate;
  return (
    <>
      <div className="subscription-current__head">
        <span className="subscription-current__plan">{display.planLabel}</span>
        <SubscriptionStatusBadge state={state} />
      </div>
      {display.note && <p className="subscription-current__note">{display.note}</p>}

      {!hasSubscription(info) ? (
        <p className="subscription-card__text">
          Máte bezplatný účet: profil, portfolio a kalendář. Vyberte si plán níže a uvidíte kontakty na páry.
        </p>
      ) : (
        <dl className="subscription-facts">
          <div className="subscription-fact">
            <dt>Cena</dt>
            <dd>{currentPriceText(plans, info)}</dd>
          </div>
          {display.tone === 'active' && end && (
            <div className="subscription-fact">
              <dt>Konec období</dt>
              <dd>{formatDate(end)}</dd>
            </div>
          )}
          {display.tone === 'cancelled' && display.daysRemaining && (
            <div className="subscription-fact">
              <dt>Zbývající doba</dt>
              <dd>{display.daysRemaining}</dd>
            </div>
          )}
        </dl>
      )}

      {display.tone === 'cancelled' && (
        <Notice
          className="subscription-current__alert"
          type="warning"
          title={display.activeUntil ?? SUBSCRIPTION_TEXTS.activeCancelled}
          description="Předplatné jste zrušili. Do konce zaplaceného období zůstává aktivní, poté se účet změní na bezplatný. Výběrem plánu níže předplatné zachováte bez další platby teď."
        />
      )}
      {info.scheduledPlanName && <ScheduledChange info={info} />}
      {info.source === 'admin' && (
        <p className="subscription-current__line">
          <GiftOutlined aria-hidden="true" /> {SUBSCRIPTION_TEXTS.adminGranted}
        </p>
      )}
      {children}
    </>
  );
}

/** 'Od dalšího období: Basic', with the way back to the current plan. */
function ScheduledChange({ info }: { info: SubscriptionInfoDto }) {
  const schedule = useSchedulePlan();
  const [undoing, setUndoing] = useState(false);
  const undo = async () => {
    if (!info.planId) return;
    setUndoing(true);
    try {
      await schedule(info.planId, `${info.planName ?? ''}: předplatné pokračuje i v dalším období.`);
    } finally {
      setUndoing(false);
    }
  };
  return (
    <p className="subscription-current__line">
      <ScheduleOutlined aria-hidden="true" /> {MANAGEMENT_TEXTS.scheduled(info.scheduledPlanName!)}
      <PlainButton variant="link" size="small" loading={undoing} onClick={() => void undo()}>
        {MANAGEMENT_TEXTS.undoChange}
      </PlainButton>
    </p>
  );
}

/** 'Historie plateb': date, description, amount, method and 'Uhrazeno' / 'Neuhrazeno'. */
function PaymentHistory() {
  const payments = useSubscriptionPaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card className="subscription-card" title={<h2 className="subscription-card__title">Historie plateb</h2>}>
      {payments.isError && !payments.data ? (
        <ListError title="Historii plateb se nepodařilo načíst" error={payments.error} onRetry={() => void payments.refetch()} />
      ) : !payments.data ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Načítání plateb…
          </p>
          <PlainSkeleton rows={4} />
        </div>
      ) : payments.data.length === 0 ? (
        <ListEmpty title={MANAGEMENT_TEXTS.noPayments} headingLevel={3}>
          <p>Po první platbě tu najdete její datum, částku a stav.</p>
        </ListEmpty>
      ) : (
        <table className="payment-table">
          <caption className="sr-only">Historie plateb</caption>
          <thead>
            <tr>
              <th scope="col">Datum</th>
              <th scope="col">Popis</th>
              <th scope="col">Částka</th>
              <th scope="col">Způsob platby</th>
              <th scope="col">Stav</th>
            </tr>
          </thead>
          <tbody>
            {payments.data.map((payment) => {
              const paid = payment.status === 'succeeded';
              return (
                <tr key={payment.id}>
                  <td data-label="Datum">{paymentDate(payment)}</td>
                  <td data-label="Popis">{payment.description}</td>
                  <td data-label="Částka" className="payment-table__amount">
                    {payment.formattedAmount}
                  </td>
                  <td data-label="Způsob platby">{paymentMethodText(payment)}</td>
                  <td data-label="Stav">
                    <span className={`payment-status payment-status--${paid ? 'paid' : 'unpaid'}`}>
                      {paymentStatusLabel(payment.status)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
