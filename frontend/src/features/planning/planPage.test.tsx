import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanStateDto, WeddingPlanDto } from '../../api';
import { renderAppAt, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { makeGuestCounts, makePlan, makeTask } from '../../test/planningTestKit';
import { categories, locations } from '../../test/providersTestKit';
import { NAVIGATION_WAIT, visitorApi } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

const prefill = { coupleNames: 'Jana a Petr', weddingDate: '2027-09-18', locationId: 'brno' };

/** A couple's /api/plan: no plan until POST /api/plan makes one. */
function server(initial: WeddingPlanDto | null, extra: ConversationsApi = {}) {
  let plan = initial;
  return signedInApi({
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    'GET /api/plan': () => ({ status: 200, body: { plan, prefill } satisfies PlanStateDto }),
    'POST /api/plan': (body) => {
      plan = makePlan({ ...(body as Partial<WeddingPlanDto>), locationName: 'Brno' });
      return { status: 201, body: plan };
    },
    'POST /api/plan/leave': () => {
      plan = null;
      return { status: 204 };
    },
    'GET /api/plan/tasks': { status: 200, body: { items: [makeTask()], weddingDate: initial?.weddingDate ?? null } },
    ...extra,
  });
}

describe('/muj-plan, the couple’s wedding plan', () => {
  it('offers a couple without a plan to create one, prefilled from their latest request', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/muj-plan', server(null));
    expect(await screen.findByRole('heading', { name: 'Založte si svatební plán' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Údaje jsme předvyplnili z vaší poslední poptávky.')).toBeInTheDocument();
    // The form loads with antd, under the card's text.
    expect(await screen.findByLabelText('Jména páru', {}, NAVIGATION_WAIT)).toHaveValue('Jana a Petr');
    expect(screen.getByLabelText('Datum svatby')).toHaveValue('18. 9. 2027');
    await waitFor(() => expect(screen.getByTitle('Brno')).toBeInTheDocument());

    await user.type(screen.getByLabelText('Počet hostů'), '80');
    await user.click(screen.getByRole('button', { name: 'Založit plán' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan')[0].body).toEqual({
      coupleNames: 'Jana a Petr',
      weddingDate: '2027-09-18',
      locationId: 'brno',
      expectedGuests: 80,
      totalBudget: null,
    });
    // The new plan replaces the card: its head and the tasks tab.
    expect(await screen.findByRole('region', { name: 'O svatbě' })).toHaveTextContent('asi 80 hostů');
    expect(await screen.findByRole('tab', { name: 'Úkoly', selected: true })).toBeInTheDocument();
  });

  it('shows the plan’s head: names, date or "Datum zatím nevíme", place, guests, budget and who shares it', async () => {
    const plan = makePlan({
      weddingDate: null,
      guests: makeGuestCounts({ total: 40, invited: 30, confirmed: 8, declined: 2, people: 12 }),
      members: [
        { userId: 7, name: 'Klára', isViewer: true, joinedAt: '2026-10-01T10:00:00.000Z' },
        { userId: 9, name: 'Tomáš', isViewer: false, joinedAt: '2026-10-02T10:00:00.000Z' },
      ],
    });
    renderAppAt('/muj-plan', server(plan));
    const head = await screen.findByRole('region', { name: 'O svatbě' }, NAVIGATION_WAIT);
    expect(head).toHaveTextContent('Klára a Tomáš');
    expect(head).toHaveTextContent('DatumDatum zatím nevíme');
    expect(head).toHaveTextContent('MístoBrno');
    expect(head).toHaveTextContent('asi 60 hostů · potvrdilo 8, čeká 30, omluvilo se 2');
    expect(head.textContent?.replace(/\s/g, ' ')).toContain('Rozpočet280 000 Kč');
    expect(head).toHaveTextContent('Plán sdílíte: Klára (vy) a Tomáš.');
    // Two partners: nobody more to invite.
    expect(within(head).queryByRole('button', { name: 'Pozvat partnera' })).not.toBeInTheDocument();
  });

  it('invites the partner with a link to copy, optionally by e-mail', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt(
      '/muj-plan',
      server(makePlan(), {
        'POST /api/plan/partner-invitation': {
          status: 201,
          body: { url: 'http://localhost/muj-plan/pripojit?token=abc123', expiresAt: '2026-12-05T10:00:00.000Z' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pozvat partnera' }, NAVIGATION_WAIT));
    // antd names its dialogs by a fixed id under test, which the tasks' selects share: found by role, checked by title.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pozvat partnera', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail partnera (nepovinné)'), 'tomas@example.cz');
    await user.click(within(dialog).getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await within(dialog).findByText('http://localhost/muj-plan/pripojit?token=abc123')).toBeInTheDocument();
    expect(callsTo('POST', '/api/plan/partner-invitation')[0].body).toEqual({ email: 'tomas@example.cz' });
    expect(dialog).toHaveTextContent('Odkaz platí do 5. 12. 2026.');
    expect(dialog).toHaveTextContent('Pozvánku jsme poslali na tomas@example.cz.');
    expect(within(dialog).getByRole('button', { name: /Zkopírovat odkaz/ })).toBeInTheDocument();
  });

  it('leaves the plan after a confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/muj-plan', server(makePlan()));
    await user.click(await screen.findByRole('button', { name: 'Opustit plán' }, NAVIGATION_WAIT));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Jste v plánu sami: smaže se i s úkoly, rozpočtem a seznamem hostů.');
    expect(callsTo('POST', '/api/plan/leave')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Opustit a smazat plán' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/leave')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Založte si svatební plán' })).toBeInTheDocument();
  });

  it('is "Můj plán" in a couple’s user menu', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/podminky-pouziti', server(makePlan()));
    await user.click(await screen.findByRole('button', { name: /Uživatelské menu/ }, NAVIGATION_WAIT));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Můj plán', 'Účet', 'Nastavení profilu', 'Předplatné', 'Odhlásit se']);
    await user.click(items[0]);
    expect(await screen.findByRole('region', { name: 'O svatbě' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/plan')).toHaveLength(1);
  });

  it('asks a visitor to sign in or register and come back', async () => {
    const { callsTo } = renderAppAt('/muj-plan', visitorApi);
    expect(await screen.findByRole('heading', { name: 'Svatební plán si uložíte s účtem' }, NAVIGATION_WAIT)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Svatební plán si uložíte s účtem' }).closest('.plan-visitor') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Vytvořit účet' })).toHaveAttribute('href', '/login?returnUrl=%2Fmuj-plan&mode=register');
    expect(within(card).getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login?returnUrl=%2Fmuj-plan');
    expect(callsTo('GET', '/api/plan')).toHaveLength(0);
  });

  it('tells a provider account that the plan is for couples', async () => {
    const { callsTo } = renderAppAt(
      '/muj-plan',
      server(null, { 'GET /api/provider/profile': { status: 200, body: { id: 40, companyName: 'Kapela Swing', profileImageUrl: null } } }),
    );
    expect(await screen.findByText('Svatební plán je určen párům.', {}, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/plan')).toHaveLength(0);
  });

  it('shows a retry when the plan cannot be loaded', async () => {
    renderAppAt('/muj-plan', server(null, { 'GET /api/plan': { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } }));
    const alert = await screen.findByRole('alert', {}, NAVIGATION_WAIT);
    expect(alert).toHaveTextContent('Plán se nepodařilo načíst');
    expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
