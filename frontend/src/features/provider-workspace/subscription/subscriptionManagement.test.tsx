import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentDto, SubscriptionInfoDto } from '../../../api';
import { NAVIGATION_WAIT } from '../../../test/renderApp';
import { nonProviderApi, providerApi, renderWorkspace } from '../../../test/workspaceTestKit';
import type { WorkspaceApi } from '../../../test/workspaceTestKit';
import { activeInfo, cancelledInfo, czk, freeInfo, payment, testPlans } from '../../../test/subscriptionTestKit';

const PATH = '/subscription-management';

function api(info: SubscriptionInfoDto | (() => SubscriptionInfoDto), payments: PaymentDto[] = [], extra: WorkspaceApi = {}) {
  return providerApi({
    'GET /api/subscription/info': () => ({ status: 200, body: typeof info === 'function' ? info() : info }),
    'GET /api/subscription/payments': { status: 200, body: payments },
    'GET /api/subscription/plans': { status: 200, body: testPlans },
    ...extra,
  });
}

/** The current subscription card. */
const currentCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Aktuální předplatné' })).closest('.ui-card') as HTMLElement;

/** A plan's card in 'Měsíční plány' or 'Roční plány'. */
// The plans load with antd once the section is near the screen (at once here: jsdom has no IntersectionObserver).
const planCard = async (group: 'Měsíční plány' | 'Roční plány', name: string) =>
  within(await screen.findByRole('region', { name: group }, NAVIGATION_WAIT)).getByRole('article', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/subscription-management', { timeout: 30_000 }, () => {
  it('shows an active subscription, the monthly and yearly plans, and schedules a cheaper plan for the next period', async () => {
    const user = userEvent.setup();
    let info = activeInfo({ planId: 'premium_monthly', planName: 'Premium', price: 490 });
    const { router, callsTo } = renderWorkspace(
      PATH,
      api(() => info, [], {
        'POST /api/subscription/schedule-plan': (body) => {
          const planType = (body as { planType: string }).planType;
          const undo = planType === info.planId;
          info = { ...info, scheduledPlanId: undo ? null : planType, scheduledPlanName: undo ? null : 'Basic' };
          return {
            status: 200,
            body: { message: undo ? 'Naplánovaná změna plánu zrušena' : 'Změna plánu naplánována', subscription: info },
          };
        },
      }),
    );
    // The first test of the file compiles the lazy page.
    await screen.findByRole('heading', { level: 1, name: 'Správa předplatného' }, NAVIGATION_WAIT);
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/dashboard');

    const card = await currentCard();
    expect(await within(card).findByText('Aktivní')).toBeInTheDocument();
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Zbývá 30 dní')).toBeInTheDocument();
    expect(within(card).getByText(`${czk(490)} / měsíc`)).toBeInTheDocument();
    expect(within(card).getByText('12. 10. 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Zrušit předplatné/ })).toBeInTheDocument();

    // the current plan is marked and disabled
    const current = await planCard('Měsíční plány', 'Premium');
    expect(within(current).getByRole('button', { name: 'Aktuální plán' })).toBeDisabled();

    // yearly plans carry the saving and the original price
    const yearlyBasic = await planCard('Roční plány', 'Basic');
    expect(within(yearlyBasic).getByText(`Úspora ${czk(680)}`)).toBeInTheDocument();
    expect(within(yearlyBasic).getByText(czk(3480)).tagName).toBe('S');
    expect(screen.queryByRole('article', { name: 'Zdarma' })).not.toBeInTheDocument();

    // cheaper: confirmed, then scheduled for the next period (no checkout)
    await user.click(within(await planCard('Měsíční plány', 'Basic')).getByRole('button', { name: 'Vybrat plán' }));
    const confirm = await screen.findByRole('dialog', { name: 'Přejít na plán Basic?' });
    expect(confirm).toHaveTextContent('Plán Basic začne platit 12. 10. 2026, kdy končí zaplacené období. Do té doby vám zůstává Premium.');
    await user.click(within(confirm).getByRole('button', { name: 'Naplánovat změnu' }));
    await waitFor(() => expect(callsTo('POST', '/api/subscription/schedule-plan')).toHaveLength(1));
    expect(callsTo('POST', '/api/subscription/schedule-plan')[0].body).toEqual({ planType: 'basic_monthly' });
    expect(router.state.location.pathname).toBe(PATH);
    expect(await screen.findByText('Změna plánu naplánována')).toBeInTheDocument();
    // The card shows the change with the way back, and the plan is marked.
    expect(await within(card).findByText(/Od dalšího období: Basic/)).toBeInTheDocument();
    // (The confirmation's closing animation keeps the page outside the accessibility tree in jsdom.)
    expect((await within(await planCard('Měsíční plány', 'Basic')).findByText('Naplánováno')).closest('button')).toBeDisabled();
    await user.click(within(card).getByText('Zrušit změnu plánu'));
    await waitFor(() => expect(callsTo('POST', '/api/subscription/schedule-plan')).toHaveLength(2));
    expect(callsTo('POST', '/api/subscription/schedule-plan')[1].body).toEqual({ planType: 'premium_monthly' });
    await waitFor(() => expect(within(card).queryByText(/Od dalšího období/)).not.toBeInTheDocument());
  });

  it('adds upgrade=true for a dearer plan', async () => {
    const user = userEvent.setup();
    const { router } = renderWorkspace(PATH, api(activeInfo()));
    const premiumYearly = await planCard('Roční plány', 'Premium');
    await waitFor(() => expect(within(premiumYearly).getByRole('button', { name: 'Vybrat plán' })).toBeEnabled());
    await user.click(within(premiumYearly).getByRole('button', { name: 'Vybrat plán' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/subscribe?plan=premium_yearly&from=subscription-management&upgrade=true',
    );
  });

  it('cancels after the confirmation with the company name and shows the cancelled state', async () => {
    const user = userEvent.setup();
    let info = activeInfo();
    const { callsTo } = renderWorkspace(
      PATH,
      api(() => info, [], {
        'POST /api/subscription/cancel': () => {
          info = cancelledInfo();
          return { status: 200, body: { message: 'Předplatné zrušeno', subscription: info } };
        },
      }),
    );
    const card = await currentCard();
    await user.click(await within(card).findByRole('button', { name: /Zrušit předplatné/ }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Opravdu chcete zrušit předplatné pro Studio Bílý závoj? Zůstane aktivní do konce fakturačního období.',
      ),
    ).toBeInTheDocument();
    // keyboard: the safe choice has the focus; Escape would close it
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ponechat předplatné' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Ano, zrušit' }));

    expect(await screen.findByText('Předplatné zrušeno')).toBeInTheDocument();
    expect(screen.getByText('Předplatné zůstane aktivní do 12. 10. 2026.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);

    expect(await within(card).findByText('Aktivní (zrušeno)')).toBeInTheDocument();
    expect(within(card).getByText('Končí: 12. 10. 2026')).toBeInTheDocument();
    expect(within(card).getByText('Aktivní do 12. 10. 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Zrušit předplatné/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when cancelling fails, else 'Nepodařilo se zrušit předplatné'", async () => {
    const user = userEvent.setup();
    let reply = { status: 409, body: { statusCode: 409, message: 'Předplatné už je zrušené' } as unknown };
    renderWorkspace(PATH, api(activeInfo(), [], { 'POST /api/subscription/cancel': () => reply }));
    const card = await currentCard();

    await user.click(await within(card).findByRole('button', { name: /Zrušit předplatné/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ano, zrušit' }));
    expect(await screen.findByText('Předplatné už je zrušené')).toBeInTheDocument();

    reply = { status: 500, body: undefined };
    await user.click(within(card).getByRole('button', { name: /Zrušit předplatné/ }));
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Ano, zrušit' }));
    expect(await screen.findByText('Nepodařilo se zrušit předplatné')).toBeInTheDocument();
  });

  it("schedules the chosen plan when the subscription is cancelled: 'Plán aktivován', or 'Plán nenalezen'", async () => {
    const user = userEvent.setup();
    let reply: { status: number; body: unknown } = {
      status: 200,
      body: {
        message: 'Plán aktivován',
        subscription: cancelledInfo({ cancelled: false, status: 'active', scheduledPlanId: 'basic_yearly', scheduledPlanName: 'Basic (ročně)' }),
      },
    };
    const { callsTo, router } = renderWorkspace(
      PATH,
      api(cancelledInfo(), [], { 'POST /api/subscription/schedule-plan': () => reply }),
    );
    const card = await currentCard();
    expect(await within(card).findByText('Aktivní (zrušeno)')).toBeInTheDocument();

    // the current plan can be kept
    const current = await planCard('Měsíční plány', 'Basic');
    expect(within(current).getByText('Aktuální plán')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Ponechat plán' })).toBeEnabled();

    await user.click(within(await planCard('Roční plány', 'Basic')).getByRole('button', { name: 'Vybrat plán' }));
    expect(await screen.findByText('Plán aktivován')).toBeInTheDocument();
    expect(screen.getByText('Od dalšího období: Basic (ročně)')).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/schedule-plan').map((call) => call.body)).toEqual([{ planType: 'basic_yearly' }]);
    expect(router.state.location.pathname).toBe(PATH);

    reply = { status: 400, body: { statusCode: 400, message: 'Plán nenalezen' } };
    await user.click(within(await planCard('Roční plány', 'Premium')).getByRole('button', { name: 'Vybrat plán' }));
    expect(await screen.findByText('Plán nenalezen')).toBeInTheDocument();

    reply = { status: 409, body: { statusCode: 409, message: undefined } };
    await user.click(within(await planCard('Měsíční plány', 'Premium')).getByRole('button', { name: 'Vybrat plán' }));
    expect(await screen.findByText('Nepodařilo se aktivovat plán')).toBeInTheDocument();
  });

  it("falls back to '990 Kč / měsíc' when the current plan is unknown, with the admin and scheduled notes", async () => {
    renderWorkspace(
      PATH,
      api(activeInfo({ planId: 'legacy_gold', planName: 'Gold', price: null, source: 'admin', scheduledPlanName: 'Premium (měsíčně)' })),
    );
    const card = await currentCard();
    expect(await within(card).findByText('Gold')).toBeInTheDocument();
    expect(within(card).getByText(`${czk(990)} / měsíc`)).toBeInTheDocument();
    expect(within(card).getByText(/Předplatné vám zdarma aktivoval administrátor\./)).toBeInTheDocument();
    expect(within(card).getByText(/Od dalšího období: Premium \(měsíčně\)/)).toBeInTheDocument();
  });

  it("lists the payments with 'Uhrazeno' / 'Neuhrazeno' and the card", async () => {
    renderWorkspace(
      PATH,
      api(activeInfo(), [
        payment({ id: 2, amount: 200, formattedAmount: '200 Kč', description: 'Přechod na Premium', status: 'failed', brand: 'mastercard', last4: '4444' }),
        payment(),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Historie plateb' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Přechod na Premium')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Neuhrazeno')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(within(rows[1]).getByText('12. 9. 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText(czk(290))).toBeInTheDocument();
    expect(within(rows[1]).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Uhrazeno')).toBeInTheDocument();
  });

  it("shows a free account: no cancel, plain checkout, 'Zatím žádné platby' and the payment-details hint", async () => {
    const user = userEvent.setup();
    const { router } = renderWorkspace(PATH, api(freeInfo));
    const card = await currentCard();
    expect(await within(card).findAllByText('Bezplatný účet')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: /Zrušit předplatné/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zatím žádné platby' })).toBeInTheDocument();

    const premium = await planCard('Měsíční plány', 'Premium');
    await waitFor(() => expect(within(premium).getByRole('button', { name: 'Vybrat plán' })).toBeEnabled());
    await user.click(within(premium).getByRole('button', { name: 'Vybrat plán' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/subscribe?plan=premium_monthly&from=subscription-management',
    );
  });

  it("answers 'Platební údaje' with a pointer to the options below", async () => {
    const user = userEvent.setup();
    renderWorkspace(PATH, api(activeInfo()));
    const card = await currentCard();
    await user.click(await within(card).findByRole('button', { name: /Platební údaje/ }));
    expect(await screen.findByText(/Plán změníte nebo obnovíte v nabídce níže\./)).toBeInTheDocument();
  });

  it("says 'Chyba' when the subscription cannot be loaded", async () => {
    renderWorkspace(PATH, api(freeInfo, [], { 'GET /api/subscription/info': { status: 500, body: { statusCode: 500, message: 'x' } } }));
    const card = await currentCard();
    expect(await within(card).findByText('Chyba')).toBeInTheDocument();
    expect(within(card).getByText('Nepodařilo se načíst informace o předplatném')).toBeInTheDocument();
  });

  it('shows a couple the free account and the way to register as a provider', async () => {
    const { callsTo } = renderWorkspace(PATH, nonProviderApi());
    const card = await currentCard();
    expect(within(card).getByText(/Předplatné je určeno pro dodavatele/)).toBeInTheDocument();
    expect(within(card).getAllByText('Bezplatný účet').length).toBeGreaterThan(0);
    expect(within(card).getByRole('link', { name: /Registrovat se jako dodavatel/ })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
    expect(callsTo('GET', '/api/subscription/info')).toHaveLength(0);
  });

  it('sends a visitor to the login', async () => {
    renderWorkspace(PATH, { 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } });
    expect(await screen.findByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
  });
});
