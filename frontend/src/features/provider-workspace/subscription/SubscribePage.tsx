import { CreditCardOutlined, ExperimentOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Spin } from 'antd';
import { Card } from '../../../shared/ui/Card';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useGetOrCreateSubscriptionMutation,
  useAccountProviderQuery,
  useSubscriptionCheckoutConfigQuery,
  useSubscriptionInfoQuery,
  useSubscriptionPlansQuery,
} from '../../../api';
import type { CheckoutRequestDto, CheckoutResponseDto, PlanDto } from '../../../api';
import { BackLink } from '../../../shared/BackLink';
import dayjs from 'dayjs';
import { formatCzk, formatDate, pragueToday } from '../../../shared/format';
import { errorMessage, errorStatus } from '../../../shared/errors';
import { FullPageSpinner } from '../../../shared/FullPageSpinner';
import { LinkButton } from '../../../shared/LinkButton';
import { ListError } from '../../../shared/ListStates';
import { PERIOD_SUFFIX } from '../../../shared/plans';
import { useSession } from '../../../shared/useSession';
import { forgetPlan } from '../../../shared/autoSelectPlan';
import {
  checkoutAmount,
  checkoutReturnPath,
  currentPlanPrice,
  findPaidPlan,
  readCheckoutParams,
} from '../../../shared/subscriptionPlans';
import type { CheckoutParams } from '../../../shared/subscriptionPlans';
import { usePaymentVerification } from './usePaymentVerification';
import './subscriptions.css';
import { href, paths } from '../../../shared/paths';

const StripePayment = lazy(() => import('./StripePayment'));

export const TITLE = 'Platba předplatného';

/** Texts of /subscribe that tests and the e2e journeys read. */
export const CHECKOUT_TEXTS = {
  pay: (amount: number | null) => (amount === null ? 'Zaplatit' : `Zaplatit ${formatCzk(amount)}`),
  surcharge: (amount: number | null) => (amount === null ? 'Doplatek se počítá…' : `Doplatek ${formatCzk(amount)}`),
  testModeTitle: 'Platební brána: testovací režim',
  testModeText:
    'Žádná skutečná karta nebude zatížena. Po kliknutí na tlačítko platby se předplatné aktivuje ihned a v historii plateb se zobrazí testovací karta.',
  verifying: 'Ověřuji platbu...',
  active: 'Předplatné je aktivní',
  timeoutTitle: 'Platba se zpracovává',
  timeoutText:
    'Ověření platby trvá déle než obvykle. Jakmile ji platební brána potvrdí, předplatné se aktivuje samo. Stav najdete ve správě předplatného.',
  toManagement: 'Přejít na správu předplatného',
  planNotFound: 'Plán nenalezen',
  startFailed: 'Platbu se nepodařilo zahájit',
  redirectFailed: 'Platba se nezdařila. Zkuste to prosím znovu.',
  notProvider:
    'Předplatné je určeno pro dodavatele svatebních služeb. Zaregistrujte se jako dodavatel a pak si vyberte plán.',
} as const;

/**
 * What the provider agrees to at checkout (issue 51): the renewal, the prices and the document it gets.
 * Svatby is not a VAT payer (no VAT is configured or charged: the plans' prices are what the card pays),
 * so the prices are final; a receipt ('potvrzení o platbě', the payment-receipt mail) follows every
 * payment until invoices come with the provider-business work.
 */
export const CHECKOUT_TERMS = {
  renewal: (period: PlanDto['billingPeriod'], nextDate: string) =>
    `Předplatné se automaticky obnovuje ${period === 'yearly' ? 'každý rok' : 'každý měsíc'}, poprvé ${nextDate}. Zrušit ho můžete kdykoli ve Správě předplatného; zůstane aktivní do konce zaplaceného období.`,
  upgradeRenewal: (period: PlanDto['billingPeriod']) =>
    `Nový plán se pak automaticky obnovuje ${period === 'yearly' ? 'každý rok' : 'každý měsíc'}; datum obnovení uvidíte ve Správě předplatného, kde ho také můžete kdykoli zrušit.`,
  prices: 'Ceny jsou konečné: DPH ani jiné poplatky se k nim nepřipočítávají.',
  document: 'Po každé platbě obdržíte e-mailem potvrzení o platbě (účtenku). Všechny platby najdete v historii plateb ve Správě předplatného.',
} as const;

/** The day the plan bought today renews: a month or a year from today in Prague. */
export function firstRenewalDate(period: PlanDto['billingPeriod'], now: Date = new Date()): string {
  return formatDate(dayjs(pragueToday(now)).add(1, period === 'yearly' ? 'year' : 'month').format('YYYY-MM-DD'));
}

const PERIOD_LABEL: Record<PlanDto['billingPeriod'], string> = {
  monthly: 'Měsíční předplatné',
  yearly: 'Roční předplatné',
};

