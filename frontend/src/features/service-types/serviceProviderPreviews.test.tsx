import { render, screen, within } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { SessionContext, VISITOR_SESSION } from '../../shared/useSession';
import { makeProvider } from '../../test/providersTestKit';
import { ServiceProviderCard } from './ServiceProviderCard';

const pictures = ['/uploads/portfolio/a.webp', '/uploads/portfolio/b.webp'];

describe("a /services card's portfolio preview", () => {
  it('fills the row with placeholder tiles when there are fewer than three pictures', () => {
    render(
      // The card's shortlist heart reads the session and the store.
      <ReduxProvider store={makeStore()}>
        <SessionContext.Provider value={VISITOR_SESSION}>
          <MemoryRouter>
            <ServiceProviderCard provider={makeProvider({ previewImages: pictures })} position={1} onMoreInfo={() => undefined} />
          </MemoryRouter>
        </SessionContext.Provider>
      </ReduxProvider>,
    );
    const previews = screen.getByRole('list', { name: 'Ukázky z portfolia: Studio Bílý závoj' });
    expect(within(previews).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(pictures);
    expect(previews.querySelectorAll('li')).toHaveLength(3);
  });
});
