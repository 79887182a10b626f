import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferTemplateDto } from '../../api';
import { OfferFormDialog } from './OfferFormDialog';
import { OfferTemplatesCard } from './OfferTemplatesCard';
import { fillTemplateMessage, templateNameProblem, toTemplateDto } from './offerForm';
import { findDialog, makeOffer, providerApi, renderPage, renderWithApi } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';
import { chooseOption } from '../../test/selectOption';

/** Offer templates (issue 45): the card in the profile settings and 'Začít ze šablony' in the offer form. */

afterEach(() => {
  vi.unstubAllGlobals();
});

function template(overrides: Partial<OfferTemplateDto> = {}): OfferTemplateDto {
  return {
    id: 1,
    name: 'Celý den',
    message: 'Dobrý den, {datum} v místě {místo} vám rádi nafotíme celý den.',
    includedItems: ['Celodenní focení', '400 fotografií'],
    priceKind: 'range',
    priceMin: 30_000,
    priceMax: 45_000,
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
    ...overrides,
  } as OfferTemplateDto;
}

/** The provider's templates kept in memory, as the API keeps them. */
function templatesServer(initial: OfferTemplateDto[]) {
  let items = [...initial];
  let nextId = 100;
  const api: OffersApi = {
    'GET /api/offer-templates': () => ({ status: 200, body: items }),
    'POST /api/offer-templates': (body) => {
      if (items.length >= 10) return { status: 409, body: { statusCode: 409, message: 'Můžete mít nejvýše 10 šablon nabídek.' } };
      const created = template({ ...(body as Partial<OfferTemplateDto>), id: nextId++ });
      items = [...items, created];
      return { status: 201, body: created };
    },
  };
  for (const item of initial) {
    api[`PUT /api/offer-templates/${item.id}`] = (body) => {
      const updated = { ...item, ...(body as Partial<OfferTemplateDto>) };
      items = items.map((other) => (other.id === item.id ? updated : other));
      return { status: 200, body: updated };
    };
    api[`DELETE /api/offer-templates/${item.id}`] = () => {
      items = items.filter((other) => other.id !== item.id);
      return { status: 204 };
    };
  }
  return api;
}

const card = () => screen.getByRole('region', { name: 'Šablony nabídek' });

describe('offer template rules', () => {
  it('checks the name, builds the body and fills the date and place', () => {
    expect(templateNameProblem('  ', [])).toBe('Pojmenujte šablonu');
    expect(templateNameProblem('x'.repeat(81), [])).toBe('Název může mít nejvýše 80 znaků');
    expect(templateNameProblem(' celý DEN ', ['Celý den'])).toBe('Šablonu s tímto názvem už máte');
    expect(templateNameProblem('Půlden', ['Celý den'])).toBeNull();
    expect(
      toTemplateDto({ name: ' Půlden ', message: ' Text šablony. ', priceKind: 'from', priceMin: 9_000, priceMax: 12_000, includedItems: [' A ', ''] }),
    ).toEqual({ name: 'Půlden', message: 'Text šablony.', priceKind: 'from', priceMin: 9_000, priceMax: null, includedItems: ['A'] });
    expect(fillTemplateMessage('{datum}, {MÍSTO}, {misto}', { weddingDate: '2027-06-19', location: 'Zámek Loučeň' })).toBe(
      '19. 6. 2027, Zámek Loučeň, Zámek Loučeň',
    );
    expect(fillTemplateMessage('{datum} / {místo}', { weddingDate: null, location: '' })).toBe('termín vaší svatby / místo vaší svatby');
  });
});

