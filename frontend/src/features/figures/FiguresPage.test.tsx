import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarketFigureDto, MarketFiguresDto } from '../../api';
import { renderFirstScreen } from '../../server/firstScreen';
import { mockApi } from '../../test/renderApp';
import { renderPage } from '../../test/pagesTestKit';
import FiguresPage from './FiguresPage';
import { formatMinutes, formatPrice, formatRefreshed, formatShare } from './figuresFormat';

const row = (figures: Partial<MarketFigureDto> & Pick<MarketFigureDto, 'categoryId' | 'categoryName'>): MarketFigureDto => ({
  regionId: 'cela-cr',
  regionName: 'Celá ČR',
  providersActive: 0,
  requestsCount: 0,
  medianFirstOfferMinutes: null,
  shareTwoOffers48h: null,
  acceptedCount: 0,
  priceMedian: null,
  priceP25: null,
  priceP75: null,
  ...figures,
});

const answer = (rows: MarketFigureDto[], refreshedAt: string | null = '2026-03-01T10:40:00.000Z'): MarketFiguresDto => ({
  refreshedAt,
  windowDays: 365,
  minimums: { acceptedOffersForPrices: 10, requestsForTiming: 5 },
  categories: [
    { id: 'photography', name: 'Fotografie' },
    { id: 'music', name: 'Hudba' },
  ],
  regions: [
    { id: 'cela-cr', name: 'Celá ČR' },
    { id: 'okoli-prahy', name: 'Okolí Prahy' },
  ],
  rows,
});

const WHOLE_COUNTRY = answer([
  row({
    categoryId: 'photography',
    categoryName: 'Fotografie',
    providersActive: 42,
    requestsCount: 120,
    medianFirstOfferMinutes: 165,
    shareTwoOffers48h: 0.4,
    acceptedCount: 18,
    priceMedian: 28_000,
    priceP25: 21_000,
    priceP75: 35_500,
  }),
  row({ categoryId: 'music', categoryName: 'Hudba', providersActive: 3, requestsCount: 4, acceptedCount: 9 }),
]);

const PRAGUE = answer([
  row({ categoryId: 'photography', categoryName: 'Fotografie', regionId: 'okoli-prahy', regionName: 'Okolí Prahy', providersActive: 7 }),
  row({ categoryId: 'music', categoryName: 'Hudba', regionId: 'okoli-prahy', regionName: 'Okolí Prahy', providersActive: 1 }),
]);

const api = {
  'GET /api/market-figures': () => ({ status: 200, body: WHOLE_COUNTRY }),
};

/** The figures by the region asked for. */
function figuresApi() {
  const regions: Array<string | null> = [];
  return {
    regions,
    api: {
      'GET /api/market-figures': () => ({ status: 200, body: regions.at(-1) === 'okoli-prahy' ? PRAGUE : WHOLE_COUNTRY }),
    },
  };
}

const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('figures formatting', () => {
  it('reads minutes, shares, prices and the refresh time in Czech', () => {
    expect(formatMinutes(35)).toBe('35 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(165)).toBe('2 h 45 min');
    expect(formatMinutes(1500)).toBe('1 d 1 h');
    expect(formatShare(0.4)).toBe('40\u00a0%');
    expect(formatPrice(28_000)).toBe('28\u00a0000\u00a0Kč');
    expect(formatPrice(1_250_000)).toBe('1\u00a0250\u00a0000\u00a0Kč');
    expect(formatRefreshed('2026-03-01T10:40:00.000Z')).toBe('1. 3. 2026 11:40');
    expect(formatRefreshed('2026-07-01T22:05:00.000Z')).toBe('2. 7. 2026 0:05');
  });
});

describe('FiguresPage (/v-cislech)', () => {
  it('shows each category with its figures, and "málo dat" below the minimum counts', async () => {
    renderPage(<FiguresPage />, '/v-cislech', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Svatby v číslech' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(cells('Fotografie')).toEqual(['42', '2 h 45 min', '40\u00a0%', '28\u00a0000\u00a0Kč', '21\u00a0000\u00a0Kč – 35\u00a0500\u00a0Kč']);
    expect(cells('Hudba')).toEqual(['3', 'málo dat', 'málo dat', 'málo dat', 'málo dat']);
    expect(screen.getAllByText('málo dat')[0]).toHaveAttribute('title', 'Méně než 5 poptávek (4)');
    expect(screen.getAllByText('málo dat')[2]).toHaveAttribute('title', 'Méně než 10 přijatých nabídek (9)');
    expect(screen.getByText('1. 3. 2026 11:40')).toHaveAttribute('datetime', '2026-03-01T10:40:00.000Z');
    expect(screen.getByRole('link', { name: 'Projděte katalog' })).toHaveAttribute('href', '/dodavatele');
  });

  it('asks for the area chosen', async () => {
    const { regions, api: regionApi } = figuresApi();
    const { fetchMock } = renderPage(<FiguresPage />, '/v-cislech', regionApi);
    await screen.findByRole('table');
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/market-figures')
        .map((url) => url.searchParams.get('region'));
    expect(asked()).toEqual(['cela-cr']);
    regions.push('okoli-prahy');
    await userEvent.selectOptions(screen.getByLabelText('Oblast'), 'okoli-prahy');
    await waitFor(() => expect(asked()).toContain('okoli-prahy'));
    await waitFor(() => expect(cells('Fotografie')[0]).toBe('7'));
    expect(screen.getByText(/Okolí Prahy · aktualizováno/)).toBeInTheDocument();
  });

  it('says the figures are being computed before the first refresh', async () => {
    renderPage(<FiguresPage />, '/v-cislech', { 'GET /api/market-figures': { status: 200, body: answer([], null) } });
    expect(await screen.findByText('Zatím tu žádná čísla nejsou: počítáme je každou hodinu z poptávek a nabídek za posledních 12 měsíců.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    renderPage(<FiguresPage />, '/v-cislech', { 'GET /api/market-figures': { status: 400, body: { statusCode: 400, message: 'Neznámá oblast' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Čísla se nepodařilo načíst');
  });

  it('is rendered on the server for visitors: the table in plain HTML, without antd', async () => {
    const fetchMock = mockApi({ 'GET /api/market-figures': { status: 200, body: PRAGUE } });
    const first = await renderFirstScreen('/v-cislech?oblast=okoli-prahy', fetchMock);
    expect(first).not.toBeNull();
    const page = document.createElement('div');
    page.innerHTML = first!.html;
    expect(page.querySelector('h1')?.textContent).toBe('Svatby v číslech');
    expect(Array.from(page.querySelectorAll('tbody th')).map((cell) => cell.textContent)).toEqual(['Fotografie', 'Hudba']);
    expect(first!.html).not.toMatch(/ant-/);
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
      .find((asked) => asked.pathname === '/api/market-figures');
    expect(url?.searchParams.get('region')).toBe('okoli-prahy');
  });
});
