import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto, CategoryQuestionsDto, LocationDto } from '../../../api';
import { renderApp, visitorApi } from '../../../test/renderApp';
import type { MockApi } from '../../../test/renderApp';
import { chooseOption } from '../../../test/selectOption';

/** Issue 45, complete requests: step 2 asks the chosen services' questions and sends the answers typed as `details`. */

type User = ReturnType<typeof userEvent.setup>;
// Many real interactions (typing, antd selects) per test: generous under a loaded machine.
const SLOW = { timeout: 120_000 };

const category = (id: string, name: string): CategoryDto => ({
  id,
  name,
  description: `Popis služby ${name}.`,
  group: 'Ostatní',
  icon: 'sparkles',
  priceRange: '1 000 – 2 000 Kč',
  providerCount: 1,
});
const categories = [category('photography', 'Fotografie'), category('catering', 'Catering'), category('rings', 'Prsteny')];
const locations: LocationDto[] = [{ id: 'praha', name: 'Praha', type: 'city' }];

const QUESTIONS: CategoryQuestionsDto = {
  categories: [
    {
      categoryId: 'photography',
      questions: [
        { key: 'photoHours', label: 'Délka focení', kind: 'number', min: 1, max: 16, unit: 'h' },
        { key: 'photoSecondShooter', label: 'Druhý fotograf', kind: 'boolean' },
      ],
    },
    {
      categoryId: 'catering',
      questions: [
        {
          key: 'cateringMenu',
          label: 'Styl menu',
          kind: 'choice',
          options: [
            { value: 'buffet', label: 'Raut' },
            { value: 'served', label: 'Servírované menu' },
          ],
        },
        {
          key: 'cateringExtras',
          label: 'Co k tomu',
          kind: 'multi',
          options: [
            { value: 'bar', label: 'Bar' },
            { value: 'cake', label: 'Dort' },
          ],
        },
      ],
    },
  ],
};

const SENT = {
  id: 41,
  status: 'unconfirmed',
  message: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
  emailInfo: 'Na eliska@example.cz jsme poslali odkaz k potvrzení.',
};

const formApi = (extra: MockApi = {}): MockApi => ({
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/locations': { status: 200, body: locations },
  'GET /api/subscription/plans': { status: 200, body: [] },
  'GET /api/catalog/request-questions': { status: 200, body: QUESTIONS },
  ...extra,
});

/** antd's radio input takes no pointer: the couple clicks its label (the button). */
const pickRadio = (user: User, group: HTMLElement, name: string) =>
  user.click(within(group).getByRole('radio', { name }).closest('label')!);

const services = () => screen.getByRole('group', { name: 'Služby' });
const toggleService = (user: User, name: string) => user.click(within(services()).getByRole('checkbox', { name }));

async function openForm(api: MockApi) {
  const view = renderApp('/', api);
  const submit = await screen.findByRole('button', { name: 'Odeslat poptávku ZDARMA' }, { timeout: 40_000 });
  await within(await screen.findByRole('group', { name: 'Služby' })).findByRole('checkbox', { name: 'Catering' });
  return { ...view, submit };
}

