import { CreditCardOutlined, GiftOutlined, ScheduleOutlined, ShopOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useAccountProviderQuery,
  useSubscriptionCancelMutation,
  useSubscriptionPaymentsQuery,
  useSubscriptionPlansQuery,
  useSubscriptionSchedulePlanMutation,
} from '../../../api';
import type { PlanDto, SchedulePlanDto, SubscriptionInfoDto } from '../../../api';
import { BackLink } from '../../../shared/BackLink';
import { useScrollToHash } from '../../../shared/useScrollToHash';
import { InvoicesCard } from '../../billing';
import { formatDate } from '../../../shared/format';
import { errorMessage, errorStatus, isNetworkError } from '../../../shared/errors';
import { LinkButton } from '../../../shared/LinkButton';
import { ListEmpty, ListError } from '../../../shared/ListPage';
import { PlanCard, planNameId } from '../../../shared/PlanCard';
import {
  canCancel,
  currentPriceText,
  FREE_PLAN_LABEL,
  findPaidPlan,
  hasSubscription,
  isCancelledButActive,
  isRunning,
  NO_SUBSCRIPTION,
  paidPlans,
  paymentDate,
  paymentMethodText,
  paymentStatusLabel,
  planChoice,
  SUBSCRIPTION_TEXTS,
  subscriptionDisplay,
} from '../../../shared/subscriptionDisplay';
import type { BillingPeriod } from '../../../shared/subscriptionDisplay';
import { SubscriptionStatusBadge, useSubscriptionState } from './SubscriptionStatus';
import type { SubscriptionState } from './SubscriptionStatus';
import { RetryAlert } from '../../../shared/RetryAlert';
import './subscriptions.css';
import { paths } from '../../../shared/paths';

export const TITLE = 'Správa předplatného';

/** The invoices' anchor: the payment receipt e-mail links to /subscription-management#faktury. */
export const INVOICES_ANCHOR = 'faktury';

/** Texts of the page that tests and the e2e journeys read (seed 001, sections 2, 4 and 8). */
export const MANAGEMENT_TEXTS = {
  cancelButton: 'Zrušit předplatné',
  cancelConfirmTitle: 'Zrušit předplatné?',
  cancelConfirmOk: 'Ano, zrušit',
  cancelConfirmKeep: 'Ponechat předplatné',
  cancelConfirm: (company: string) =>
    `Opravdu chcete zrušit předplatné pro ${company}? Zůstane aktivní do konce fakturačního období.`,
  cancelled: 'Předplatné zrušeno',
  cancelFailed: 'Nepodařilo se zrušit předplatné',
  paymentDetails: 'Platební údaje',
  paymentDetailsInfo:
    'Platební kartu zadáváte při každé platbě na zabezpečené stránce platební brány. Plán změníte nebo obnovíte v nabídce níže.',
  planActivated: 'Plán aktivován',
  planNotFound: 'Plán nenalezen',
  planActivateFailed: 'Nepodařilo se aktivovat plán',
  planChangeFailed: 'Nepodařilo se změnit plán',
  choosePlan: 'Vybrat plán',
  currentPlan: 'Aktuální plán',
  keepPlan: 'Ponechat plán',
  noPayments: 'Zatím žádné platby',
  scheduled: (name: string) => `Od dalšího období: ${name}`,
  planScheduled: 'Naplánováno',
  changeScheduled: 'Změna plánu naplánována',
  changeUndone: 'Naplánovaná změna plánu zrušena',
  undoChange: 'Zrušit změnu plánu',
  downgradeConfirmTitle: (name: string) => `Přejít na plán ${name}?`,
  downgradeConfirm: (name: string, current: string, from: string) =>
    `Plán ${name} začne platit ${from}, kdy končí zaplacené období. Do té doby vám zůstává ${current}. Teď nic neplatíte.`,
  downgradeConfirmOk: 'Naplánovat změnu',
  downgradeConfirmKeep: 'Ponechat současný plán',
} as const;

