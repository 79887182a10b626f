import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coupleApi, makeOffer, makeRequest, plain, providerApi, renderWithApi } from '../../test/offersTestKit';
import { OfferFormDialog } from './OfferFormDialog';
import { OffersPanel } from './OffersPanel';
import { OwnOfferSummary } from './OwnOffer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { id: 40, title: 'Fotograf na zámek', weddingDate: '2027-06-19' };
const MESSAGE = 'Dobrý den, rádi vám svatbu nafotíme celý den.';

describe("the offer's deposit", () => {
  it("is optional, at most the price, and sent as depositAmount", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWithApi(
      <OfferFormDialog open onClose={() => undefined} request={request} />,
      providerApi({ 'POST /api/service-requests/40/offers': () => ({ status: 201, body: makeOffer({ depositAmount: 5_000 }) }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Poslat nabídku' });
    await user.click(within(dialog).getByLabelText(/Zpráva pro pár/));
    await user.paste(MESSAGE);
    await user.type(within(dialog).getByLabelText(/^Cena \(Kč\)/), '25000');
    const deposit = within(dialog).getByLabelText(/^Záloha \(Kč\)/);
    await user.type(deposit, '30000');
    await user.click(within(dialog).getByRole('button', { name: /Odeslat nabídku/ }));
    expect(await within(dialog).findByText('Záloha nemůže být vyšší než cena')).toBeInTheDocument();
    expect(callsTo('POST', '/api/service-requests/40/offers')).toHaveLength(0);

    await user.clear(deposit);
    await user.type(deposit, '5000');
    await waitFor(() => expect(within(dialog).queryByText('Záloha nemůže být vyšší než cena')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /Odeslat nabídku/ }));
    await waitFor(() => expect(callsTo('POST', '/api/service-requests/40/offers')).toHaveLength(1));
    expect(callsTo('POST', '/api/service-requests/40/offers')[0].body).toMatchObject({ priceMin: 25_000, depositAmount: 5_000 });
  });

  it('is prefilled when editing, and cleared as null', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWithApi(
      <OfferFormDialog open onClose={() => undefined} request={request} offer={makeOffer({ depositAmount: 5_000 })} />,
      providerApi({ 'PUT /api/offers/9': () => ({ status: 200, body: makeOffer() }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upravit nabídku' });
    const deposit = within(dialog).getByLabelText(/^Záloha \(Kč\)/);
    expect(plain((deposit as HTMLInputElement).value)).toBe('5 000');
    await user.clear(deposit);
    await user.click(within(dialog).getByRole('button', { name: /Uložit změny/ }));
    await waitFor(() => expect(callsTo('PUT', '/api/offers/9')).toHaveLength(1));
    expect(callsTo('PUT', '/api/offers/9')[0].body).toMatchObject({ depositAmount: null });
  });

  it("shows on the couple's offer card and on the provider's own offer when set", async () => {
    renderWithApi(
      <>
        <OffersPanel
          request={makeRequest({ id: 41, offerCount: 2 })}
          offers={[
            makeOffer({ requestId: 41, depositAmount: 5_000 }),
            makeOffer({
              id: 10,
              requestId: 41,
              conversationId: 6,
              provider: { ...makeOffer().provider, id: 14, companyName: 'Foto Jarmila' },
            }),
          ]}
        />
        <OwnOfferSummary offer={makeOffer({ id: 11, depositAmount: 8_000 })} request={{ ...request, status: 'active' }} canSend />
      </>,
      coupleApi(),
    );
    const studio = (await screen.findByRole('link', { name: 'Studio Světlo' })).closest('article') as HTMLElement;
    expect(plain(within(studio).getByText(/^Záloha/).textContent)).toBe('Záloha 5 000 Kč');
    const other = (await screen.findByRole('link', { name: 'Foto Jarmila' })).closest('article') as HTMLElement;
    expect(within(other).queryByText(/^Záloha/)).not.toBeInTheDocument();
    expect(plain(screen.getByText(/^Záloha 8/).textContent)).toBe('Záloha 8 000 Kč');
  });
});
