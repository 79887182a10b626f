import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDto } from '../../../api';
import { renderApp, visitorApi } from '../../../test/renderApp';
import type { MockApi } from '../../../test/renderApp';
import { MISSING_TOKEN_TEXT } from './RequestLinkPage';

const TOKEN = 'u1Hc0Q2m6bq3tJ9vXk2yQ4wR8sT1aB5cD7eF9gH0iJk';
const MANAGE = 'm9Zx8Yw7Vv6Uu5Tt4Ss3Rr2Qq1Pp0Oo9Nn8Mm7Ll6Kk';

const confirmedRequest: ServiceRequestDto = {
  id: 41,
  title: 'Fotografie – Brno',
  category: 'Fotografie',
  categoryId: 'photography',
  description: 'Fotograf na celý den pro 60 hostů.',
  createdAt: '2026-11-25T10:00:00.000Z',
  weddingDate: '2027-06-19',
  location: 'Brno',
  budget: '50 000 – 100 000 Kč',
  budgetBand: '50k-100k',
  services: ['photography'],
  status: 'active',
  offerCount: 0,
  details: [],
  cappedOfferCount: 0,
  offerCap: 8,
  invited: false,
  isDemo: false,
  canSeeContact: true,
  contactInfo: { name: 'Jana a Petr', email: 'jana@example.cz', phone: null },
};