/** The plan of the next period (POST /api/subscription/schedule-plan), with the page's notices. */
function useSchedulePlan() {
  const { notification } = App.useApp();
  const [schedule] = useSubscriptionSchedulePlanMutation();
  return async (planType: string, fallbackDescription: string): Promise<void> => {
    try {
      const result = await schedule({ schedulePlanDto: { planType: planType as SchedulePlanDto['planType'] } }).unwrap();
      const next = result.subscription.scheduledPlanName;
      notification.success({ title: result.message, description: next ? MANAGEMENT_TEXTS.scheduled(next) : fallbackDescription });
    } catch (error) {
      const status = errorStatus(error);
      const description = isNetworkError(error)
        ? MANAGEMENT_TEXTS.planChangeFailed
        : status === 400 || status === 404
          ? errorMessage(error, MANAGEMENT_TEXTS.planNotFound)
          : status !== undefined
            ? errorMessage(error, MANAGEMENT_TEXTS.planActivateFailed)
            : MANAGEMENT_TEXTS.planChangeFailed;
      notification.error({ title: SUBSCRIPTION_TEXTS.errorTitle, description });
    }
  };
}

const PERIOD_TITLES: { period: BillingPeriod; title: string }[] = [
  { period: 'monthly', title: 'Měsíční plány' },
  { period: 'yearly', title: 'Roční plány' },
];

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
          <Skeleton active paragraph={{ rows: 6 }} />
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
      <LinkButton to={paths.providerRegistration} type="primary" icon={<ShopOutlined aria-hidden="true" />}>
        Registrovat se jako dodavatel
      </LinkButton>
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
        ) : !plans.data ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              Načítání plánů…
            </p>
            <ul className="subscription-plans__grid" aria-hidden="true">
              {[0, 1].map((index) => (
                <li key={index} className="plan-card-wrap">
                  <div className="plan-card">
                    <Skeleton active paragraph={{ rows: 5 }} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <PlanGroups plans={plans.data} info={info} infoReady={state.kind === 'ready'} />
        )}
      </section>
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
  const { modal, notification } = App.useApp();
  const [cancel, cancelState] = useSubscriptionCancelMutation();

  const confirmCancel = () => {
    modal.confirm({
      title: MANAGEMENT_TEXTS.cancelConfirmTitle,
      content: MANAGEMENT_TEXTS.cancelConfirm(company),
      okText: MANAGEMENT_TEXTS.cancelConfirmOk,
      cancelText: MANAGEMENT_TEXTS.cancelConfirmKeep,
      okButtonProps: { danger: true },
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          const result = await cancel().unwrap();
          const end = result.subscription.activeUntil ?? result.subscription.endDate;
          notification.success({
            title: MANAGEMENT_TEXTS.cancelled,
            description: end ? `Předplatné zůstane aktivní do ${formatDate(end)}.` : undefined,
          });
        } catch (error) {
          notification.error({
            title: SUBSCRIPTION_TEXTS.errorTitle,
            description: errorMessage(error, MANAGEMENT_TEXTS.cancelFailed),
          });
        }
      },
    });
  };

  const showPaymentDetails = () => {
    notification.info({ title: MANAGEMENT_TEXTS.paymentDetails, description: MANAGEMENT_TEXTS.paymentDetailsInfo });
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
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : state.kind === 'error' ? (
        <RetryAlert title={SUBSCRIPTION_TEXTS.errorTitle} description={SUBSCRIPTION_TEXTS.errorText} onRetry={onRetry} />
      ) : (
        <CurrentDetails state={state} plans={plans}>
          {hasSubscription(state.info) && (
            <div className="subscription-current__actions">
              <Button icon={<CreditCardOutlined aria-hidden="true" />} onClick={showPaymentDetails}>
                {MANAGEMENT_TEXTS.paymentDetails}
              </Button>
              {canCancel(state.info) && (
                <Button
                  danger
                  icon={<StopOutlined aria-hidden="true" />}
                  loading={cancelState.isLoading}
                  onClick={confirmCancel}
                >
                  {MANAGEMENT_TEXTS.cancelButton}
                </Button>
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
        <Alert
          className="subscription-current__alert"
          type="warning"
          showIcon
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
      <Button type="link" size="small" loading={undoing} onClick={() => void undo()}>
        {MANAGEMENT_TEXTS.undoChange}
      </Button>
    </p>
  );
}

/** 'Měsíční plány' and 'Roční plány' with the choice rule of seed 001, section 4. */
function PlanGroups({ plans, info, infoReady }: { plans: PlanDto[]; info: SubscriptionInfoDto | undefined; infoReady: boolean }) {
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const schedule = useSchedulePlan();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const cancelledButActive = Boolean(info && isCancelledButActive(info));

  const scheduleWith = async (plan: PlanDto, planType: string) => {
    setPendingId(plan.id);
    try {
      await schedule(planType, `${plan.name}: předplatné pokračuje i v dalším období.`);
    } finally {
      setPendingId(null);
    }
  };

  const choose = (plan: PlanDto) => {
    const choice = planChoice(plan, plans, info);
    if (choice.kind === 'current' || choice.kind === 'scheduled') return;
    if (choice.kind === 'checkout') {
      navigate(choice.to);
      return;
    }
    if (!findPaidPlan(plans, choice.planType)) {
      notification.error({ title: SUBSCRIPTION_TEXTS.errorTitle, description: MANAGEMENT_TEXTS.planNotFound });
      return;
    }
    if (choice.kind === 'schedule') {
      void scheduleWith(plan, choice.planType);
      return;
    }
    // A cheaper plan: it starts when the paid period ends; say so before changing anything.
    const current = findPaidPlan(plans, info?.planId)?.name ?? info?.planName ?? '';
    const end = info?.endDate ?? info?.activeUntil;
    modal.confirm({
      title: MANAGEMENT_TEXTS.downgradeConfirmTitle(plan.name),
      content: MANAGEMENT_TEXTS.downgradeConfirm(plan.name, current, end ? formatDate(end) : 'od dalšího období'),
      okText: MANAGEMENT_TEXTS.downgradeConfirmOk,
      cancelText: MANAGEMENT_TEXTS.downgradeConfirmKeep,
      onOk: () => scheduleWith(plan, choice.planType),
    });
  };

  return (
    <>
      {cancelledButActive && (
        <p className="subscription-plans__lead">
          Předplatné je zrušené, ale stále aktivní: vybraný plán se aktivuje bez platby teď a bude platit od dalšího
          období.
        </p>
      )}
      {PERIOD_TITLES.map(({ period, title }) => {
        const list = paidPlans(plans, period);
        if (list.length === 0) return null;
        const titleId = `plans-${period}-title`;
        return (
          <section key={period} className="subscription-plans__group" aria-labelledby={titleId}>
            <h3 id={titleId} className="subscription-plans__title">
              {title}
            </h3>
            <ul className="subscription-plans__grid">
              {list.map((plan) => {
                const choice = planChoice(plan, plans, info);
                const isCurrent = isRunning(info) && info?.planId === plan.id;
                const nameId = planNameId('subscription-plan', plan);
                return (
                  <li key={plan.id} className="plan-card-wrap">
                    <PlanCard
                      plan={plan}
                      idPrefix="subscription-plan"
                      headingLevel={4}
                      className={isCurrent ? 'plan-card--current' : ''}
                      tag={isCurrent && choice.kind !== 'current' ? MANAGEMENT_TEXTS.currentPlan : undefined}
                      action={
                        choice.kind === 'current' || choice.kind === 'scheduled' ? (
                          <Button size="large" block disabled aria-describedby={nameId}>
                            {choice.kind === 'current' ? MANAGEMENT_TEXTS.currentPlan : MANAGEMENT_TEXTS.planScheduled}
                          </Button>
                        ) : (
                          <Button
                            size="large"
                            block
                            type={plan.isPopular ? 'primary' : 'default'}
                            aria-describedby={nameId}
                            disabled={!infoReady || (pendingId !== null && pendingId !== plan.id)}
                            loading={pendingId === plan.id}
                            onClick={() => choose(plan)}
                          >
                            {isCurrent ? MANAGEMENT_TEXTS.keepPlan : MANAGEMENT_TEXTS.choosePlan}
                          </Button>
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
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
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
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
