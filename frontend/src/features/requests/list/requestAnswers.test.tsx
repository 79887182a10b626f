import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDto } from '../../../api';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { mockApi, renderApp, visitorApi } from '../../../test/renderApp';
import type { MockApi } from '../../../test/renderApp';
import { RequestCard } from './RequestCard';

/** Issue 45, complete requests: the answers of the form's step 2 on the card and in the detail. */

const DETAILS = [
  { key: 'photoHours', label: 'Délka focení', value: '8 h' },
  { key: 'photoSecondShooter', label: 'Druhý fotograf', value: 'Ano' },
  { key: 'photoPrints', label: 'Tištěné fotografie nebo album', value: 'Ne' },
  { key: 'cateringAdults', label: 'Počet dospělých hostů', value: '80' },
  { key: 'cateringMenu', label: 'Styl menu', value: 'Raut' },
  { key: 'flowersItems', label: 'Co z květin', value: 'Kytice nevěsty, Výzdoba stolů' },
];

function makeRequest(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 40,
    title: 'Fotografie, Catering + 1 další – Praha',
    category: 'Fotografie',
    categoryId: 'photography',
    description: 'Plánujeme svatbu na zámku.',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Praha',
    budget: '50 000 – 100 000 Kč',
    budgetBand: '50k-100k',
    services: ['photography', 'catering', 'flowers'],
    status: 'active',
    isDemo: false,
    canSeeContact: false,
    offerCount: 0,
    cappedOfferCount: 0,
    offerCap: 8,
    invited: false,
    details: DETAILS,
    ...overrides,
  };
}

const api = (extra: MockApi = {}): MockApi => ({
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: [] },
  'GET /api/locations': { status: 200, body: [] },
  'GET /api/service-requests': { status: 200, body: { items: [makeRequest()], total: 1, page: 1, pageSize: 12 } },
  ...extra,
});

/** The answers a list shows, as "label value" pairs. */
const answersIn = (root: HTMLElement) =>
  [...root.querySelectorAll('.request-answers__item')].map((item) => [
    item.querySelector('dt')!.textContent,
    item.querySelector('dd')!.textContent,
  ]);

describe('the answers of step 2', () => {
  it('the card shows the first four compactly and says how many more the detail has', () => {
    mockApi(api());
    render(
      <AppProviders store={makeStore()}>
        <RequestCard request={makeRequest()} onOpen={() => undefined} />
      </AppProviders>,
    );
    const card = screen.getByRole('article');
    expect(answersIn(card)).toEqual([
      ['Délka focení', '8 h'],
      ['Druhý fotograf', 'Ano'],
      ['Tištěné fotografie nebo album', 'Ne'],
      ['Počet dospělých hostů', '80'],
    ]);
    expect(within(card).getByText('a 2 další v detailu')).toBeInTheDocument();
  });

  it('a request without answers (an older one) shows none, and no empty box', () => {
    mockApi(api());
    render(
      <AppProviders store={makeStore()}>
        <RequestCard request={makeRequest({ details: [] })} />
      </AppProviders>,
    );
    expect(screen.getByRole('article').querySelector('.request-answers')).toBeNull();
  });

  it('the detail lists every answer under "Upřesnění"', async () => {
    renderApp('/poptavky?requestId=40', api({ 'GET /api/service-requests/40': { status: 200, body: makeRequest() } }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografie, Catering + 1 další – Praha' }, { timeout: 20_000 });
    const section = within(dialog).getByRole('heading', { name: 'Upřesnění' }).closest('section') as HTMLElement;
    expect(answersIn(section)).toEqual(DETAILS.map((detail) => [detail.label, detail.value]));
    expect(within(section).queryByText(/v detailu/)).not.toBeInTheDocument();
  });

  it('the detail of a request without answers has no "Upřesnění"', async () => {
    renderApp('/poptavky?requestId=40', api({ 'GET /api/service-requests/40': { status: 200, body: makeRequest({ details: [] }) } }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografie, Catering + 1 další – Praha' }, { timeout: 20_000 });
    expect(within(dialog).getByRole('heading', { name: 'Popis' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Upřesnění' })).not.toBeInTheDocument();
  });
});
