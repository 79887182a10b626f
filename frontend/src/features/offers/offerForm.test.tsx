import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfferFormDialog } from './OfferFormDialog';
import { toOfferDto } from './offerForm';
import { makeOffer, providerApi, renderWithApi } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { id: 40, title: 'Fotograf na zámek', weddingDate: '2027-06-19' };
const MESSAGE = 'Dobrý den, rádi vám svatbu nafotíme celý den.';
const BLOCKED = 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.';

function renderForm(api: OffersApi, props: Partial<Parameters<typeof OfferFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderWithApi(<OfferFormDialog open onClose={onClose} request={request} {...props} />, providerApi(api));
  return { ...view, onClose };
}

describe('OfferFormDialog', () => {
  it('checks the message, the price and the range before sending, then sends exactly the offer', async () => {
    const user = userEvent.setup();
    const { callsTo, onClose } = renderForm({
      'POST /api/service-requests/40/offers': () => ({ status: 201, body: makeOffer() }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Poslat nabídku' });
    const send = within(dialog).getByRole('button', { name: /Odeslat nabídku/ });

    await user.click(send);
    expect(await within(dialog).findByText('Napište párovi zprávu')).toBeInTheDocument();
    // Each field's message renders on its own: the price's may come a render later on a busy machine.
    expect(await within(dialog).findByText('Zadejte cenu')).toBeInTheDocument();

    const message = within(dialog).getByLabelText(/Zpráva pro pár/);
    await user.type(message, 'Krátká');
    expect(await within(dialog).findByText('Zpráva musí mít alespoň 10 znaků')).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, `  ${MESSAGE}  `);
    await waitFor(() => expect(within(dialog).queryByText('Zpráva musí mít alespoň 10 znaků')).not.toBeInTheDocument());

    // A range needs both bounds, the upper one not below the lower.
    // The button-styled radio is clicked through its label, as a pointer would.
    await user.click(within(dialog).getByText('Rozpětí'));
    await user.type(within(dialog).getByLabelText(/^Od \(Kč\)/), '40000');
    await user.click(send);
    expect(await within(dialog).findByText('U rozpětí vyplňte i horní hranici ceny')).toBeInTheDocument();
    const upper = within(dialog).getByLabelText(/^Do \(Kč\)/);
    await user.type(upper, '30000');
    expect(await within(dialog).findByText('Horní hranice ceny nesmí být nižší než dolní')).toBeInTheDocument();
    await user.clear(upper);
    await user.type(upper, '60000');
    await waitFor(() => expect(within(dialog).queryByText('Horní hranice ceny nesmí být nižší než dolní')).not.toBeInTheDocument());
    expect(within(dialog).getByText(/Pár uvidí: 40.000 – 60.000 Kč/)).toBeInTheDocument();

    // Items: rows to add and remove; empty ones are not sent.
    await user.click(within(dialog).getByRole('button', { name: /Přidat položku/ }));
    await user.click(within(dialog).getByRole('button', { name: /Přidat položku/ }));
    await user.click(within(dialog).getByRole('button', { name: /Přidat položku/ }));
    await user.type(within(dialog).getByLabelText('Položka 1'), 'Celodenní focení');
    await user.type(within(dialog).getByLabelText('Položka 2'), 'Smazat mě');
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat položku 2' }));
    expect(within(dialog).queryByDisplayValue('Smazat mě')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ukázat moji dostupnost v termínu svatby z kalendáře' }));

    await user.click(send);
    await waitFor(() => expect(callsTo('POST', '/api/service-requests/40/offers')).toHaveLength(1));
    expect(callsTo('POST', '/api/service-requests/40/offers')[0].body).toEqual({
      message: MESSAGE,
      priceKind: 'range',
      priceMin: 40_000,
      priceMax: 60_000,
      includedItems: ['Celodenní focení'],
      validUntil: null,
      showAvailability: true,
      depositAmount: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Nabídka byla odeslána')).toBeInTheDocument();
  });

  it('edits an offer the couple has not answered with PUT, keeping its validity, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { callsTo, onClose } = renderForm(
      {
        'PUT /api/offers/9': () =>
          refuse
            ? { status: 403, body: { statusCode: 403, message: BLOCKED } }
            : { status: 200, body: makeOffer() },
      },
      {
        offer: makeOffer({ priceKind: 'from', priceMin: 18_000, includedItems: ['Album'], validUntil: '2099-12-31', availableOnDate: null }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upravit nabídku' });
    expect(within(dialog).getByRole('radio', { name: 'Od' })).toBeChecked();
    expect(within(dialog).getByLabelText('Položka 1')).toHaveValue('Album');
    expect(within(dialog).getByRole('checkbox', { name: /Ukázat moji dostupnost/ })).not.toBeChecked();
    const price = within(dialog).getByLabelText(/^Cena od \(Kč\)/);
    await user.clear(price);
    await user.type(price, '20000');
    await user.click(within(dialog).getByRole('button', { name: /Uložit změny/ }));
    expect(await within(dialog).findByText(/zablokované posílání zpráv a nabídek/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: /Uložit změny/ }));
    await waitFor(() => expect(callsTo('PUT', '/api/offers/9')).toHaveLength(2));
    expect(callsTo('PUT', '/api/offers/9')[1].body).toEqual({
      message: makeOffer().message,
      priceKind: 'from',
      priceMin: 20_000,
      priceMax: null,
      includedItems: ['Album'],
      validUntil: '2099-12-31',
      showAvailability: false,
      depositAmount: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('POST', '/api/service-requests/40/offers')).toHaveLength(0);
  });

  it('leaves out the availability for a request without a date', () => {
    const values = {
      message: ' Nabídka bez data svatby. ',
      priceKind: 'exact' as const,
      priceMin: 9_000,
      priceMax: 12_000,
      includedItems: ['', ' Dort ', '  '],
      validUntil: null,
      showAvailability: true,
      depositAmount: null,
    };
    expect(toOfferDto(values, false)).toEqual({
      message: 'Nabídka bez data svatby.',
      priceKind: 'exact',
      priceMin: 9_000,
      priceMax: null,
      includedItems: ['Dort'],
      validUntil: null,
      showAvailability: false,
      depositAmount: null,
    });
  });
});