/** What the couple must fill besides the questions. */
async function fillRest(user: User) {
  await user.type(screen.getByLabelText('Jména páru'), 'Eliška a Tomáš');
  await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
  await chooseOption(user, 'Rozpočet', 'Ještě nevím');
  await chooseOption(user, 'Lokalita', 'Praha');
  await user.type(screen.getByLabelText(/Kontaktní e-?mail/i), 'eliska@example.cz');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the request form's questions (step 2)", SLOW, () => {
  it("asks the chosen services' questions and sends the answers typed, without those of a service unticked", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { submit } = await openForm(
      formApi({
        'POST /api/service-requests': (body: unknown) => {
          sent.push(body);
          return { status: 201, body: SENT };
        },
      }),
    );
    // No service asks anything yet; a service without questions neither.
    expect(screen.queryByText('Upřesnění pro dodavatele')).not.toBeInTheDocument();
    await toggleService(user, 'Prsteny');
    expect(screen.queryByText('Upřesnění pro dodavatele')).not.toBeInTheDocument();

    await toggleService(user, 'Fotografie');
    await toggleService(user, 'Catering');
    const questions = (await screen.findByText('Upřesnění pro dodavatele')).closest('fieldset') as HTMLElement;
    expect(within(questions).getByText('Nepovinné. S odpověďmi vám dodavatelé pošlou přesnější nabídku.')).toBeInTheDocument();

    await user.type(within(questions).getByLabelText('Délka focení'), '8');
    const shooter = within(questions).getByRole('radiogroup', { name: 'Druhý fotograf' });
    expect(within(shooter).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Ano', 'Ne', 'Nevím']);
    await pickRadio(user, shooter, 'Ano');
    await chooseOption(user, 'Styl menu', 'Raut');
    await user.click(within(questions).getByRole('checkbox', { name: 'Bar' }));

    // Catering unticked: its questions leave the form and its answers are not sent.
    await toggleService(user, 'Catering');
    await waitFor(() => expect(within(questions).queryByText('Styl menu')).not.toBeInTheDocument());

    await fillRest(user);
    await user.click(submit);
    await screen.findByRole('heading', { name: /Poptávka je odeslaná/ });
    expect(sent).toHaveLength(1);
    expect((sent[0] as { details?: unknown }).details).toEqual({ photoHours: 8, photoSecondShooter: true });
  });

  it('sends no details when nothing is answered, and takes an answer back with "Nevím"', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const { submit } = await openForm(
      formApi({
        'POST /api/service-requests': (body: unknown) => {
          sent.push(body as Record<string, unknown>);
          return { status: 201, body: SENT };
        },
      }),
    );
    await toggleService(user, 'Fotografie');
    const shooter = await screen.findByRole('radiogroup', { name: 'Druhý fotograf' });
    await pickRadio(user, shooter, 'Ne');
    await pickRadio(user, shooter, 'Nevím');
    await fillRest(user);
    await user.click(submit);
    await screen.findByRole('heading', { name: /Poptávka je odeslaná/ });
    expect(sent[0]).not.toHaveProperty('details');
  });

  it("shows the server's field error under its question", async () => {
    const user = userEvent.setup();
    const message = '„Délka focení“: zadejte celé číslo od 1 do 16';
    const { submit } = await openForm(
      formApi({
        'POST /api/service-requests': {
          status: 400,
          body: { statusCode: 400, message, errors: [{ field: 'details.photoHours', message }] },
        },
      }),
    );
    await toggleService(user, 'Fotografie');
    await user.type(await screen.findByLabelText('Délka focení'), '5');
    await fillRest(user);
    await user.click(submit);
    const field = screen.getByLabelText('Délka focení').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')).toHaveTextContent(message));
    // Still the form, with the answer kept.
    expect(screen.getByLabelText('Délka focení')).toHaveValue('5');
  });

  it('hands the answers to the AI helper', async () => {
    const user = userEvent.setup();
    const drafts: Array<Record<string, unknown>> = [];
    await openForm(
      formApi({
        'POST /api/ai/generate-description': (body: unknown) => {
          drafts.push(body as Record<string, unknown>);
          return { status: 200, body: { generatedText: 'Hledáme fotografa na osm hodin.', source: 'offline' } };
        },
      }),
    );
    await user.type(screen.getByLabelText('Jména páru'), 'Eliška a Tomáš');
    await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
    await toggleService(user, 'Fotografie');
    await user.type(await screen.findByLabelText('Délka focení'), '8');
    await user.click(screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }));
    await waitFor(() => expect(screen.getByLabelText('Popis')).toHaveValue('Hledáme fotografa na osm hodin.'));
    expect(drafts[0].details).toEqual({ photoHours: 8 });
  });
});
