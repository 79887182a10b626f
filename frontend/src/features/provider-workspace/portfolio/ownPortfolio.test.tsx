import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioItemDto, PublicProviderDto } from '../../../api';
import { formEntries, makeProfile, nonProviderApi, providerApi, renderWorkspace, testCategories } from '../../../test/workspaceTestKit';
import type { WorkspaceApi } from '../../../test/workspaceTestKit';
import { buildItemFormData, canSave, imageError, initialValues } from './portfolioItemModel';

function makeItem(overrides: Partial<PortfolioItemDto> = {}): PortfolioItemDto {
  return {
    id: 1,
    title: 'Svatba na zámku Hluboká',
    category: 'photography',
    description: 'Celodenní reportáž.',
    date: '2026-06-20',
    featured: true,
    instagramUrl: 'https://www.instagram.com/p/abc',
    websiteUrl: 'https://www.bilyzavoj.cz/hluboka',
    images: ['/uploads/portfolio/a.jpg', '/uploads/portfolio/b.jpg'],
    createdAt: '2026-06-25T10:00:00.000Z',
    ...overrides,
  };
}

const items = [makeItem(), makeItem({ id: 2, title: 'Zahradní svatba', featured: false, images: [], instagramUrl: null, websiteUrl: null })];

function api(extra: WorkspaceApi = {}): WorkspaceApi {
  return providerApi({
    'GET /api/provider/portfolio': { status: 200, body: items },
    'GET /api/provider/portfolio/views': { status: 200, body: { total: 1234, last30Days: 57 } },
    [`GET /api/providers/${makeProfile().id}/rating-stats`]: {
      status: 200,
      body: { averageRating: 4.5, totalReviews: 2, ratingDistribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 } },
    },
    ...extra,
  });
}

