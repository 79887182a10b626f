import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHONE_QUERY } from '../../shared/ListPage';
import { matchMediaQueries, restoreMatchMediaAfterEach } from '../../test/mediaQueries';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { categories, locations, makeProvider, pageOf } from '../../test/providersTestKit';

/** Issue 51: on a phone the /dodavatele filters filled the first screen; they open as a sheet from 'Filtry (N)'. */
const api: MockApi = {
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/locations': { status: 200, body: locations },
  'GET /api/service-providers': { status: 200, body: pageOf([makeProvider()]) },
};

const setPhone = (phone: boolean) => (phone ? matchMediaQueries(PHONE_QUERY) : matchMediaQueries());

restoreMatchMediaAfterEach();

describe('/dodavatele filters on a phone', () => {
  beforeEach(() => setPhone(true));

  it("keeps the filters behind 'Filtry (N)' and opens them as a sheet over the list", async () => {
    const user = userEvent.setup();
    renderApp('/dodavatele?kategorie=photography', api);
    const toggle = await screen.findByRole('button', { name: 'Filtry (1)' }, NAVIGATION_WAIT);
    // Closed: no filter field on the first screen.
    expect(screen.queryByRole('region', { name: 'Filtry dodavatelů' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hledat')).not.toBeInTheDocument();

    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filtry (1)' });
    expect(within(sheet).getByRole('region', { name: 'Filtry dodavatelů' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Hledat')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Zrušit filtry' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(sheet).getByRole('button', { name: 'Zobrazit výsledky' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Filtry (1)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the row of filters on a wide screen', async () => {
    setPhone(false);
    renderApp('/dodavatele', api);
    expect(await screen.findByRole('region', { name: 'Filtry dodavatelů' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