describe("'Šablony nabídek' in the profile settings", () => {
  it('lists, creates, edits and deletes templates (after a confirmation)', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWithApi(<OfferTemplatesCard />, providerApi(templatesServer([template()])));
    expect(await within(card()).findByRole('heading', { name: 'Celý den' })).toBeInTheDocument();
    expect(within(card()).getByText(/30.000 – 45.000 Kč · 2 položky/)).toBeInTheDocument();

    // Create: the name is required and unique; the offer's own checks hold.
    await user.click(within(card()).getByRole('button', { name: 'Nová šablona' }));
    let dialog = await findDialog('Nová šablona nabídky');
    await user.click(within(dialog).getByRole('button', { name: /Uložit šablonu/ }));
    expect(await within(dialog).findByText('Pojmenujte šablonu')).toBeInTheDocument();
    expect(within(dialog).getByText('Napište párovi zprávu')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Název šablony/), 'celý den');
    expect(await within(dialog).findByText('Šablonu s tímto názvem už máte')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Název šablony/));
    await user.type(within(dialog).getByLabelText(/Název šablony/), 'Obřad');
    await user.type(within(dialog).getByLabelText(/Zpráva pro pár/), 'Nafotíme obřad {{datum}.');
    await user.click(within(dialog).getByText('Od'));
    await user.type(within(dialog).getByLabelText(/^Cena od \(Kč\)/), '9000');
    await user.click(within(dialog).getByRole('button', { name: /Přidat položku/ }));
    await user.type(within(dialog).getByLabelText('Položka 1'), 'Obřad a gratulace');
    await user.click(within(dialog).getByRole('button', { name: /Uložit šablonu/ }));
    await waitFor(() => expect(callsTo('POST', '/api/offer-templates')).toHaveLength(1));
    expect(callsTo('POST', '/api/offer-templates')[0].body).toEqual({
      name: 'Obřad',
      message: 'Nafotíme obřad {datum}.',
      priceKind: 'from',
      priceMin: 9_000,
      priceMax: null,
      includedItems: ['Obřad a gratulace'],
    });
    expect(await within(card()).findByRole('heading', { name: 'Obřad' })).toBeInTheDocument();

    // Edit: the form starts from the template.
    await user.click(within(card()).getByRole('button', { name: 'Upravit šablonu Celý den' }));
    dialog = await findDialog('Upravit šablonu');
    expect(within(dialog).getByLabelText(/Název šablony/)).toHaveValue('Celý den');
    expect(within(dialog).getByRole('radio', { name: 'Rozpětí' })).toBeChecked();
    expect(within(dialog).getByLabelText('Položka 2')).toHaveValue('400 fotografií');
    await user.clear(within(dialog).getByLabelText(/Název šablony/));
    await user.type(within(dialog).getByLabelText(/Název šablony/), 'Celý den s videem');
    await user.click(within(dialog).getByRole('button', { name: /Uložit šablonu/ }));
    await waitFor(() => expect(callsTo('PUT', '/api/offer-templates/1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/offer-templates/1')[0].body).toMatchObject({ name: 'Celý den s videem', priceKind: 'range', priceMax: 45_000 });
    expect(await within(card()).findByRole('heading', { name: 'Celý den s videem' })).toBeInTheDocument();

    // Delete: only after the confirmation.
    await user.click(within(card()).getByRole('button', { name: 'Smazat šablonu Celý den s videem' }));
    const confirm = await findDialog('Smazat šablonu „Celý den s videem“?');
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(callsTo('DELETE', '/api/offer-templates/1')).toHaveLength(0);
    await user.click(within(card()).getByRole('button', { name: 'Smazat šablonu Celý den s videem' }));
    await user.click(within(await findDialog('Smazat šablonu „Celý den s videem“?')).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/offer-templates/1')).toHaveLength(1));
    await waitFor(() => expect(within(card()).queryByRole('heading', { name: 'Celý den s videem' })).not.toBeInTheDocument());
    expect(within(card()).getByRole('heading', { name: 'Obřad' })).toBeInTheDocument();
  }, 30_000);

  it('stops at 10 templates with a Czech message', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => template({ id: index + 1, name: `Šablona ${index + 1}` }));
    renderWithApi(<OfferTemplatesCard />, providerApi(templatesServer(ten)));
    expect(await within(card()).findByRole('heading', { name: 'Šablona 10' })).toBeInTheDocument();
    expect(within(card()).getByText('Můžete mít nejvýše 10 šablon nabídek.')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Nová šablona' })).toBeDisabled();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <OfferTemplatesCard />,
      providerApi({
        'GET /api/offer-templates': { status: 200, body: [] },
        'POST /api/offer-templates': { status: 409, body: { statusCode: 409, message: 'Šablonu s tímto názvem už máte.' } },
      }),
    );
    expect(await within(card()).findByText(/Zatím nemáte žádnou šablonu/)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Nová šablona' }));
    const dialog = await findDialog('Nová šablona nabídky');
    await user.type(within(dialog).getByLabelText(/Název šablony/), 'Obřad');
    await user.type(within(dialog).getByLabelText(/Zpráva pro pár/), 'Nafotíme celý obřad.');
    await user.type(within(dialog).getByLabelText(/^Cena \(Kč\)/), '9000');
    await user.click(within(dialog).getByRole('button', { name: /Uložit šablonu/ }));
    expect(await within(dialog).findByText('Šablonu s tímto názvem už máte.')).toBeInTheDocument();
  });

  it('is part of the profile settings page', async () => {
    renderPage('/profile-settings', providerApi(templatesServer([template()])));
    expect(await screen.findByRole('region', { name: 'Šablony nabídek' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(card()).findByRole('heading', { name: 'Celý den' })).toBeInTheDocument();
  });
});

