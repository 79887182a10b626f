import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isFirstPageStaged, stageFirstPage } from '../../shared/firstScreen';
import { renderApp, visitorApi } from '../../test/renderApp';

describe("the app's first page: the home page's sections in steps", { timeout: 30_000 }, () => {
  it('draws every section, in page order, then renders pages at once again', async () => {
    stageFirstPage();
    renderApp('/', {
      ...visitorApi,
      'GET /api/service-categories': { status: 200, body: [] },
      'GET /api/subscription/plans': { status: 200, body: [] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Svatební služby na jednom místě' });
    // The last of the sections, each a module of its own imported in a later task: on a loaded machine the
    // first imports (transformed on demand) took longer than the default 5 s wait.
    expect(await screen.findByRole('heading', { level: 2, name: 'Co říkají páry' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Svatební služby',
      'Zadejte poptávku zdarma',
      'Jak to funguje',
      'Ceny pro dodavatele',
      'Co říkají páry',
    ]);
    expect(document.querySelector('.home__sections-pending')).toBeNull();
    // Marked done by the effect after the last section's commit, which may run after the DOM shows it.
    await waitFor(() => expect(isFirstPageStaged()).toBe(false));
  });
});
