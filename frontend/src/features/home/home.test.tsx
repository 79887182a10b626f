import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto, LocationDto, PlanDto } from '../../api';
import { formatCzk as formatCzkNbsp } from '../../shared/format';
import { AUTO_SELECT_PLAN_KEY } from '../../shared/autoSelectPlan';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { chooseOption } from '../../test/selectOption';


/** "2 800 Kč" with plain spaces: Testing Library normalizes the page's non-breaking spaces. */
const formatCzk = (amount: number) => formatCzkNbsp(amount).replace(/\s/g, ' ');

/** Typing through antd inputs is slow in jsdom. */
const SLOW = { timeout: 30_000 };

const category = (id: string, name: string, extra: Partial<CategoryDto> = {}): CategoryDto => ({
  id,
  name,
  description: `Popis služby ${name}.`,
  group: 'Ostatní',
  icon: 'sparkles',
  priceRange: '1 000 – 2 000 Kč',
  providerCount: 1,
  ...extra,
});

const categories: CategoryDto[] = [
  category('photography', 'Fotografie', {
    group: 'Foto a video',
    icon: 'camera',
    priceRange: '15 000 – 45 000 Kč',
    providerCount: 12,
  }),
  category('flowers', 'Květiny', {
    description: 'Svatební kytice, korsáže a květinová výzdoba obřadu i tabule.',
    group: 'Květiny a dekorace',
    icon: 'flower-2',
    priceRange: '8 000 – 35 000 Kč',
    providerCount: 7,
  }),
  category('catering', 'Catering', {
    group: 'Jídlo a pití',
    icon: 'utensils',
    priceRange: '700 – 1 500 Kč / osoba',
    providerCount: 3,
  }),
  category('cake', 'Svatební dort', {
    group: 'Jídlo a pití',
    icon: 'cake',
    priceRange: '3 500 – 12 000 Kč',
    providerCount: 5,
  }),
];

const locations: LocationDto[] = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country' },
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'plzen', name: 'Plzeň', type: 'city' },
  { id: 'jizni-morava', name: 'Jižní Morava', type: 'region' },
];

const features = ['Profil v seznamu dodavatelů', 'Kontakty na páry u všech poptávek'];
const plan = (p: Partial<PlanDto> & Pick<PlanDto, 'id' | 'planType' | 'name' | 'price' | 'billingPeriod'>): PlanDto => ({
  priceFormatted: formatCzkNbsp(p.price),
  description: `Plán ${p.name}.`,
  features,
  isPopular: false,
  savings: null,
  originalPrice: null,
  discountPercent: null,
  ...p,
});
const plans: PlanDto[] = [
  plan({ id: 'free', planType: 'free', name: 'Zdarma', price: 0, billingPeriod: 'monthly' }),
  plan({ id: 'basic_monthly', planType: 'basic', name: 'Basic', price: 290, billingPeriod: 'monthly' }),
  plan({ id: 'premium_monthly', planType: 'premium', name: 'Premium', price: 490, billingPeriod: 'monthly', isPopular: true }),
  plan({
    id: 'basic_yearly',
    planType: 'basic',
    name: 'Basic',
    price: 2800,
    billingPeriod: 'yearly',
    savings: 680,
    originalPrice: 3480,
    discountPercent: 20,
  }),
  plan({
    id: 'premium_yearly',
    planType: 'premium',
    name: 'Premium',
    price: 4400,
    billingPeriod: 'yearly',
    savings: 1480,
    originalPrice: 5880,
    discountPercent: 25,
  }),
];

const homeApi: MockApi = {
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/locations': { status: 200, body: locations },
  'GET /api/subscription/plans': { status: 200, body: plans },
};

const servicesGrid = () => screen.getByRole('list', { name: 'Kategorie služeb' });
const cardNames = () => within(servicesGrid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const choose = chooseOption;

async function openForm(api: MockApi = homeApi) {
  const view = renderApp('/', api);
  // The section is a lazy chunk: the first test to open it waits for its transform, longer on a busy machine.
  const submit = await screen.findByRole('button', { name: 'Odeslat poptávku ZDARMA' }, { timeout: 15_000 });
  // the categories are in the picker once loaded
  await within(await screen.findByRole('group', { name: 'Služby' })).findByRole('checkbox', { name: 'Květiny' });
  return { ...view, submit };
}

/**
 * The field is marked invalid with the message. antd validates a typed value asynchronously and lets the previous
 * message animate out while the new one comes in (for a moment two copies, one leaving the document), so the
 * check is retried until the field has settled, and counts the copies still in the document.
 */
async function expectFieldError(label: string, message: string): Promise<void> {
  await waitFor(() => {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message).filter((element) => element.isConnected)).not.toHaveLength(0);
  });
}