describe("'Začít ze šablony' in the offer form", () => {
  const request = { id: 40, title: 'Fotograf na zámek', weddingDate: '2027-06-19', location: 'Zámek Loučeň' };

  it('fills the message (with the date and place), the items and the price, and sends them', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWithApi(
      <OfferFormDialog open onClose={() => undefined} request={request} />,
      providerApi({
        ...templatesServer([template(), template({ id: 2, name: 'Obřad', message: 'Jen obřad.', priceKind: 'exact', priceMin: 9_000, priceMax: null, includedItems: [] })]),
        'POST /api/service-requests/40/offers': () => ({ status: 201, body: makeOffer() }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Poslat nabídku' });
    await within(dialog).findByLabelText('Začít ze šablony');
    await chooseOption(user, 'Začít ze šablony', 'Celý den');

    expect(within(dialog).getByLabelText(/Zpráva pro pár/)).toHaveValue(
      'Dobrý den, 19. 6. 2027 v místě Zámek Loučeň vám rádi nafotíme celý den.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Rozpětí' })).toBeChecked();
    expect(within(dialog).getByLabelText('Položka 1')).toHaveValue('Celodenní focení');
    expect(within(dialog).getByLabelText('Položka 2')).toHaveValue('400 fotografií');

    await user.click(within(dialog).getByRole('button', { name: /Odeslat nabídku/ }));
    await waitFor(() => expect(callsTo('POST', '/api/service-requests/40/offers')).toHaveLength(1));
    expect(callsTo('POST', '/api/service-requests/40/offers')[0].body).toEqual({
      message: 'Dobrý den, 19. 6. 2027 v místě Zámek Loučeň vám rádi nafotíme celý den.',
      priceKind: 'range',
      priceMin: 30_000,
      priceMax: 45_000,
      includedItems: ['Celodenní focení', '400 fotografií'],
      validUntil: null,
      showAvailability: false,
      depositAmount: null,
    });
  });

  it('offers no template choice when editing a sent offer', async () => {
    renderWithApi(
      <OfferFormDialog open onClose={() => undefined} request={request} offer={makeOffer()} />,
      providerApi(templatesServer([template()])),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upravit nabídku' });
    expect(within(dialog).queryByLabelText('Začít ze šablony')).not.toBeInTheDocument();
  });
});