describe('/poptavka/potvrdit', () => {
  it('confirms the request once from the link and shows it, listed', async () => {
    const calls: unknown[] = [];
    const api: MockApi = {
      ...visitorApi,
      'POST /api/service-requests/confirm': (body) => {
        calls.push(body);
        return { status: 200, body: { message: 'Poptávka je potvrzená a zveřejněná.', manageToken: MANAGE, request: confirmedRequest } };
      },
    };
    renderApp(`/poptavka/potvrdit?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { name: 'Poptávka je potvrzená', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Poptávka je potvrzená a zveřejněná.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fotografie – Brno', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit poptávku v seznamu' })).toHaveAttribute('href', '/poptavky?requestId=41');
    expect(screen.getByRole('link', { name: 'Spravovat poptávku' })).toHaveAttribute('href', `/poptavka/sprava?token=${MANAGE}`);
    expect(calls).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's reason for a used or expired link, with a way to submit again", async () => {
    const api: MockApi = {
      ...visitorApi,
      'POST /api/service-requests/confirm': { status: 410, body: { statusCode: 410, message: 'Odkaz už byl použit nebo vypršel.' } },
    };
    renderApp(`/poptavka/potvrdit?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { name: 'Poptávku se nepodařilo potvrdit', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Odkaz už byl použit nebo vypršel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zadat poptávku znovu' })).toHaveAttribute('href', '/#ai-form');
  });

  it('explains a link without its token and asks nothing of the server', async () => {
    renderApp('/poptavka/potvrdit', visitorApi);
    expect(await screen.findByText(MISSING_TOKEN_TEXT)).toBeInTheDocument();
  });
});

describe('/poptavka/odmitnout', () => {
  it('deletes the request only after the second, explicit click', async () => {
    const user = userEvent.setup();
    let rejected = 0;
    const api: MockApi = {
      ...visitorApi,
      'POST /api/service-requests/reject': (body) => {
        expect(body).toEqual({ token: TOKEN });
        rejected += 1;
        return { status: 200, body: { message: 'Poptávku jsme smazali. Dalších 30 dní na tuto adresu nepřijmeme poptávku od nikoho jiného. Vlastní poptávku z tohoto prohlížeče zadat můžete.' } };
      },
    };
    renderApp(`/poptavka/odmitnout?token=${TOKEN}`, api);
    await user.click(await screen.findByRole('button', { name: 'Smazat poptávku' }));
    expect(rejected).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Ano, smazat poptávku' }));
    expect(await screen.findByRole('heading', { name: 'Poptávka je smazaná', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Dalších 30 dní/)).toBeInTheDocument();
    await waitFor(() => expect(rejected).toBe(1));
  });
});

describe('/poptavka/sprava', () => {
  it('edits the wishes, closes the request with a reason and reopens it, through the manage link', async () => {
    const user = userEvent.setup();
    let current: ServiceRequestDto = { ...confirmedRequest };
    const patches: unknown[] = [];
    const api: MockApi = {
      ...visitorApi,
      'GET /api/service-requests/manage': () => ({ status: 200, body: current }),
      'PATCH /api/service-requests/manage': (body) => {
        patches.push(body);
        const { status } = body as { status?: ServiceRequestDto['status'] };
        if (status) current = { ...current, status };
        const message = status === 'active' ? 'Poptávka je znovu otevřená' : status ? 'Poptávka byla uzavřena' : 'Poptávka byla upravena';
        return { status: 200, body: { message, request: current } };
      },
    };
    renderApp(`/poptavka/sprava?token=${MANAGE}`, api);
    expect(await screen.findByRole('heading', { name: 'Správa poptávky', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fotografie – Brno', level: 2 })).toBeInTheDocument();
    // The wedding plan (issue 46) is a step away: /muj-plan asks a visitor to create an account.
    expect(screen.getByRole('link', { name: 'Otevřít svatební plán' })).toHaveAttribute('href', '/muj-plan');

    const description = screen.getByLabelText('Popis');
    await user.clear(description);
    await user.type(description, 'Fotograf a kameraman na celý den.');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Poptávka byla upravena')).toBeInTheDocument();
    expect(patches[0]).toEqual({
      token: MANAGE,
      noDateSelected: false,
      weddingDate: '2027-06-19',
      services: ['photography'],
      description: 'Fotograf a kameraman na celý den.',
      budget: '100000',
    });

    await user.click(screen.getByRole('radio', { name: 'Zrušeno' }));
    await user.click(screen.getByRole('button', { name: 'Uzavřít poptávku' }));
    expect(await screen.findByText('Poptávka byla uzavřena')).toBeInTheDocument();
    expect(patches[1]).toEqual({ token: MANAGE, status: 'cancelled' });
    await user.click(await screen.findByRole('button', { name: 'Znovu otevřít' }));
    await waitFor(() => expect(patches[2]).toEqual({ token: MANAGE, status: 'active' }));
  });

  it("offers 'Prodloužit o 180 dní' for a dateless request the reminder's link opened, and extends it on the click", async () => {
    const user = userEvent.setup();
    const dateless: ServiceRequestDto = { ...confirmedRequest, weddingDate: null, status: 'expired' };
    const extensions: unknown[] = [];
    const api: MockApi = {
      ...visitorApi,
      'GET /api/service-requests/manage': { status: 200, body: dateless },
      'POST /api/service-requests/manage/extend': (body) => {
        extensions.push(body);
        return { status: 200, body: { message: 'Poptávka je prodloužená o 180 dní.', request: { ...dateless, status: 'active' } } };
      },
    };
    renderApp(`/poptavka/sprava?token=${MANAGE}&prodlouzit=1`, api);
    expect(await screen.findByRole('heading', { name: 'Prodloužit poptávku', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Poptávka bez data svatby vypršela/)).toBeInTheDocument();
    // Expired: nothing else to edit until it is extended.
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).not.toBeInTheDocument();
    expect(extensions).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Prodloužit o 180 dní' }));
    expect(await screen.findByText('Poptávka je prodloužená o 180 dní.')).toBeInTheDocument();
    expect(extensions).toEqual([{ token: MANAGE }]);
  });

  it("explains an expired manage link with the server's message", async () => {
    const api: MockApi = {
      ...visitorApi,
      'GET /api/service-requests/manage': { status: 410, body: { statusCode: 410, message: 'Platnost odkazu vypršela.' } },
    };
    renderApp(`/poptavka/sprava?token=${MANAGE}`, api);
    expect(await screen.findByRole('heading', { name: 'Poptávku se nepodařilo otevřít', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Platnost odkazu vypršela.')).toBeInTheDocument();
  });
});
