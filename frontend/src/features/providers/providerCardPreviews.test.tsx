import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { ProviderCard } from '../../shared/ProviderCard';
import { mockApi, visitorApi } from '../../test/renderApp';
import { categories, makeProvider } from '../../test/providersTestKit';

const pictures = ['/uploads/portfolio/a.webp', '/uploads/portfolio/b.webp', '/uploads/portfolio/c.webp'];

function renderCard(card: React.ReactNode) {
  mockApi({ ...visitorApi, 'GET /api/service-categories': { status: 200, body: categories } });
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>{card}</MemoryRouter>
    </AppProviders>,
  );
}

describe("the catalogue cards' portfolio previews", () => {
  it('shows the first three portfolio pictures on a /dodavatele card, and none without pictures', () => {
    const { unmount } = renderCard(<ProviderCard provider={makeProvider({ previewImages: pictures })} />);
    const previews = screen.getByRole('list', { name: 'Ukázky z portfolia: Studio Bílý závoj' });
    expect(within(previews).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(pictures);
    expect(within(previews).getByRole('img', { name: 'Ukázka 1 z portfolia' })).toHaveAttribute('loading', 'lazy');
    unmount();
    renderCard(<ProviderCard provider={makeProvider({ previewImages: [] })} />);
    expect(screen.queryByRole('list', { name: /Ukázky z portfolia/ })).not.toBeInTheDocument();
  });
});
