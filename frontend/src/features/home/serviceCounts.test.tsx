import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../api';
import { renderApp, visitorApi } from '../../test/renderApp';
import { providerCountText, servicesLead } from './ServicesSection';

/** Issue 51, item 2: the home page's counts say what every list says, never "0+" nor "více než 31" beside "(31)". */

/** The home page's lazy parts take their time on a busy machine. */
const WAIT = { timeout: 15_000 };

const category = (id: string, name: string, providerCount: number): CategoryDto => ({
  id,
  name,
  description: `Popis služby ${name}.`,
  group: 'Ostatní',
  icon: 'sparkles',
  priceRange: '1 000 – 2 000 Kč',
  providerCount,
});

describe('home counts: the words', () => {
  it('never shows "0+": no figure for 0, the exact one under 10, a round one with "+" above', () => {
    expect(providerCountText(0)).toBeNull();
    expect(providerCountText(1)).toBe('1 profesionál');
    expect(providerCountText(3)).toBe('3 profesionálové');
    expect(providerCountText(7)).toBe('7 profesionálů');
    expect(providerCountText(20)).toBe('20 profesionálů');
    expect(providerCountText(27)).toBe('20+ profesionálů');
    expect(providerCountText(173)).toBe('150+ profesionálů');
  });

  it('names the number of categories as it is, in the right form', () => {
    expect(servicesLead(31)).toBe('Objevte 31 kategorií svatebních služeb od ověřených profesionálů');
    expect(servicesLead(3)).toBe('Objevte 3 kategorie svatebních služeb od ověřených profesionálů');
  });
});

describe('home counts: the page', { timeout: 30_000 }, () => {
  it('shows the cards without "0+" and the lead that agrees with "Zobrazit všechny služby (N)"', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      category(`c${index}`, `Služba ${String(index + 1).padStart(2, '0')}`, index === 0 ? 0 : index === 1 ? 27 : 4),
    );
    renderApp('/', { ...visitorApi, 'GET /api/service-categories': { status: 200, body: many } });
    expect(await screen.findByText('Objevte 13 kategorií svatebních služeb od ověřených profesionálů', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zobrazit všechny služby (13)' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Kategorie služeb' });
    expect(within(grid).queryByText(/(^|\D)0\+/)).not.toBeInTheDocument();
    expect(within(grid).getByText('20+ profesionálů')).toBeInTheDocument();
    expect(within(grid).getAllByText('4 profesionálové')).toHaveLength(10);
    // the card without providers has no figure at all
    const empty = within(grid).getByRole('link', { name: 'Služba 01' }).closest('li')!;
    expect(within(empty).queryByText(/profesionál/)).not.toBeInTheDocument();
  });

  it('shows the top bar counts once known, and no "0" while they are missing', async () => {
    renderApp('/', { ...visitorApi, 'GET /api/dashboard-counts': { status: 200, body: { requests: 20, providers: 31 } } });
    const nav = await screen.findByRole('link', { name: 'Poptávky 20' }, WAIT);
    expect(nav).toHaveAttribute('href', '/poptavky');
    expect(screen.getAllByRole('link', { name: 'Dodavatelé 31' }).length).toBeGreaterThan(0);
  });

  it('leaves the badge out when the counts fail (not "Poptávky 0")', async () => {
    renderApp('/', { ...visitorApi, 'GET /api/dashboard-counts': { status: 500, body: {} } });
    expect((await screen.findAllByRole('link', { name: 'Poptávky' }, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Poptávky 0' })).not.toBeInTheDocument();
  });
});