describe('home page: services (#sluzby)', SLOW, () => {
  it('shows the count, finds "Květiny" for "kvetiny" and shows the empty result', async () => {
    const user = userEvent.setup();
    renderApp('/', homeApi);

    expect(await screen.findByRole('heading', { name: 'Svatební služby' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(
      await screen.findByText('Objevte 4 kategorie svatebních služeb od ověřených profesionálů', {}, NAVIGATION_WAIT),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(['Catering', 'Fotografie', 'Květiny', 'Svatební dort']);
    // The six service types with a page of their own link it too; the others do not have one.
    expect(within(servicesGrid()).getByRole('link', { name: 'Přehled poskytovatelů: Fotografie' })).toHaveAttribute(
      'href',
      '/services/photography',
    );
    expect(within(servicesGrid()).queryByRole('link', { name: 'Přehled poskytovatelů: Svatební dort' })).not.toBeInTheDocument();

    const search = screen.getByPlaceholderText('Co hledáte? (např. fotograf, catering, květiny...)');
    expect(search).toBe(screen.getByLabelText('Hledat službu'));
    await user.type(search, 'KVETINY');
    expect(await screen.findByText('Výsledky vyhledávání pro "KVETINY"')).toBeInTheDocument();
    expect(screen.getByText('Nalezeno 1 služba')).toBeInTheDocument();
    const card = within(servicesGrid()).getByRole('link', { name: 'Květiny' });
    expect(card).toHaveAttribute('href', '/dodavatele?kategorie=flowers');
    expect(within(servicesGrid()).getByText('7 profesionálů')).toBeInTheDocument();
    expect(within(servicesGrid()).getByText('Květiny a dekorace')).toBeInTheDocument();
    expect(within(servicesGrid()).getByText('8 000 – 35 000 Kč')).toBeInTheDocument();

    // the description is searched too, case and diacritics ignored
    await user.clear(search);
    await user.type(search, 'svatebni');
    expect(await screen.findByText('Nalezeno 2 služby')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Květiny', 'Svatební dort']);

    await user.clear(search);
    await user.type(search, 'ohňostroj');
    expect(await screen.findByText('Žádné výsledky')).toBeInTheDocument();
    expect(screen.getByText('Zkuste upravit hledaný výraz nebo procházejte kategorie níže')).toBeInTheDocument();
    expect(screen.getByText('Nalezeno 0 služeb')).toBeInTheDocument();

    // 'Všechny služby' still links every category
    const all = screen.getByRole('navigation', { name: 'Všechny služby' });
    expect(within(all).getAllByRole('link')).toHaveLength(4);
    expect(within(all).getByRole('link', { name: 'Catering' })).toHaveAttribute('href', '/dodavatele?kategorie=catering');
  });

  it('sorts by price (first number of the range), by popularity and filters by group', async () => {
    const user = userEvent.setup();
    renderApp('/', homeApi);
    await screen.findByText('Objevte 4 kategorie svatebních služeb od ověřených profesionálů');

    const sort = screen.getByLabelText('Řazení');
    expect(sort).toHaveDisplayValue('Podle názvu');
    await user.selectOptions(sort, 'Od nejlevnějších');
    await waitFor(() => expect(cardNames()).toEqual(['Catering', 'Svatební dort', 'Květiny', 'Fotografie']));

    await user.selectOptions(sort, 'Od nejdražších');
    await waitFor(() => expect(cardNames()).toEqual(['Fotografie', 'Květiny', 'Svatební dort', 'Catering']));

    await user.selectOptions(sort, 'Podle oblíbenosti');
    await waitFor(() => expect(cardNames()).toEqual(['Fotografie', 'Květiny', 'Svatební dort', 'Catering']));

    const group = screen.getByLabelText('Skupina');
    expect(group).toHaveDisplayValue('Všechny skupiny');
    expect(within(group).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Všechny skupiny',
      'Foto a video',
      'Jídlo a pití',
      'Květiny a dekorace',
    ]);
    await user.selectOptions(group, 'Jídlo a pití');
    await waitFor(() => expect(cardNames()).toEqual(['Svatební dort', 'Catering']));
  });

  it('shows 12 cards and "Zobrazit všechny služby" when nothing is searched', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) => category(`c${i}`, `Služba ${String(i + 1).padStart(2, '0')}`));
    renderApp('/', { ...homeApi, 'GET /api/service-categories': { status: 200, body: many } });
    await screen.findByText('Objevte 14 kategorií svatebních služeb od ověřených profesionálů');
    expect(cardNames()).toHaveLength(12);
    const more = screen.getByRole('button', { name: 'Zobrazit všechny služby (14)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(cardNames()).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Zobrazit méně' }));
    expect(cardNames()).toHaveLength(12);
    // a search shows every match
    await user.type(screen.getByLabelText('Hledat službu'), 'sluzba');
    expect(await screen.findByText('Nalezeno 14 služeb')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Zobrazit/ })).not.toBeInTheDocument();
  });

  it('shows 12 placeholders while the categories load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = renderApp('/', homeApi);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/service-categories')) await gate;
      return answer!(input, init);
    });
    expect(await screen.findByRole('heading', { name: 'Svatební služby' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(await screen.findAllByTestId('service-placeholder')).toHaveLength(12);
    release();
    expect(await screen.findByRole('list', { name: 'Kategorie služeb' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('service-placeholder')).toHaveLength(0);
  });
});

describe('home page: request form (#ai-form)', SLOW, () => {
  it('shows every validation message on an empty submit', async () => {
    const user = userEvent.setup();
    const { submit, fetchMock } = await openForm();
    expect(screen.getByRole('heading', { name: '1 Základní údaje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Služby' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Detaily a rozpočet' })).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Jména páru jsou povinná')).toBeInTheDocument();
    expect(await screen.findByText('Vyberte alespoň jednu službu')).toBeInTheDocument();
    expect(await screen.findByText('Vyberte rozpočet')).toBeInTheDocument();
    expect(await screen.findByText('Lokalita je povinná')).toBeInTheDocument();
    expect(await screen.findByText('Neplatný email')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('/api/service-requests'))).toBe(false);

    // a name of one letter (after trimming) is still too short
    await user.type(screen.getByLabelText('Jména páru'), '  J ');
    await expectFieldError('Jména páru', 'Jména páru jsou povinná');
    await user.type(screen.getByLabelText('Kontaktní e-mail'), 'neplatny');
    await expectFieldError('Kontaktní e-mail', 'Neplatný email');
    expect(screen.getByLabelText('Kontaktní e-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Kontaktní e-mail')).toHaveAttribute('type', 'email');
  });

  it('disables and clears the date when "Ještě nemám vybráno datum" is ticked', async () => {
    const user = userEvent.setup();
    await openForm();
    const date = screen.getByLabelText('Datum svatby');
    expect(date).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    expect(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' })).toBeChecked();
    expect(screen.getByLabelText('Datum svatby')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    expect(screen.getByLabelText('Datum svatby')).toBeEnabled();
  });

  it('keeps only digits and spaces in the phone', async () => {
    const user = userEvent.setup();
    await openForm();
    const phone = screen.getByLabelText('Telefon (nepovinný)');
    await user.type(phone, '+777 abc-123x456');
    expect(phone).toHaveValue('777 123456');
    expect(screen.getByLabelText('Telefonní předvolba')).toBeInTheDocument();
  });

  it('searches, selects all shown and clears the services, with a counter', async () => {
    const user = userEvent.setup();
    await openForm();
    const step = within(screen.getByRole('heading', { name: '2 Služby' }).closest('section') as HTMLElement);
    const search = step.getByLabelText('Hledat v kategoriích');
    const tiles = () => within(step.getByRole('group', { name: 'Služby' })).queryAllByRole('checkbox');
    expect(step.getByText('Vybráno: 0 služeb')).toBeInTheDocument();
    expect(tiles()).toHaveLength(4);

    await user.type(search, 'KVĚT');
    expect(tiles().map((tile) => (tile as HTMLInputElement).checked)).toEqual([false]);
    await user.click(step.getByRole('button', { name: 'Vybrat vše' }));
    expect(step.getByText('Vybráno: 1 služba')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'svatebni');
    expect(tiles().map((tile) => tile.closest('label')?.textContent)).toEqual(['Svatební dort']);
    await user.type(search, ' x');
    expect(step.getByText('Žádná služba neodpovídá hledání.')).toBeInTheDocument();

    await user.clear(search);
    await user.click(step.getByRole('checkbox', { name: 'Catering' }));
    expect(step.getByText('Vybráno: 2 služby')).toBeInTheDocument();
    await user.click(step.getByRole('button', { name: 'Vybrat vše' }));
    expect(step.getByText('Vybráno: 4 služby')).toBeInTheDocument();
    expect(tiles().every((tile) => (tile as HTMLInputElement).checked)).toBe(true);
    await user.click(step.getByRole('button', { name: 'Zrušit výběr' }));
    expect(step.getByText('Vybráno: 0 služeb')).toBeInTheDocument();
  });

  it('sends the request with the no-date text, shows the result screen and starts over with an empty form', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { submit } = await openForm({
      ...homeApi,
      'POST /api/service-requests': (body) => {
        bodies.push(body);
        return {
          status: 201,
          body: { id: 41, message: 'Děkujeme!', emailInfo: 'Potvrzení jsme poslali na jana@example.cz.' },
        };
      },
    });

    await user.type(screen.getByLabelText('Jména páru'), '  Jana a Petr ');
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    const services = screen.getByRole('group', { name: 'Služby' });
    await user.click(within(services).getByRole('checkbox', { name: 'Květiny' }));
    await user.click(within(services).getByRole('checkbox', { name: 'Fotografie' }));
    await user.type(screen.getByLabelText('Popis'), 'Hledáme fotografa na celý den.');
    await choose(user, 'Rozpočet', '50 000 – 100 000 Kč');
    await choose(user, 'Lokalita', 'Plzeň');
    await user.type(screen.getByLabelText('Kontaktní e-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Telefon (nepovinný)'), '777 123 456');
    await user.click(submit);

    // The result screen in place of the form (issue 51, item 6).
    const result = (await screen.findByRole('heading', { name: /Poptávka je odeslaná/ })).closest('.request-sent') as HTMLElement;
    expect(result).toHaveTextContent('Potvrzení jsme poslali na jana@example.cz.');
    expect(bodies).toEqual([
      {
        coupleName: 'Jana a Petr',
        noDateSelected: true,
        services: ['flowers', 'photography'],
        description: 'Hledáme fotografa na celý den.',
        budget: '100000',
        location: 'plzen',
        contactEmail: 'jana@example.cz',
        phoneCountryCode: '+420',
        contactPhone: '777 123 456',
      },
    ]);

    // the whole form is reset
    await user.click(within(result).getByRole('button', { name: /Zadat další poptávku/ }));
    await waitFor(() => expect(screen.getByLabelText('Jména páru')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' })).not.toBeChecked();
    expect(screen.getByLabelText('Datum svatby')).toBeEnabled();
    expect(screen.getByText('Vybráno: 0 služeb')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Květiny' })).not.toBeChecked();
    expect(screen.getByLabelText('Kontaktní e-mail')).toHaveValue('');
    expect(screen.getByLabelText('Telefon (nepovinný)')).toHaveValue('');
  });

  it('sends a picked date as YYYY-MM-DD, leaves out an empty phone and shows a server error', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    const { submit } = await openForm({
      ...homeApi,
      'POST /api/service-requests': (body) => {
        bodies.push(body as Record<string, unknown>);
        return { status: 400, body: { statusCode: 400, message: 'Neznámá služba' } };
      },
    });
    const year = new Date().getFullYear() + 2;

    await user.type(screen.getByLabelText('Jména páru'), 'Eva a Adam');
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    // picking a date needs the box unticked (the date is disabled while it is ticked)
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    await user.click(screen.getByLabelText('Datum svatby'));
    await user.type(screen.getByLabelText('Datum svatby'), `12. 9. ${year}{Enter}`);
    await user.click(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Catering' }));
    await choose(user, 'Rozpočet', 'Ještě nevím');
    await choose(user, 'Lokalita', 'Ještě nevím');
    await user.type(screen.getByLabelText('Kontaktní e-mail'), 'eva@example.cz');
    await user.click(submit);

    expect(await screen.findByText('Chyba při odesílání')).toBeInTheDocument();
    expect(screen.getByText('Neznámá služba')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      coupleName: 'Eva a Adam',
      weddingDate: `${year}-09-12`,
      noDateSelected: false,
      services: ['catering'],
      budget: 'not-sure',
      location: 'Ještě nevím',
      contactEmail: 'eva@example.cz',
    });
    expect(bodies[0]).not.toHaveProperty('contactPhone');
    expect(bodies[0]).not.toHaveProperty('phoneCountryCode');
    // the form keeps its values after a failure
    expect(screen.getByLabelText('Jména páru')).toHaveValue('Eva a Adam');
  });

  it('asks for the basic data before the AI draft', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }));
    expect(await screen.findByText('Vyplňte základní údaje')).toBeInTheDocument();
    expect(
      screen.getByText('Pro generování popisu potřebujeme jména páru, datum svatby a vybrané služby.'),
    ).toBeInTheDocument();
    const aiCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/api/ai/'),
    );
    expect(aiCalls).toHaveLength(0);
  });

  it('fills the description from the AI draft', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    await openForm({
      ...homeApi,
      'POST /api/ai/generate-description': (body) => {
        bodies.push(body);
        return { status: 200, body: { generatedText: 'Milí dodavatelé, hledáme květiny.', source: 'offline' } };
      },
    });
    await user.type(screen.getByLabelText('Jména páru'), 'Jana a Petr');
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    await user.click(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Květiny' }));
    await choose(user, 'Lokalita', 'Praha');
    await user.click(screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }));

    expect(await screen.findByText('Text vygenerován!')).toBeInTheDocument();
    expect(screen.getByText('AI návrh byl přidán do pole popisu.')).toBeInTheDocument();
    expect(screen.getByLabelText('Popis')).toHaveValue('Milí dodavatelé, hledáme květiny.');
    expect(bodies).toEqual([
      { coupleName: 'Jana a Petr', weddingDate: 'ještě nemám vybráno datum', services: ['flowers'], location: 'praha' },
    ]);
  });

  it('shows the quota text when the AI endpoint answers 429, and the generic text otherwise', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 429;
    await openForm({
      ...homeApi,
      'POST /api/ai/generate-description': () =>
        status === 429
          ? { status: 429, body: { statusCode: 429, message: 'Příliš mnoho požadavků, zkuste to později.' } }
          : { status: 502, body: { statusCode: 502, message: 'AI služba neodpověděla.' } },
    });
    await user.type(screen.getByLabelText('Jména páru'), 'Jana a Petr');
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    await user.click(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Catering' }));
    await user.click(screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }));

    expect(await screen.findByText('AI generování není dostupné')).toBeInTheDocument();
    expect(screen.getByText('AI služba dočasně nedostupná. Popište prosím své představy ručně.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    status = 502;
    await user.click(screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }));
    expect(
      await screen.findByText('Nepodařilo se vygenerovat text. Popište prosím své představy ručně.'),
    ).toBeInTheDocument();
  });
});

