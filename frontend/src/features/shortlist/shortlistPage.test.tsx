import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShortlistEntryDto } from '../../api';
import { renderAppAt, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { categories } from '../../test/providersTestKit';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { makeEntry } from '../../test/shortlistTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const studio = makeEntry({ id: 12, companyName: 'Studio Bílý závoj', categories: ['photography'], availableOnDate: true });
const jarmila = makeEntry({
  id: 14,
  companyName: 'Foto Jarmila',
  categories: ['photography', 'video'],
  priceMin: null,
  priceMax: null,
  ratingAverage: null,
  reviewCount: 0,
  bookingReviewCount: 0,
  responseTimeHours: null,
  answerRate: null,
  areas: ['Jižní Morava'],
  availableOnDate: false,
});
const swing = makeEntry({ id: 40, companyName: 'Kapela Swing', categories: ['music'], availableOnDate: null, bookingReviewCount: 5, responseTimeHours: 30 });

/** A couple's shortlist on the server: DELETE removes an entry. */
function server(initial: ShortlistEntryDto[], extra: ConversationsApi = {}) {
  let items = [...initial];
  const api: ConversationsApi = signedInApi({
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/shortlist': () => ({ status: 200, body: { items, weddingDate: '2027-06-19' } }),
    'GET /api/shortlist/ids': () => ({ status: 200, body: { providerIds: items.map((entry) => entry.providerId) } }),
    ...extra,
  });
  for (const entry of initial) {
    api[`DELETE /api/shortlist/${entry.providerId}`] = () => {
      items = items.filter((other) => other.providerId !== entry.providerId);
      return { status: 204 };
    };
  }
  return api;
}

describe('/vybrani, the couple’s shortlist', () => {
  it('lists the saved providers grouped by category, each with its facts', async () => {
    renderAppAt('/vybrani', server([studio, jarmila, swing]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vybraní dodavatelé' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Volno ukazujeme k datu vaší svatby 19. 6. 2027.')).toBeInTheDocument();
    const photos = await screen.findByRole('region', { name: 'Fotografie (2)' });
    const music = screen.getByRole('region', { name: 'Hudba (1)' });
    expect(within(photos).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Studio Bílý závoj', 'Foto Jarmila']);
    expect(within(music).getByRole('link', { name: 'Kapela Swing' })).toHaveAttribute('href', '/portfolio?provider=40');
    const studioCard = within(photos).getByRole('article', { name: 'Studio Bílý závoj' });
    expect(plain(studioCard.textContent)).toContain('15 000 – 40 000 Kč');
    expect(studioCard).toHaveTextContent('Termín: Volno');
    expect(within(photos).getByRole('article', { name: 'Foto Jarmila' })).toHaveTextContent('Termín: Obsazeno');
  });

  it('shows an empty state with a way to the catalogue', async () => {
    renderAppAt('/vybrani', server([]));
    expect(await screen.findByRole('heading', { name: 'Ve výběru zatím nikoho nemáte' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Procházet dodavatele' })).toHaveAttribute('href', '/dodavatele');
  });

  it('shows a loading skeleton until the shortlist answers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderAppAt(
      '/vybrani',
      server([studio], {
        'GET /api/shortlist': async () => {
          await held;
          return { status: 200, body: { items: [studio], weddingDate: null } };
        },
      }),
    );
    expect(await screen.findByText('Načítání výběru…', {}, NAVIGATION_WAIT)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Studio Bílý závoj' })).toBeInTheDocument();
    expect(screen.queryByText('Načítání výběru…')).not.toBeInTheDocument();
  });

  it('compares two to four picked providers side by side', async () => {
    const user = userEvent.setup();
    renderAppAt('/vybrani', server([studio, jarmila, swing]));
    const compare = await screen.findByRole('button', { name: 'Porovnat' }, NAVIGATION_WAIT);
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Studio Bílý závoj' }));
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Foto Jarmila' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Kapela Swing' }));
    await user.click(compare);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Studio Bílý závoj', 'Foto Jarmila', 'Kapela Swing']);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    const cells = (label: string) => within(row(label)).getAllByRole('cell').map((cell) => plain(cell.textContent));
    expect(cells('Cena')).toEqual(['15 000 – 40 000 Kč', 'Cena na vyžádání', '15 000 – 40 000 Kč']);
    expect(cells('Hodnocení')).toEqual(['4,5 (3 hodnocení)', 'Bez hodnocení', '4,5 (3 hodnocení)']);
    expect(cells('Hodnocení z rezervací')).toEqual(['2 ověřené rezervace', 'Žádné', '5 ověřených rezervací']);
    expect(cells('Rychlost odpovědi')).toEqual(['Obvykle do 3 hodin', 'Neznámá', 'Obvykle do 2 dnů']);
    expect(cells('Termín svatby')).toEqual(['Volno', 'Obsazeno', 'Neznámé']);
    expect(cells('Oblast působení')).toEqual(['Praha, Brno', 'Jižní Morava', 'Praha, Brno']);
    // The comparison scrolls sideways on a phone (a focusable region around the table).
    expect(screen.getByRole('region', { name: /Porovnání dodavatelů/ })).toContainElement(table);
  });

  it('removes a provider from the shortlist', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/vybrani', server([studio, swing]));
    await user.click(await screen.findByRole('button', { name: 'Odebrat z výběru: Kapela Swing' }, NAVIGATION_WAIT));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kapela Swing' })).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/shortlist/40')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Hudba (1)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Studio Bílý závoj' })).toBeInTheDocument();
  });

  it('tells a provider account that the shortlist is for couples', async () => {
    const { callsTo } = renderAppAt(
      '/vybrani',
      server([], { 'GET /api/provider/profile': { status: 200, body: { id: 40, companyName: 'Kapela Swing', profileImageUrl: null } } }),
    );
    expect(await screen.findByText('Výběr dodavatelů je pro páry.', {}, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/shortlist')).toHaveLength(0);
  });
});
