import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProvider } from '../../test/providersTestKit';
import { ServiceProviderCard } from './ServiceProviderCard';

const pictures = ['/uploads/portfolio/a.webp', '/uploads/portfolio/b.webp'];

describe("a /services card's portfolio preview", () => {
  it('fills the row with placeholder tiles when there are fewer than three pictures', () => {
    render(
      <MemoryRouter>
        <ServiceProviderCard provider={makeProvider({ previewImages: pictures })} position={1} onMoreInfo={() => undefined} />
      </MemoryRouter>,
    );
    const previews = screen.getByRole('list', { name: 'Ukázky z portfolia: Studio Bílý závoj' });
    expect(within(previews).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(pictures);
    expect(previews.querySelectorAll('li')).toHaveLength(3);
  });
});