/** Where a visitor signs in first: the login returns to this plan's checkout. */
export function subscribeLoginPath(plan: string | null): string {
  return href.login({ returnTo: 'subscribe', plan: plan || undefined });
}

/**
 * /subscribe (public route; seed 001 section 2, seed 000 section 4): checkout of one plan. Query:
 * plan, upgrade=true, cost, from=subscription-management, client_secret (back from a Stripe
 * redirect). Visitors go to the login first. Offline mode ('testovací režim') pays with one button;
 * Stripe mode shows the Payment Element. After paying the subscription is verified (500 ms × 10).
 */
export default function SubscribePage() {
  const [params] = useSearchParams();
  const checkout = readCheckoutParams(params);
  const { isAuthenticated, isLoading } = useSession();

  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) return <Navigate to={subscribeLoginPath(checkout.plan)} replace />;
  return <Checkout checkout={checkout} />;
}

function Checkout({ checkout }: { checkout: CheckoutParams }) {
  const profile = useAccountProviderQuery();
  const plans = useSubscriptionPlansQuery();
  const config = useSubscriptionCheckoutConfigQuery();
  const plan = plans.data ? findPaidPlan(plans.data, checkout.plan) : undefined;
  // The remembered choice of the pricing section has reached checkout.
  useEffect(() => forgetPlan(), []);

  const back =
    checkout.from === 'subscription-management'
      ? { to: paths.subscriptionManagement, label: 'Zpět na správu předplatného' }
      : { to: href.home('pricing'), label: 'Zpět na ceník' };

  let body;
  const notProvider = profile.isSuccess && profile.data === null;
  if (plans.isError && !plans.data) {
    body = <ListError title="Plány se nepodařilo načíst" error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (plans.data && !plan) {
    body = (
      <Card className="checkout-card">
        <h2 className="checkout-summary__plan">{CHECKOUT_TEXTS.planNotFound}</h2>
        <p>Vybraný plán neexistuje. Vyberte si prosím plán v ceníku.</p>
        <LinkButton to={href.home('pricing')} type="primary">
          Zpět na ceník
        </LinkButton>
      </Card>
    );
  } else if (notProvider) {
    body = (
      <Card className="checkout-card">
        <p>{CHECKOUT_TEXTS.notProvider}</p>
        <LinkButton to={paths.providerRegistration} type="primary" icon={<ShopOutlined aria-hidden="true" />}>
          Registrovat se jako dodavatel
        </LinkButton>
      </Card>
    );
  } else if (profile.isError) {
    body = <ListError title="Účet se nepodařilo načíst" error={profile.error} onRetry={() => void profile.refetch()} />;
  } else if (config.isError && !config.data) {
    body = (
      <ListError title="Platební bránu se nepodařilo načíst" error={config.error} onRetry={() => void config.refetch()} />
    );
  } else if (!plan || !profile.data || !config.data) {
    body = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Načítání…
        </p>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else {
    body = (
      <PlanCheckout
        plan={plan}
        plans={plans.data ?? []}
        checkout={checkout}
        mode={config.data.mode}
        publishableKey={config.data.publishableKey}
      />
    );
  }

  return (
    <div className="page checkout-page">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="subscription-page__title">{TITLE}</h1>
      {body}
    </div>
  );
}

function PlanCheckout({
  plan,
  plans,
  checkout,
  mode,
  publishableKey,
}: {
  plan: PlanDto;
  plans: PlanDto[];
  checkout: CheckoutParams;
  mode: CheckoutResponseDto['mode'];
  publishableKey: string | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { notification } = App.useApp();
  const [create, createState] = useGetOrCreateSubscriptionMutation();
  const { phase, verify } = usePaymentVerification();
  const [error, setError] = useState<{ message: string; status?: number } | null>(
    checkout.clientSecret && ['failed', 'requires_payment_method'].includes(checkout.redirectStatus ?? '')
      ? { message: CHECKOUT_TEXTS.redirectFailed }
      : null,
  );
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [serverAmount, setServerAmount] = useState<number | null>(null);

  // An upgrade without `cost` in the URL pays the difference to the current plan's price.
  const needsCurrent = checkout.upgrade && checkout.cost === null;
  const info = useSubscriptionInfoQuery(undefined, { skip: !needsCurrent, refetchOnMountOrArgChange: true });
  const currentKnown = !needsCurrent || !info.isLoading;
  // Until the current plan is known the difference is not shown: a guess could name the wrong sum.
  const amount =
    serverAmount ??
    (currentKnown ? checkoutAmount(plan, checkout.upgrade, checkout.cost, currentPlanPrice(plans, info.data)) : null);

  const finish = useCallback(
    async (message?: string) => {
      const verified = await verify(plan.id, checkout.upgrade);
      if (!verified) return;
      notification.success({
        title: CHECKOUT_TEXTS.active,
        description: message || `${plan.name}: kontakty na páry a zápis v seznamu dodavatelů jsou zapnuté.`,
      });
      navigate(checkoutReturnPath(checkout.from), { replace: true });
    },
    [verify, plan, checkout.upgrade, checkout.from, navigate, notification],
  );

  const start = useCallback(async () => {
    if (amount === null) return;
    setError(null);
    const checkoutRequestDto: CheckoutRequestDto = {
      planType: plan.id as CheckoutRequestDto['planType'],
      amount,
      isUpgrade: checkout.upgrade,
    };
    try {
      const result = await create({ checkoutRequestDto }).unwrap();
      setServerAmount(result.amount);
      if (result.status === 'requires_payment' && result.clientSecret) setClientSecret(result.clientSecret);
      else await finish(result.message);
    } catch (failure) {
      setError({ message: errorMessage(failure, 'Zkuste to prosím znovu.'), status: errorStatus(failure) });
    }
  }, [create, plan.id, amount, checkout.upgrade, finish]);

  // Stripe: back from a redirect (client_secret in the URL) verify; otherwise create the payment at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || mode !== 'stripe' || !currentKnown) return;
    started.current = true;
    if (checkout.clientSecret) {
      if (!error) void finish();
      return;
    }
    void start();
  }, [mode, currentKnown, checkout.clientSecret, error, finish, start]);

  // Stripe comes back here after a redirect (3-D Secure, bank apps): this address plus the client secret.
  const returnUrl = (() => {
    if (!clientSecret) return '';
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    url.searchParams.set('client_secret', clientSecret);
    return url.toString();
  })();

  const summary = (
    <div className="checkout-summary">
      <h2 className="checkout-summary__plan">{plan.name}</h2>
      <p className="checkout-summary__meta">{PERIOD_LABEL[plan.billingPeriod]}</p>
      <p className="checkout-summary__price">
        {`${plan.priceFormatted} ${PERIOD_SUFFIX[plan.billingPeriod]}`}
      </p>
      {checkout.upgrade && (
        <p className="checkout-summary__meta">
          <strong>{CHECKOUT_TEXTS.surcharge(amount)}</strong>
          {' – přechod na vyšší plán: teď platíte jen rozdíl oproti současnému plánu.'}
        </p>
      )}
      <ul className="checkout-terms" aria-label="Podmínky předplatného">
        <li>
          {checkout.upgrade
            ? CHECKOUT_TERMS.upgradeRenewal(plan.billingPeriod)
            : CHECKOUT_TERMS.renewal(plan.billingPeriod, firstRenewalDate(plan.billingPeriod))}
        </li>
        <li>{CHECKOUT_TERMS.prices}</li>
        <li>{CHECKOUT_TERMS.document}</li>
      </ul>
    </div>
  );

  let action;
  if (phase === 'verifying') {
    action = (
      <div className="checkout-verifying" role="status">
        <Spin />
        <span>{CHECKOUT_TEXTS.verifying}</span>
      </div>
    );
  } else if (phase === 'timeout') {
    action = (
      <Alert
        type="warning"
        showIcon
        title={CHECKOUT_TEXTS.timeoutTitle}
        description={CHECKOUT_TEXTS.timeoutText}
        action={<LinkButton to={paths.subscriptionManagement}>{CHECKOUT_TEXTS.toManagement}</LinkButton>}
      />
    );
  } else if (mode === 'offline') {
    action = (
      <div className="checkout-block">
        <Alert
          type="info"
          showIcon
          icon={<ExperimentOutlined aria-hidden="true" />}
          title={CHECKOUT_TEXTS.testModeTitle}
          description={CHECKOUT_TEXTS.testModeText}
        />
        <Button
          type="primary"
          size="large"
          block
          icon={<CreditCardOutlined aria-hidden="true" />}
          loading={createState.isLoading}
          disabled={!currentKnown}
          onClick={() => void start()}
        >
          {CHECKOUT_TEXTS.pay(amount)}
        </Button>
      </div>
    );
  } else if (clientSecret && publishableKey) {
    action = (
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
        <StripePayment
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          payLabel={CHECKOUT_TEXTS.pay(amount)}
          returnUrl={returnUrl}
          onPaid={() => void finish()}
        />
      </Suspense>
    );
  } else if (!error) {
    action = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Připravuji platbu…
        </p>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }

  return (
    <Card className="checkout-card">
      {summary}
      {error && phase === 'idle' && (
        <Alert
          className="checkout-error"
          type="error"
          showIcon
          role="alert"
          title={CHECKOUT_TEXTS.startFailed}
          description={error.message}
          action={
            error.status === 409 ? (
              <LinkButton to={paths.subscriptionManagement}>Správa předplatného</LinkButton>
            ) : mode === 'stripe' ? (
              <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void start()}>
                Zkusit znovu
              </Button>
            ) : undefined
          }
        />
      )}
      {action}
    </Card>
  );
}