const fileInput = () => document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]') as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('portfolio item rules', () => {
  it('checks images, the required fields and builds the multipart body', () => {
    expect(imageError({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('Obrázek může mít nejvýše 5 MB');
    expect(imageError({ type: 'image/gif', size: 10 })).toBe('Nahrajte obrázek ve formátu JPG, PNG nebo WebP');
    expect(imageError({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(canSave(' ', 'x')).toBe(false);
    expect(canSave('a', 'b')).toBe(true);
    const values = initialValues(makeItem());
    values.images = values.images.slice(1);
    expect(formEntries(buildItemFormData(values, true))).toEqual([
      ['title', 'Svatba na zámku Hluboká'],
      ['description', 'Celodenní reportáž.'],
      ['category', 'photography'],
      ['date', '2026-06-20'],
      ['featured', 'true'],
      ['instagramUrl', 'https://www.instagram.com/p/abc'],
      ['websiteUrl', 'https://www.bilyzavoj.cz/hluboka'],
      ['keepImages', '["/uploads/portfolio/b.jpg"]'],
    ]);
  });
});

/** The own portfolio loads lazily with antd: slow the first time on a busy machine. */
const OWN_PORTFOLIO_WAIT = { timeout: 10_000 };

describe('/portfolio (own, provider)', { timeout: 30_000 }, () => {
  it('shows the stat tiles and the projects with edit and delete buttons', async () => {
    renderWorkspace('/portfolio', api());
    // The own portfolio is a lazy chunk that loads with antd (the public one renders without it).
    await screen.findByRole('heading', { level: 1, name: 'Moje portfolio' }, OWN_PORTFOLIO_WAIT);
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/');
    const stats = await screen.findByLabelText('Statistiky portfolia');
    // Views from the daily counter, the rating from the real reviews.
    await waitFor(() =>
      expect(within(stats).getAllByRole('definition').map((dd) => dd.textContent?.replace(/\s/g, ' '))).toEqual(['2', '1', '1 234', '4,5']),
    );
    for (const label of ['Celkem projektů', 'Doporučené', 'Zobrazení', 'Hodnocení']) {
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
    const list = screen.getByRole('region', { name: 'Co už jsme vytvořili' });
    const first = within(list).getByRole('article', { name: 'Svatba na zámku Hluboká' });
    expect(await within(first).findByText('Fotografie · 20. 6. 2026')).toBeInTheDocument();
    expect(within(first).getByText('Doporučené')).toBeInTheDocument();
    expect(within(first).getByAltText('Svatba na zámku Hluboká')).toHaveAttribute('src', '/uploads/portfolio/a.jpg');
    expect(within(first).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/p/abc');
    expect(within(first).getByRole('button', { name: 'Upravit projekt Svatba na zámku Hluboká' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Smazat projekt Svatba na zámku Hluboká' })).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Zahradní svatba' })).toBeInTheDocument();
  });

  it('shows the empty state without projects', async () => {
    renderWorkspace('/portfolio', api({ 'GET /api/provider/portfolio': { status: 200, body: [] } }));
    expect(await screen.findByText('Zatím nemáte žádné projekty.', {}, OWN_PORTFOLIO_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat první projekt' })).toBeInTheDocument();
  });

  it('turns adding off with a note once the portfolio holds 30 projects', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => makeItem({ id: index + 1, title: `Projekt ${index + 1}`, images: [] }));
    renderWorkspace('/portfolio', api({ 'GET /api/provider/portfolio': { status: 200, body: thirty } }));
    expect(await screen.findByText('Portfolio má nejvýše 30 projektů. Než přidáte nový, smažte některý starší.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat projekt' })).toBeDisabled();
  });

  it("keeps 'Uložit' disabled until the title and the description are filled; cancel resets the form", async () => {
    const user = userEvent.setup();
    renderWorkspace('/portfolio', api());
    await user.click(await screen.findByRole('button', { name: 'Přidat projekt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přidat projekt' });
    const save = within(dialog).getByRole('button', { name: 'Uložit' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Název projektu'), 'Nový projekt');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Popis'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Popis'), 'Popis projektu');
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await user.click(screen.getByRole('button', { name: 'Přidat projekt' }));
    const dialogs = await screen.findAllByRole('dialog', { name: 'Přidat projekt' });
    const again = dialogs[dialogs.length - 1];
    expect(within(again).getByLabelText('Název projektu')).toHaveValue('');
    expect(within(again).getByRole('button', { name: 'Uložit' })).toBeDisabled();
  });

  it('creates a project with a multipart POST and toasts', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace(
      '/portfolio',
      api({ 'POST /api/provider/portfolio': { status: 201, body: makeItem({ id: 3, title: 'Nový projekt' }) } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat projekt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přidat projekt' });
    await user.type(within(dialog).getByLabelText('Název projektu'), '  Nový projekt ');
    await user.click(within(dialog).getByLabelText('Kategorie'));
    await user.click(await screen.findByTitle('Fotografie'));
    await user.type(within(dialog).getByLabelText('Popis'), 'Popis projektu');
    await user.click(within(dialog).getByRole('switch', { name: 'Doporučený projekt' }));
    await user.type(within(dialog).getByLabelText('Instagram'), 'instagram.com/p/xyz');
    await user.upload(fileInput(), new File(['abc'], 'foto.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));

    expect(await screen.findByText('Projekt byl uložen')).toBeInTheDocument();
    const [post] = callsTo('POST', '/api/provider/portfolio');
    expect(formEntries(post.body)).toEqual([
      ['title', 'Nový projekt'],
      ['description', 'Popis projektu'],
      ['category', 'photography'],
      ['date', ''],
      ['featured', 'true'],
      ['instagramUrl', 'instagram.com/p/xyz'],
      ['websiteUrl', ''],
      ['images', '<file>'],
    ]);
    await waitFor(() => expect(callsTo('GET', '/api/provider/portfolio')).toHaveLength(2));
  });

  it('refuses a 6 MB image on the client with the message', async () => {
    const user = userEvent.setup();
    renderWorkspace('/portfolio', api());
    await user.click(await screen.findByRole('button', { name: 'Přidat projekt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přidat projekt' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'velka.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), big);
    expect(await within(dialog).findByText('Obrázek může mít nejvýše 5 MB')).toBeInTheDocument();
    expect(within(dialog).queryByText('velka.jpg')).not.toBeInTheDocument();
  });

  it('edits a project: removed images leave keepImages', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace('/portfolio', api({ 'PUT /api/provider/portfolio/1': { status: 200, body: makeItem() } }));
    await user.click(await screen.findByRole('button', { name: 'Upravit projekt Svatba na zámku Hluboká' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit projekt' });
    expect(within(dialog).getByLabelText('Název projektu')).toHaveValue('Svatba na zámku Hluboká');
    const removeButtons = within(dialog).getAllByRole('button', { name: /odstranit|remove|smazat|delete/i });
    await user.click(removeButtons[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Projekt byl uložen')).toBeInTheDocument();
    const [put] = callsTo('PUT', '/api/provider/portfolio/1');
    expect(formEntries(put.body)).toContainEqual(['keepImages', '["/uploads/portfolio/b.jpg"]']);
  });

  it('asks before deleting and deletes with DELETE', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace('/portfolio', api({ 'DELETE /api/provider/portfolio/2': { status: 204 } }));
    await user.click(await screen.findByRole('button', { name: 'Smazat projekt Zahradní svatba' }));
    const first = await screen.findByRole('dialog', { name: 'Opravdu chcete smazat tuto položku z portfolia?' });
    expect(within(first).getByText('Zahradní svatba')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Zrušit' }));
    expect(callsTo('DELETE', '/api/provider/portfolio/2')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Smazat projekt Zahradní svatba' }));
    const confirms = await screen.findAllByRole('dialog', { name: 'Opravdu chcete smazat tuto položku z portfolia?' });
    await user.click(within(confirms[confirms.length - 1]).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Projekt byl smazán')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/provider/portfolio/2')).toHaveLength(1);
  });

  it('sends a signed-in user without a provider profile to the registration', async () => {
    renderWorkspace('/portfolio', nonProviderApi());
    // The loading state has the same heading: wait for the note, then read the heading beside it.
    expect(await screen.findByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute('href', '/provider-registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Moje portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/');
  });
});

describe('/portfolio?provider={id} projects and availability', { timeout: 30_000 }, () => {
  const provider: PublicProviderDto = {
    id: 12,
    businessName: 'Studio Bílý závoj',
    description: 'Svatební fotografie.',
    services: ['photography'],
    location: 'Praha',
    serviceAreas: ['praha'],
    contact: { name: 'Studio Bílý závoj', phone: null, email: 'info@bilyzavoj.cz' },
    website: null,
    instagramUrl: null,
    facebookUrl: null,
    tiktokUrl: null,
    linkedinUrl: null,
    yearsExperience: null,
    priceFrom: null,
    priceTo: null,
    priceRange: 'Cena na vyžádání',
    rating: null,
    reviewCount: 0,
    bookingReviewCount: 0,
    projectCount: 2,
    profileImageUrl: null,
    previewImages: [],
    isDemo: false,
    premium: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    responseMinutesMedian: null,
    responseShare: null,
  };

  it('shows the projects as cards and the busy days of the shown month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 10, 10));
    try {
      renderWorkspace('/portfolio?provider=12', {
        ...providerApi(),
        'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
        'GET /api/providers/12': { status: 200, body: provider },
        'GET /api/service-categories': { status: 200, body: testCategories },
        'GET /api/providers/12/portfolio': { status: 200, body: items },
        'GET /api/providers/12/availability': {
          status: 200,
          body: [
            { date: '2026-09-12', status: 'busy', notes: null },
            { date: '2026-09-13', status: 'available', notes: null },
            { date: '2026-09-20', status: 'inquiry', notes: null },
          ],
        },
      });
      const projects = await screen.findByRole('region', { name: 'Portfolio' });
      const card = await within(projects).findByRole('article', { name: 'Svatba na zámku Hluboká' });
      expect(within(card).getByText('Doporučené')).toBeInTheDocument();
      expect(within(card).getAllByRole('img')[0]).toHaveAttribute('alt', 'Svatba na zámku Hluboká');
      expect(within(projects).queryByRole('button', { name: /Upravit/ })).not.toBeInTheDocument();
      expect(within(projects).queryByText('Dodavatel zatím nepřidal žádné projekty.')).not.toBeInTheDocument();

      const availability = await screen.findByRole('region', { name: 'Dostupnost termínů' });
      expect(await within(availability).findByText('sobota 12. září 2026, Obsazeno')).toBeInTheDocument();
      // A day the provider never set is unknown, not free (issue 51).
      expect(within(availability).getByText('čtvrtek 17. září 2026, Neuvedeno')).toBeInTheDocument();
      expect(within(within(availability).getByRole('list', { name: 'Legenda' })).getByText('Neuvedeno')).toBeInTheDocument();
      expect(within(availability).queryByRole('button', { name: /září 2026,/ })).not.toBeInTheDocument();
      const taken = within(availability).getAllByRole('listitem').filter((item) => item.className === 'avail-public__item');
      expect(taken.map((item) => item.textContent)).toEqual(['12. 9. 2026– Obsazeno', '20. 9. 2026– Na dotaz']);
    } finally {
      vi.useRealTimers();
    }
  });
});