describe('home page: how it works, pricing and testimonials', SLOW, () => {
  it('shows the sections in order with the plan cards for a visitor', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/', homeApi);
    expect(await screen.findByRole('heading', { name: 'Jak to funguje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Co říkají páry' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['sluzby', 'ai-form', 'jak-to-funguje', 'pricing']);

    expect(await screen.findByRole('heading', { name: 'Ceny pro dodavatele' })).toBeInTheDocument();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText(`${formatCzk(490)}`)).toBeInTheDocument();
    expect(within(premium).getByText('/ měsíc')).toBeInTheDocument();
    expect(screen.getByText('Nejoblíbenější')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Vybrat plán' })).toHaveAttribute(
      'href',
      '/login?returnTo=subscribe&plan=premium_monthly',
    );
    const free = screen.getByRole('article', { name: 'Zdarma' });
    expect(within(free).getByRole('link', { name: 'Registrovat zdarma' })).toHaveAttribute('href', '/provider-registration');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByText('Ročně'));
    const basicYearly = await screen.findByText(`Úspora ${formatCzk(680)}`);
    const basic = basicYearly.closest('article') as HTMLElement;
    expect(within(basic).getByText('/ rok')).toBeInTheDocument();
    expect(within(basic).getByText(formatCzk(3480)).tagName).toBe('S');
    expect(within(basic).getByText('−20 %')).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: 'Vybrat plán' })).toHaveAttribute(
      'href',
      '/login?returnTo=subscribe&plan=basic_yearly',
    );
    expect(screen.getByText(`Úspora ${formatCzk(1480)}`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('links a signed-in user straight to /subscribe and offers a retry when the plans fail', async () => {
    let plansFail = true;
    renderApp('/', {
      ...homeApi,
      'GET /api/auth/user': { status: 200, body: { id: 7, email: 'jana@example.cz', firstName: 'Jana', lastName: 'N' } },
      'GET /api/isAdmin': { status: 403, body: { isAdmin: false } },
      'GET /api/subscription/plans': () => (plansFail ? { status: 500, body: {} } : { status: 200, body: plans }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Ceny se nepodařilo načíst.')).toBeInTheDocument();
    plansFail = false;
    const pricing = document.getElementById('pricing') as HTMLElement;
    await user.click(within(pricing).getByRole('button', { name: 'Zkusit znovu' }));
    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(within(basic).getByRole('link', { name: 'Vybrat plán' })).toHaveAttribute('href', '/subscribe?plan=basic_monthly');
  });
});

describe('pricing: the plan chosen before signing in (autoSelectPlan)', SLOW, () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  const signedInHome: MockApi = {
    ...homeApi,
    'GET /api/auth/user': { status: 200, body: { id: 7, email: 'pavel@studio.cz', firstName: 'Pavel', lastName: 'F' } },
    'GET /api/isAdmin': { status: 403, body: { isAdmin: false } },
  };

  it("remembers the plan when a visitor clicks 'Vybrat plán' on the way to the login", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', homeApi);
    const premium = await screen.findByRole('article', { name: 'Premium' });
    await user.click(within(premium).getByRole('link', { name: 'Vybrat plán' }));
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBe('premium_monthly');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), NAVIGATION_WAIT);
    expect(router.state.location.search).toBe('?returnTo=subscribe&plan=premium_monthly');
  });

  /**
   * Loads the home page once with real timers (lazy pages and Suspense need them), leaves it,
   * remembers `planId` and fakes the timeouts, then comes back: the page and the plans are cached,
   * so it renders at once and the pricing section starts its 1 s timer on the fake clock. With fake
   * timeouts Testing Library's async queries (findBy, waitFor) would wait forever: only get* after.
   */
  async function returnHome(api: MockApi, planId: string) {
    const view = renderApp('/', api);
    await screen.findByRole('article', { name: 'Premium' });
    await act(() => view.router.navigate('/stranka-ktera-neni'));
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    sessionStorage.setItem(AUTO_SELECT_PLAN_KEY, planId);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => view.router.navigate('/'));
    expect(screen.getByRole('article', { name: 'Premium' })).toBeInTheDocument();
    return view;
  }

  it('selects the remembered plan 1 s after returning: its period, highlight and focus, then forgets it', async () => {
    const { router } = await returnHome(homeApi, 'basic_yearly');
    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(within(pricing).getByRole('radio', { name: 'Měsíčně' })).toBeChecked();

    act(() => vi.advanceTimersByTime(900));
    expect(within(pricing).getByRole('radio', { name: 'Měsíčně' })).toBeChecked();
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBe('basic_yearly');

    act(() => vi.advanceTimersByTime(100));
    expect(within(pricing).getByRole('radio', { name: 'Ročně' })).toBeChecked();
    const basic = within(pricing).getByRole('article', { name: 'Basic' });
    expect(within(basic).getByText(`Úspora ${formatCzk(680)}`)).toBeInTheDocument();
    expect(basic).toHaveClass('plan-card--selected');
    expect(within(basic).getByRole('link', { name: 'Vybrat plán' })).toHaveFocus();
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on to checkout of the remembered plan', async () => {
    const { router } = await returnHome(signedInHome, 'premium_monthly');
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByRole('link', { name: 'Vybrat plán' })).toHaveAttribute('href', '/subscribe?plan=premium_monthly');
    act(() => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe('/');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(router.state.location.search).toBe('?plan=premium_monthly');
    expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBeNull();
  });

  it('forgets an unknown remembered plan without selecting anything', async () => {
    sessionStorage.setItem(AUTO_SELECT_PLAN_KEY, 'gold');
    renderApp('/', homeApi);
    await screen.findByRole('article', { name: 'Premium' });
    await waitFor(() => expect(sessionStorage.getItem(AUTO_SELECT_PLAN_KEY)).toBeNull());
    expect(document.querySelector('.plan-card--selected')).toBeNull();
  });
});
