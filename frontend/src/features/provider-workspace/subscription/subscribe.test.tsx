import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutResponseDto, SubscriptionInfoDto } from '../../../api';
import { formatCzk } from '../../../shared/format';
import { renderApp, visitorApi } from '../../../test/renderApp';
import { nonProviderApi, providerApi, renderWorkspace } from '../../../test/workspaceTestKit';
import type { WorkspaceApi } from '../../../test/workspaceTestKit';
import { AUTO_SELECT_PLAN_KEY } from '../../../shared/autoSelectPlan';
import { activeInfo, czk, freeInfo, testPlans } from '../../../test/subscriptionTestKit';
import { CHECKOUT_TERMS, firstRenewalDate } from './SubscribePage';

// Stripe.js and its React bindings, replaced by small fakes (no network, no iframe).
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <div>{children}</div>;
  },
  PaymentElement: function PaymentElement({ onReady }: { onReady?: () => void }) {
    useEffect(() => onReady?.(), [onReady]);
    return <div>Údaje karty</div>;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ fake: 'elements' }),
}));

const offlineConfig = { mode: 'offline', publishableKey: null };
const stripeConfig = { mode: 'stripe', publishableKey: 'pk_test_123' };

/** Subscription info answers in turn (the last one repeats). */
function infoSequence(...answers: SubscriptionInfoDto[]) {
  let call = 0;
  return () => ({ status: 200, body: answers[Math.min(call++, answers.length - 1)] });
}

function checkoutReply(overrides: Partial<CheckoutResponseDto> = {}) {
  const body: CheckoutResponseDto = {
    mode: 'offline',
    clientSecret: null,
    status: 'active',
    amount: 490,
    planId: 'premium_monthly',
    message: 'Předplatné Premium je aktivní (testovací režim).',
    ...overrides,
  };
  return { status: 200, body };
}

function api(extra: WorkspaceApi = {}): WorkspaceApi {
  return providerApi({
    'GET /api/subscription/plans': { status: 200, body: testPlans },
    'GET /api/subscription/checkout-config': { status: 200, body: offlineConfig },
    'GET /api/subscription/info': infoSequence(freeInfo, activeInfo({ planId: 'premium_monthly', planName: 'Premium', price: 490 })),
    'GET /api/subscription/payments': { status: 200, body: [] },
    'POST /api/get-or-create-subscription': checkoutReply(),
    ...extra,
  });
}

/** The pay button's accessible name keeps Intl's non-breaking space before 'Kč'. */
const payLabel = (amount: number) => `Zaplatit ${formatCzk(amount)}`;

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  stripe.elementsOptions.length = 0;
  stripe.loadStripe.mockReset();
  stripe.confirmPayment.mockReset();
});

