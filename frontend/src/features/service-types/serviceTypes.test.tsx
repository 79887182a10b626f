import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryDto, PublicProviderDto, PublicProviderPageDto } from '../../api';
import { renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { formatRating } from '../../shared/format';
import { SKELETON_CARDS, areasText, foundText, priceText, skeletonCount } from './serviceTypes';

const categories: CategoryDto[] = [
  {
    id: 'photography',
    name: 'Fotografie',
    description: 'Svatební fotografové pro celý den.',
    group: 'Foto a video',
    icon: 'camera',
    priceRange: '15 000 – 60 000 Kč',
    providerCount: 2,
  },
  {
    id: 'flowers',
    name: 'Květiny',
    description: 'Kytice a květinová výzdoba.',
    group: 'Výzdoba',
    icon: 'flower-2',
    priceRange: '5 000 – 30 000 Kč',
    providerCount: 0,
  },
];

function provider(overrides: Partial<PublicProviderDto> = {}): PublicProviderDto {
  return {
    id: 997,
    businessName: 'Foto Světlo',
    description: 'Reportážní svatební fotografie s citem pro detail.',
    services: ['photography'],
    location: 'Praha a Brno',
    serviceAreas: ['praha', 'brno'],
    contact: { name: 'Foto Světlo', phone: '+420 777 123 456', email: 'info@svetlo.cz' },
    website: null,
    instagramUrl: null,
    facebookUrl: null,
    tiktokUrl: null,
    linkedinUrl: null,
    yearsExperience: 8,
    priceFrom: 15000,
    priceTo: 45000,
    priceRange: '15 000 – 45 000 Kč',
    rating: 4.3,
    reviewCount: 12,
    bookingReviewCount: 0,
    projectCount: 0,
    profileImageUrl: null,
    previewImages: [],
    isDemo: false,
    premium: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    responseMinutesMedian: null,
    responseShare: null,
    ...overrides,
  };
}

const pageOf = (items: PublicProviderDto[], total = items.length, page = 1, pageSize = 12): PublicProviderPageDto => ({
  items,
  total,
  page,
  pageSize,
});

function api(byType: Record<string, MockApi[string]> = {}): MockApi {
  const routes: MockApi = {
    ...visitorApi,
    'GET /api/service-categories': { status: 200, body: categories },
  };
  for (const [type, reply] of Object.entries(byType)) routes[`GET /api/providers/type/${type}`] = reply;
  return routes;
}

describe('/services/:serviceType', { timeout: 20_000 }, () => {
  it('lists the providers as Poskytovatel #n with the real rating', async () => {
    renderApp(
      '/services/photography',
      api({
        photography: {
          status: 200,
          body: pageOf([
            provider({
              responseMinutesMedian: 30,
              responseShare: 0.9,
              profileImageUrl: '/uploads/profile/svetlo.webp',
              previewImages: ['/uploads/portfolio/a.webp', '/uploads/portfolio/b.webp'],
            }),
            provider({
              id: 998,
              businessName: 'Ateliér Bez Recenzí',
              rating: null,
              reviewCount: 0,
              location: 'Neuvedeno',
              serviceAreas: [],
              priceRange: '',
              isDemo: true,
            }),
          ]),
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Fotografie' });
    expect(await screen.findByText('Nalezeno 2 poskytovatelé')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Poskytovatel #1 Foto Světlo' });
    expect(within(first).getByRole('heading', { name: 'Poskytovatel #1' })).toBeInTheDocument();
    expect(within(first).getByText('Foto Světlo')).toBeInTheDocument();
    expect(within(first).getByText('Hodnocení 4,3 z 5')).toBeInTheDocument();
    // The stars show the average to the nearest half (4,5), for the eye only: the exact one is read out.
    expect(first.querySelectorAll('.ui-stars__star--full')).toHaveLength(4);
    expect(first.querySelectorAll('.ui-stars__star--half')).toHaveLength(1);
    expect(within(first).queryByRole('img', { name: /Hodnocení/ })).not.toBeInTheDocument();
    expect(within(first).getByText('(12 hodnocení)')).toBeInTheDocument();
    expect(within(first).getByText('Obvykle odpovídá do 1 hodiny')).toBeInTheDocument();
    expect(within(first).queryByText('4,2')).not.toBeInTheDocument();
    expect(within(first).getByText('Praha a Brno')).toBeInTheDocument();
    expect(within(first).getByText('15 000 – 45 000 Kč')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Zobrazit portfolio' })).toHaveAttribute('href', '/portfolio?provider=997');
    expect(within(first).getByRole('button', { name: 'Více informací' })).toBeInTheDocument();
    // The real portfolio images (no placeholder tiles beside them) and the profile image.
    const previews = within(first).getByRole('list', { name: 'Ukázky z portfolia: Foto Světlo' });
    expect(within(previews).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/portfolio/a.webp',
      '/uploads/portfolio/b.webp',
    ]);
    expect(first.querySelector('img.avatar')).toHaveAttribute('src', '/uploads/profile/svetlo.webp');

    const second = screen.getByRole('article', { name: 'Poskytovatel #2 Ateliér Bez Recenzí' });
    expect(within(second).getByText('Bez hodnocení')).toBeInTheDocument();
    expect(within(second).queryByText(/Obvykle odpovídá/)).not.toBeInTheDocument();
    expect(within(second).getByText('Celá ČR')).toBeInTheDocument();
    expect(within(second).getByText('Cena na vyžádání')).toBeInTheDocument();
    expect(within(second).getByText('Ukázkový profil')).toBeInTheDocument();
    // Without images: three placeholder tiles and the initials.
    expect(within(second).queryByRole('list', { name: /Ukázky z portfolia/ })).not.toBeInTheDocument();
    expect(second.querySelectorAll('.st-card__tile')).toHaveLength(3);
    expect(second.querySelector('.avatar--initials')).toHaveTextContent('AB');

    expect(screen.getByRole('heading', { name: 'Jste dodavatel?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
  });

  it("'Více informací' scrolls smoothly to the bottom of the page", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/services/photography', api({ photography: { status: 200, body: pageOf([provider()]) } }));
    await user.click(await screen.findByRole('button', { name: 'Více informací' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(screen.getByRole('heading', { name: 'Jste dodavatel?' })).toHaveFocus();
  });

  it('numbers the cards across pages and paginates when total > pageSize', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 12 }, (_, index) => provider({ id: 100 + index, businessName: `Firma ${index + 13}` }));
    const lastItems = Array.from({ length: 6 }, (_, index) => provider({ id: 200 + index, businessName: `Firma ${index + 25}` }));
    // The mock answers by body only: switch the page it serves before asking for the next one.
    let served = pageOf(items, 30, 2);
    const { router, fetchMock } = renderApp(
      '/services/photography?strana=2',
      api({ photography: () => ({ status: 200, body: served }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Poskytovatel #13' })).toBeInTheDocument();
    expect(screen.getByText('Nalezeno 30 poskytovatelů')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Stránkování poskytovatelů' });
    expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Strana 1' })).not.toHaveAttribute('aria-current');
    expect(within(pages).getByRole('button', { name: 'Předchozí strana' })).toBeEnabled();
    served = pageOf(lastItems, 30, 3);
    await user.click(within(pages).getByRole('button', { name: 'Další strana' }));
    expect(router.state.location.search).toBe('?strana=3');
    expect(await screen.findByRole('heading', { name: 'Poskytovatel #25' })).toBeInTheDocument();
    const listUrls = fetchMock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((url) => url.includes('/api/providers/type/photography'));
    expect(listUrls.at(-1)).toMatch(/[?&]page=3(&|$)/);
    const last = screen.getByRole('navigation', { name: 'Stránkování poskytovatelů' });
    expect(within(last).getByRole('button', { name: 'Strana 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(last).getByRole('button', { name: 'Další strana' })).toBeDisabled();
    await user.click(within(last).getByRole('button', { name: 'Strana 1' }));
    expect(router.state.location.search).toBe('');
  });

  it("shows 'Žádní poskytovatelé nenalezeni' with the category name", async () => {
    renderApp('/services/flowers', api({ flowers: { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('heading', { name: 'Žádní poskytovatelé nenalezeni' })).toBeInTheDocument();
    expect(screen.getByText(/V kategorii Květiny zatím nemáme žádné poskytovatele/)).toBeInTheDocument();
    expect(screen.getByText('Nalezeno 0 poskytovatelů')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování poskytovatelů' })).not.toBeInTheDocument();
  });

  it('shows the 404 card for an unknown service type without calling the API', async () => {
    const { fetchMock } = renderApp('/services/venue', api());
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    const typeCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/api/providers/type/'),
    );
    expect(typeCalls).toHaveLength(0);
  });

  it("shows the 404 card when the API answers 'Neznámý typ služby'", async () => {
    renderApp(
      '/services/music',
      api({ music: { status: 404, body: { statusCode: 404, message: 'Neznámý typ služby' } } }),
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows loading skeletons until the list answers', async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderApp('/services/catering', api({ catering: { status: 200, body: pageOf([provider({ services: ['catering'] })]) } }));
    // Hold the list call back until the skeletons have been seen.
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/providers/type/')) await gate;
      return mocked(input, init);
    });
    await screen.findByRole('heading', { level: 1, name: 'Catering' });
    expect(await screen.findByText('Načítání poskytovatelů…')).toBeInTheDocument();
    expect(document.querySelectorAll('.st-card--skeleton').length).toBe(3);
    answer();
    expect(await screen.findByRole('heading', { name: 'Poskytovatel #1' })).toBeInTheDocument();
    expect(document.querySelectorAll('.st-card--skeleton').length).toBe(0);
  });

  it("stands in as many skeleton cards as the category's count puts on the page", async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Fotografie has 2 listed providers (the categories above): two skeletons, not the default three.
    renderApp('/services/photography', api({ photography: { status: 200, body: pageOf([provider(), provider({ id: 998 })]) } }));
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/providers/type/')) await gate;
      return mocked(input, init);
    });
    expect(await screen.findByText('Svatební fotografové pro celý den.')).toBeInTheDocument();
    expect(document.querySelectorAll('.st-card--skeleton').length).toBe(2);
    answer();
    expect(await screen.findByRole('heading', { name: 'Poskytovatel #2' })).toBeInTheDocument();
    expect(document.querySelectorAll('.st-card--skeleton').length).toBe(0);
  });
});

describe('service type helpers', () => {
  it("counts the skeleton cards from the category's listed providers and the page", () => {
    expect(skeletonCount(undefined, 1)).toBe(SKELETON_CARDS);
    expect(skeletonCount(0, 1)).toBe(SKELETON_CARDS);
    expect(skeletonCount(2, 1)).toBe(2);
    expect(skeletonCount(30, 1)).toBe(12);
    expect(skeletonCount(30, 3)).toBe(6);
    // Past the end: the last page's cards (the page moves there).
    expect(skeletonCount(30, 9)).toBe(6);
    expect(skeletonCount(24, 5)).toBe(12);
  });

  it('uses the Czech plural in the count', () => {
    expect(foundText(0)).toBe('Nalezeno 0 poskytovatelů');
    expect(foundText(1)).toBe('Nalezeno 1 poskytovatel');
    expect(foundText(3)).toBe('Nalezeno 3 poskytovatelé');
    expect(foundText(5)).toBe('Nalezeno 5 poskytovatelů');
  });

  it('formats the rating, the areas and the price', () => {
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.25)).toBe('4,3');
    expect(areasText({ location: 'Celá ČR', serviceAreas: ['cela-cr'] })).toBe('Celá ČR');
    expect(areasText({ location: '', serviceAreas: [] })).toBe('Celá ČR');
    expect(priceText({ priceRange: '' })).toBe('Cena na vyžádání');
  });
});
