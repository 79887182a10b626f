import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, signedInApi } from '../../test/conversationsTestKit';
import { makePlan } from '../../test/planningTestKit';
import { categories, locations } from '../../test/providersTestKit';
import { NAVIGATION_WAIT, visitorApi } from '../../test/renderApp';
import { MISSING_TOKEN_TEXT } from './PlanJoinPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const joined = makePlan({
  members: [
    { userId: 9, name: 'Tomáš', isViewer: false, joinedAt: '2026-10-01T10:00:00.000Z' },
    { userId: 7, name: 'Klára', isViewer: true, joinedAt: '2026-11-02T10:00:00.000Z' },
  ],
});

describe('/muj-plan/pripojit, a partner’s invitation', () => {
  it('joins the plan with the link’s token and opens it', async () => {
    const user = userEvent.setup();
    let member = false;
    const { callsTo } = renderAppAt(
      '/muj-plan/pripojit?token=abc123',
      signedInApi({
        'GET /api/service-categories': { status: 200, body: categories },
        'GET /api/locations': { status: 200, body: locations },
        'POST /api/plan/join': () => {
          member = true;
          return { status: 200, body: joined };
        },
        'GET /api/plan': () => ({
          status: 200,
          body: { plan: member ? joined : null, prefill: { coupleNames: null, weddingDate: null, locationId: null } },
        }),
        'GET /api/plan/tasks': { status: 200, body: { items: [], weddingDate: joined.weddingDate } },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Připojit se k plánu' }, NAVIGATION_WAIT));
    await waitFor(() => expect(callsTo('POST', '/api/plan/join')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/join')[0].body).toEqual({ token: 'abc123' });
    expect(await screen.findByText('Plán sdílíte: Tomáš a Klára (vy).', {}, NAVIGATION_WAIT)).toBeInTheDocument();
  });

  it('shows the server’s reason when the invitation is no longer valid', async () => {
    const user = userEvent.setup();
    renderAppAt(
      '/muj-plan/pripojit?token=old',
      signedInApi({ 'POST /api/plan/join': { status: 404, body: { statusCode: 404, message: 'Pozvánka je neplatná nebo vypršela.' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Připojit se k plánu' }, NAVIGATION_WAIT));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pozvánka je neplatná nebo vypršela.');
  });

  it('points to the own plan when the account has one', async () => {
    const user = userEvent.setup();
    renderAppAt(
      '/muj-plan/pripojit?token=abc123',
      signedInApi({ 'POST /api/plan/join': { status: 409, body: { statusCode: 409, message: 'Už máte vlastní plán. Nejdřív ho opusťte.' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Připojit se k plánu' }, NAVIGATION_WAIT));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Už máte vlastní plán. Nejdřív ho opusťte.');
    expect(screen.getByRole('link', { name: 'Otevřít můj plán' })).toHaveAttribute('href', '/muj-plan');
  });

  it('says a link without its token is incomplete', async () => {
    const { callsTo } = renderAppAt('/muj-plan/pripojit', signedInApi());
    expect(await screen.findByText(MISSING_TOKEN_TEXT, {}, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Připojit se k plánu' })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/plan/join')).toHaveLength(0);
  });

  it('asks a visitor to sign in first, keeping the link', async () => {
    renderAppAt('/muj-plan/pripojit?token=abc123', visitorApi);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vítejte zpět' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Připojit se k plánu' })).not.toBeInTheDocument();
  });
});