describe('/subscribe', { timeout: 30_000 }, () => {
  it('sends a visitor to the login with the plan', async () => {
    const { router } = renderApp('/subscribe?plan=premium_monthly', visitorApi);
    await waitFor(() => expect(where(router)).toBe('/login?returnTo=subscribe&plan=premium_monthly'));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte zpět' });
  });

  it("offline: says 'testovací režim', pays the plan, verifies it and returns to the dashboard", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(AUTO_SELECT_PLAN_KEY, 'premium_monthly');
    const { router, callsTo } = renderWorkspace('/subscribe?plan=premium_monthly', api());
    await screen.findByRole('heading', { level: 1, name: 'Platba předplatného' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('Měsíční předplatné')).toBeInTheDocument();
    expect(screen.getByText(`${czk(490)} / měsíc`)).toBeInTheDocument();
    expect(screen.getByText(/testovací režim/)).toBeInTheDocument();
    expect(screen.getByText(/Žádná skutečná karta nebude zatížena/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na ceník' })).toHaveAttribute('href', '/#pricing');
    // the pricing's remembered plan has reached checkout
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: payLabel(490) }));
    expect(await screen.findByText('Ověřuji platbu...')).toBeInTheDocument();
    expect(await screen.findByText('Předplatné je aktivní')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(callsTo('POST', '/api/get-or-create-subscription').map((call) => call.body)).toEqual([
      { planType: 'premium_monthly', amount: 490, isUpgrade: false },
    ]);
    expect(callsTo('GET', '/api/subscription/info').length).toBeGreaterThanOrEqual(2);
  });

  it('says that the plan renews by itself and when, that the prices are final and that a receipt comes by e-mail', async () => {
    const { unmount } = renderWorkspace('/subscribe?plan=premium_monthly', api());
    await screen.findByRole('heading', { level: 2, name: 'Premium' });
    const terms = screen.getByRole('list', { name: 'Podmínky předplatného' });
    expect(terms).toHaveTextContent(
      `Předplatné se automaticky obnovuje každý měsíc, poprvé ${firstRenewalDate('monthly')}. Zrušit ho můžete kdykoli ve Správě předplatného`,
    );
    expect(terms).toHaveTextContent('Ceny jsou konečné: DPH ani jiné poplatky se k nim nepřipočítávají.');
    expect(terms).toHaveTextContent('Po každé platbě obdržíte e-mailem potvrzení o platbě (účtenku).');
    unmount();

    renderWorkspace('/subscribe?plan=premium_yearly', api());
    await screen.findByRole('heading', { level: 2, name: 'Premium' });
    expect(screen.getByRole('list', { name: 'Podmínky předplatného' })).toHaveTextContent(
      `automaticky obnovuje každý rok, poprvé ${firstRenewalDate('yearly')}`,
    );
  });

  it('dates the first renewal a month or a year after the payment', () => {
    const now = new Date(2026, 0, 31, 12);
    expect(firstRenewalDate('monthly', now)).toBe('28. 2. 2026');
    expect(firstRenewalDate('yearly', now)).toBe('31. 1. 2027');
    expect(CHECKOUT_TERMS.upgradeRenewal('yearly')).toMatch(/^Nový plán se pak automaticky obnovuje každý rok/);
  });

  it("upgrade: shows 'Doplatek {cost}', pays the difference and waits for the new plan before returning to the management", async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderWorkspace(
      '/subscribe?plan=premium_yearly&upgrade=true&cost=4110&from=subscription-management',
      api({
        'GET /api/subscription/info': infoSequence(
          activeInfo(),
          activeInfo(),
          activeInfo({ planId: 'premium_yearly', planName: 'Premium', billingPeriod: 'yearly', price: 4400 }),
        ),
        'POST /api/get-or-create-subscription': checkoutReply({ amount: 4110, planId: 'premium_yearly' }),
      }),
    );
    expect(await screen.findByText(`Doplatek ${czk(4110)}`)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Podmínky předplatného' })).toHaveTextContent(/Nový plán se pak automaticky obnovuje každý rok/);
    expect(screen.getByText('Roční předplatné')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na správu předplatného' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
    await user.click(screen.getByRole('button', { name: payLabel(4110) }));
    await waitFor(() => expect(where(router)).toBe('/subscription-management'));
    expect(callsTo('POST', '/api/get-or-create-subscription')[0].body).toEqual({
      planType: 'premium_yearly',
      amount: 4110,
      isUpgrade: true,
    });
    // the first two answers were still the old plan
    expect(callsTo('GET', '/api/subscription/info').length).toBeGreaterThanOrEqual(3);
  });

  it('upgrade without a cost: charges the difference to the current plan, once that plan is known', async () => {
    let answerInfo!: () => void;
    const infoAnswered = new Promise<void>((resolve) => (answerInfo = resolve));
    const current = activeInfo({ planId: 'basic_yearly', billingPeriod: 'yearly', price: 2800 });
    renderWorkspace(
      '/subscribe?plan=premium_yearly&upgrade=true&from=subscription-management',
      api({
        'GET /api/subscription/info': async () => {
          await infoAnswered;
          return { status: 200, body: current };
        },
      }),
    );
    // no guess while the current plan is loading (from the cheapest plan it would say 4 400 − 290 = 4 110)
    expect(await screen.findByText('Doplatek se počítá…', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaplatit' })).toBeDisabled();
    answerInfo();
    expect(await screen.findByText(`Doplatek ${czk(1600)}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: payLabel(1600) })).toBeEnabled());
  });

  it("shows the server's message when checkout is refused", async () => {
    const user = userEvent.setup();
    renderWorkspace(
      '/subscribe?plan=premium_monthly',
      api({
        'POST /api/get-or-create-subscription': {
          status: 409,
          body: { statusCode: 409, message: 'Plán Premium už máte aktivní' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: payLabel(490) }));
    const alert = (await screen.findByText('Plán Premium už máte aktivní')).closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText('Platbu se nepodařilo zahájit')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Správa předplatného' })).toHaveAttribute('href', '/subscription-management');
  });

  it('warns after 10 checks that the payment is still being processed', async () => {
    const user = userEvent.setup();
    const { callsTo, router } = renderWorkspace(
      '/subscribe?plan=premium_monthly',
      api({ 'GET /api/subscription/info': { status: 200, body: freeInfo } }),
    );
    await user.click(await screen.findByRole('button', { name: payLabel(490) }));
    expect(await screen.findByText('Platba se zpracovává', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo('GET', '/api/subscription/info')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Přejít na správu předplatného' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it("says 'Plán nenalezen' for an unknown plan, with a link back to the pricing", async () => {
    const { callsTo } = renderWorkspace('/subscribe?plan=gold', api());
    expect(await screen.findByRole('heading', { name: 'Plán nenalezen' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Zpět na ceník' })) expect(link).toHaveAttribute('href', '/#pricing');
    expect(callsTo('POST', '/api/get-or-create-subscription')).toHaveLength(0);
  });

  it('tells a user without a provider profile that subscriptions are for providers', async () => {
    renderWorkspace(
      '/subscribe?plan=basic_monthly',
      nonProviderApi({
        'GET /api/subscription/plans': { status: 200, body: testPlans },
        'GET /api/subscription/checkout-config': { status: 200, body: offlineConfig },
      }),
    );
    expect(await screen.findByText(/Předplatné je určeno pro dodavatele/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registrovat se jako dodavatel/ })).toHaveAttribute('href', '/provider-registration');
  });

  it('stripe: creates the payment on arrival, confirms it in the Payment Element and verifies it', async () => {
    const user = userEvent.setup();
    stripe.loadStripe.mockResolvedValue({ confirmPayment: stripe.confirmPayment });
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { router, callsTo } = renderWorkspace(
      '/subscribe?plan=premium_monthly&from=subscription-management',
      api({
        'GET /api/subscription/checkout-config': { status: 200, body: stripeConfig },
        'POST /api/get-or-create-subscription': checkoutReply({
          mode: 'stripe',
          status: 'requires_payment',
          clientSecret: 'pi_123_secret_456',
        }),
      }),
    );
    const pay = await screen.findByRole('button', { name: payLabel(490) });
    expect(screen.queryByText(/testovací režim/)).not.toBeInTheDocument();
    expect(screen.getByText('Údaje karty')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'cs' });
    expect(stripe.elementsOptions[0]).toEqual({ clientSecret: 'pi_123_secret_456', locale: 'cs' });
    expect(callsTo('POST', '/api/get-or-create-subscription').map((call) => call.body)).toEqual([
      { planType: 'premium_monthly', amount: 490, isUpgrade: false },
    ]);

    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(where(router)).toBe('/subscription-management'));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    const [confirm] = stripe.confirmPayment.mock.calls[0] as [
      { redirect: string; elements: unknown; confirmParams: { return_url: string } },
    ];
    expect(confirm.redirect).toBe('if_required');
    expect(confirm.elements).toEqual({ fake: 'elements' });
    const returnUrl = new URL(confirm.confirmParams.return_url);
    expect(returnUrl.pathname).toBe('/subscribe');
    expect(returnUrl.searchParams.get('plan')).toBe('premium_monthly');
    expect(returnUrl.searchParams.get('from')).toBe('subscription-management');
    expect(returnUrl.searchParams.get('client_secret')).toBe('pi_123_secret_456');
  });

  it("stripe: shows the card error in Czech and stays on the page", async () => {
    const user = userEvent.setup();
    stripe.loadStripe.mockResolvedValue({ confirmPayment: stripe.confirmPayment });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Vaše karta byla zamítnuta.' } });
    const { router } = renderWorkspace(
      '/subscribe?plan=premium_monthly',
      api({
        'GET /api/subscription/checkout-config': { status: 200, body: stripeConfig },
        'POST /api/get-or-create-subscription': checkoutReply({
          mode: 'stripe',
          status: 'requires_payment',
          clientSecret: 'pi_123_secret_456',
        }),
      }),
    );
    const pay = await screen.findByRole('button', { name: payLabel(490) });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText('Vaše karta byla zamítnuta.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('stripe: back from a redirect with client_secret, verifies without creating another payment', async () => {
    const { router, callsTo } = renderWorkspace(
      '/subscribe?plan=premium_monthly&client_secret=pi_123_secret_456&redirect_status=succeeded',
      api({ 'GET /api/subscription/checkout-config': { status: 200, body: stripeConfig } }),
    );
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(callsTo('POST', '/api/get-or-create-subscription')).toHaveLength(0);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
