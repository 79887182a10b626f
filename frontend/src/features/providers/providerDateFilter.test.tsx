import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProviderDto } from '../../api';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { ProviderCard } from '../../shared/ProviderCard';
import { mockApi, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { categories, locations, makeProvider, pageOf } from '../../test/providersTestKit';

// Issue 51: the wedding-day filter leaves out busy providers and marks the rest; a day the provider
// never set is 'Termín neuveden' (maybe), never 'Termín volný'.

function api(extra: MockApi = {}): MockApi {
  return {
    ...visitorApi,
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    ...extra,
  };
}

function renderCard(provider: PublicProviderDto) {
  mockApi(api());
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <ProviderCard provider={provider} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the catalogue card on a wedding day', () => {
  it("marks a day set free 'Termín volný', on request 'Termín na dotaz' and an unset day 'Termín neuveden'", () => {
    const { unmount } = renderCard(makeProvider({ dateAvailability: 'available' }));
    expect(screen.getByText('Termín volný')).toBeInTheDocument();
    unmount();

    const inquiry = renderCard(makeProvider({ dateAvailability: 'inquiry' }));
    expect(screen.getByText('Termín na dotaz')).toBeInTheDocument();
    inquiry.unmount();

    renderCard(makeProvider({ dateAvailability: 'unknown' }));
    expect(screen.getByText('Termín neuveden')).toBeInTheDocument();
    expect(screen.getByText(/nevyplnil: může být volný/)).toBeInTheDocument();
    expect(screen.queryByText('Termín volný')).not.toBeInTheDocument();
  });

  it('shows no mark without a wedding day', () => {
    renderCard(makeProvider());
    expect(screen.queryByText(/^Termín /)).not.toBeInTheDocument();
  });
});

describe('/dodavatele?datum=…', { timeout: 20_000 }, () => {
  it('explains the filter and marks each card by its calendar that day', async () => {
    renderApp(
      '/dodavatele?datum=2027-06-12',
      api({
        'GET /api/service-providers': {
          status: 200,
          body: pageOf([
            makeProvider({ id: 1, businessName: 'Foto Volno', dateAvailability: 'available' }),
            makeProvider({ id: 2, businessName: 'Foto Nevyplněno', dateAvailability: 'unknown' }),
          ]),
        },
      }),
    );
    const free = (await screen.findByRole('heading', { level: 2, name: 'Foto Volno' })).closest('article') as HTMLElement;
    expect(within(free).getByText('Termín volný')).toBeInTheDocument();
    const unset = screen.getByRole('heading', { level: 2, name: 'Foto Nevyplněno' }).closest('article') as HTMLElement;
    expect(within(unset).getByText('Termín neuveden')).toBeInTheDocument();
    expect(within(unset).queryByText('Termín volný')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Dodavatele obsazené 12. 6. 2027 jsme skryli.');
    expect(screen.getByRole('note')).toHaveTextContent('„Termín neuveden“, když dodavatel den v kalendáři nevyplnil');
  });
});
