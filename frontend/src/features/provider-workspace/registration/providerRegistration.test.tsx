import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryDto, LocationDto, RegisterProviderDto } from '../../../api';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../../test/renderApp';
import { category } from '../../../test/providersTestKit';
import type { MockApi } from '../../../test/renderApp';
import { buildPayload, GOOGLE_SIGNUP_URL, INITIAL_VALUES, toggleArea } from './registrationModel';

const categories: CategoryDto[] = [
  category('photography', 'Fotografie', 'camera'),
  category('video', 'Video', 'video'),
  category('catering', 'Catering', 'utensils'),
  category('cake', 'Svatební dort', 'cake'),
  category('music', 'Živá hudba', 'guitar'),
  category('dj', 'DJ', 'disc-3'),
  category('flowers', 'Květiny', 'flower-2'),
  category('decoration', 'Dekorace', 'sparkles'),
];

const locations: LocationDto[] = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country' },
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'brno', name: 'Brno', type: 'city' },
  { id: 'ostrava', name: 'Ostrava', type: 'city' },
  { id: 'plzen', name: 'Plzeň', type: 'city' },
  { id: 'liberec', name: 'Liberec', type: 'city' },
  { id: 'zlin', name: 'Zlín', type: 'city' },
  { id: 'okoli-prahy', name: 'Okolí Prahy', type: 'region' },
  { id: 'jizni-morava', name: 'Jižní Morava', type: 'region' },
  { id: 'slezsko', name: 'Slezsko', type: 'region' },
  { id: 'jizni-cechy', name: 'Jižní Čechy', type: 'region' },
];

function api(extra: MockApi = {}): MockApi {
  return {
    ...visitorApi,
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    ...extra,
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function openPage(extra: MockApi = {}, path = '/provider-registration') {
  const user = userEvent.setup();
  const view = renderApp(path, api(extra));
  await screen.findByRole('heading', { level: 1, name: 'Registrace dodavatele' });
  await screen.findByRole('checkbox', { name: 'Fotografie' });
  await screen.findByRole('checkbox', { name: 'Praha' });
  return { user, ...view };
}

async function fill(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Zaregistrovat se jako dodavatel' }));

/** Fills every field with valid values (categories photography + music, areas Praha + Brno). */
async function fillValid(user: User) {
  await fill(user, 'Název společnosti', 'Fotoateliér Světlo s.r.o.');
  await user.click(screen.getByRole('checkbox', { name: 'Fotografie' }));
  await user.click(screen.getByRole('checkbox', { name: 'Živá hudba' }));
  await fill(user, 'Popis služeb', 'Fotíme svatby reportážně a bez stresu od roku 2012.');
  await user.click(screen.getByRole('checkbox', { name: 'Praha' }));
  await user.click(screen.getByRole('checkbox', { name: 'Brno' }));
  await fill(user, 'Roky praxe', '8');
  await fill(user, 'Cena od (Kč)', '15 000 Kč');
  await fill(user, 'Cena do (Kč)', '45000');
  await fill(user, 'E-mail', 'info@svetlo.cz');
  await fill(user, 'Heslo', 'tajneheslo');
  await fill(user, 'Telefon', '777 123 456');
}

/** Answers POST /api/providers with `reply` and keeps the bodies it was sent. */
function registration(reply: { status: number; body?: unknown }) {
  const bodies: RegisterProviderDto[] = [];
  const mock: MockApi = {
    'POST /api/providers': (body) => {
      bodies.push(body as RegisterProviderDto);
      return reply;
    },
  };
  return { bodies, mock };
}

const successReply = {
  status: 201,
  body: { autoLogin: true, message: 'Registrace dodavatele proběhla úspěšně', providerId: 12 },
};

// Whole-app renders with many fields typed: slower than the default 5 s on a busy machine.
describe('/provider-registration', { timeout: 30_000 }, () => {
  it("does not invite to the registration on the registration itself (the visitors' banner)", async () => {
    for (const path of ['/provider-registration', '/register-provider']) {
      const view = renderApp(path, api());
      // The first render loads the page's lazy chunk (slow on a busy machine).
      await screen.findByRole('heading', { level: 1, name: 'Registrace dodavatele' }, NAVIGATION_WAIT);
      expect(screen.queryByText('Jste svatební dodavatel?')).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Pro dodavatele' })).not.toBeInTheDocument();
      view.unmount();
    }
    // Elsewhere a visitor still sees it.
    renderApp('/neexistuje', api());
    expect(await screen.findByRole('complementary', { name: 'Pro dodavatele' }, NAVIGATION_WAIT)).toHaveTextContent('Jste svatební dodavatel?');
  });

  it('shows every required-field message on an empty submit and sends nothing', async () => {
    const { user, fetchMock } = await openPage();
    await submit(user);
    for (const message of [
      'Název společnosti je povinný',
      'Vyberte alespoň jednu kategorii služeb',
      'Popis služeb musí mít alespoň 20 znaků',
      'Vyberte alespoň jednu oblast poskytování služeb',
      'Zadejte minimální cenu',
      'Zadejte maximální cenu',
      'Zadejte platný email',
      'Heslo musí mít alespoň 8 znaků',
      'Zadejte telefonní číslo',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([input]) => input instanceof Request && input.method === 'POST')).toBe(false);
  });

  it('shows the spec message for each bad value', async () => {
    const { user } = await openPage();
    await fill(user, 'Název společnosti', 'A');
    await fill(user, 'Popis služeb', 'Krátký popis');
    await fill(user, 'Roky praxe', '-1');
    await fill(user, 'Cena od (Kč)', '100 000 000');
    await fill(user, 'Cena do (Kč)', 'cena dohodou');
    await fill(user, 'E-mail', 'neplatny@');
    await fill(user, 'Heslo', '1234567');
    await fill(user, 'Telefon', '777 12');
    await submit(user);
    expect(await screen.findByText('Název společnosti je povinný')).toBeInTheDocument();
    expect(screen.getByText('Popis služeb musí mít alespoň 20 znaků')).toBeInTheDocument();
    expect(screen.getByText('Roky praxe musí být kladné číslo')).toBeInTheDocument();
    expect(screen.getByText('Cena nesmí přesáhnout 99 999 999 Kč')).toBeInTheDocument();
    expect(screen.getByText('Zadejte maximální cenu')).toBeInTheDocument();
    expect(screen.getByText('Zadejte platný email')).toBeInTheDocument();
    expect(screen.getByText('Heslo musí mít alespoň 8 znaků')).toBeInTheDocument();
    // The hint under the field says the rule's length, not the spec's old 6.
    expect(screen.getByText('Alespoň 8 znaků')).toBeInTheDocument();
    expect(screen.queryByText('Alespoň 6 znaků')).not.toBeInTheDocument();
    expect(screen.getByText('Zadejte telefonní číslo')).toBeInTheDocument();

    await fill(user, 'Roky praxe', '51');
    expect(await screen.findByText('Maximálně 50 let praxe')).toBeInTheDocument();
    await fill(user, 'Roky praxe', '50');
    await waitFor(() => expect(screen.queryByText('Maximálně 50 let praxe')).not.toBeInTheDocument());
    await fill(user, 'Cena od (Kč)', '99 999 999');
    await waitFor(() => expect(screen.queryByText('Cena nesmí přesáhnout 99 999 999 Kč')).not.toBeInTheDocument());
  });

  it('has visible labels and autocomplete attributes', async () => {
    await openPage();
    expect(screen.getByLabelText('Název společnosti')).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('group', { name: 'Kategorie služeb' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Oblasti poskytování služeb' })).toBeInTheDocument();
    expect(screen.getByText('+420')).toBeInTheDocument();
  });

  it('summarises the chosen categories with 5 badges and +N', async () => {
    const { user } = await openPage();
    for (const name of ['Fotografie', 'Video', 'Catering', 'Svatební dort', 'Živá hudba', 'DJ', 'Květiny']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('Vybráno: 7 kategorií')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
    const summary = screen.getByText('Vybráno: 7 kategorií').parentElement as HTMLElement;
    expect(within(summary).getAllByText(/./, { selector: '.reg-badge' })).toHaveLength(6);
  });

  it("'Celá ČR' replaces the other areas, hides the lists and is sent as [\"cela-cr\"]", async () => {
    const { bodies, mock } = registration(successReply);
    const { user } = await openPage(mock);
    for (const name of ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Zlín', 'Okolí Prahy', 'Jižní Morava', 'Slezsko']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('+1')).toBeInTheDocument(); // 9 areas: 8 shown and '+1'

    await user.click(screen.getByRole('checkbox', { name: /Celá ČR/ }));
    expect(screen.queryByRole('checkbox', { name: 'Praha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Města' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Regiony' })).not.toBeInTheDocument();

    // Unticking it empties the choice and brings the lists back.
    await user.click(screen.getByRole('checkbox', { name: /Celá ČR/ }));
    expect(screen.getByText('Zatím nemáte vybranou žádnou oblast.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Praha' })).not.toBeChecked();

    await fillValid(user); // ticks Praha and Brno
    await user.click(screen.getByRole('checkbox', { name: /Celá ČR/ }));
    await submit(user);
    await screen.findByText('Úspěch!');
    expect(bodies).toHaveLength(1);
    expect(bodies[0].serviceAreas).toBe('["cela-cr"]');
  });

  it('sends the spec payload, shows Úspěch! and goes to /dashboard after 1.5 s', async () => {
    const { bodies, mock } = registration(successReply);
    const { user, router } = await openPage(mock, '/register-provider');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Úspěch!')).toBeInTheDocument();
    expect(screen.getByText('Registrace dodavatele proběhla úspěšně')).toBeInTheDocument();
    expect(bodies).toEqual([{
      companyName: 'Fotoateliér Světlo s.r.o.',
      serviceType: 'photography,music',
      description: 'Fotíme svatby reportážně a bez stresu od roku 2012.',
      serviceAreas: '["praha","brno"]',
      yearsExperience: 8,
      priceFrom: 15000,
      priceTo: 45000,
      email: 'info@svetlo.cz',
      password: 'tajneheslo',
      phonePrefix: '+420',
      phone: '777 123 456',
    }]);
    expect(router.state.location.pathname).toBe('/register-provider');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), NAVIGATION_WAIT);
  });

  it("opens 'Uživatel již existuje' for an existing e-mail and goes to /login", async () => {
    const { user, router } = await openPage({
      'POST /api/providers': {
        status: 409,
        body: { statusCode: 409, message: 'Uživatel s tímto emailem je již registrován' },
      },
    });
    await fillValid(user);
    await submit(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Uživatel již existuje')).toBeInTheDocument();
    expect(within(dialog).getByText(/info@svetlo\.cz/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Přejít na přihlášení' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Chyba' with the server's message and marks the field it names", async () => {
    const { user } = await openPage({
      'POST /api/providers': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Maximální cena musí být alespoň minimální',
          errors: [{ field: 'priceTo', message: 'Maximální cena musí být alespoň minimální' }],
        },
      },
    });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Chyba')).toBeInTheDocument();
    // The notification and the field's own message; the field is marked a render after the notice.
    await waitFor(() => expect(screen.getAllByText('Maximální cena musí být alespoň minimální')).toHaveLength(2));
  });

  it("falls back to 'Něco se pokazilo. Zkuste to znovu.'", async () => {
    const { user } = await openPage({ 'POST /api/providers': { status: 500, body: '' } });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Chyba')).toBeInTheDocument();
    expect(screen.getByText('Něco se pokazilo. Zkuste to znovu.')).toBeInTheDocument();
  });

  it('disables the Google button with a note when Google is not configured', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Rychlá registrace přes Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrovat přes Google' })).toBeDisabled();
    expect(screen.getByText(/Registrace přes Google zatím není na tomto serveru nastavena/)).toBeInTheDocument();
  });

  it('enables the Google button when Google is configured', async () => {
    await openPage({
      'GET /api/auth/debug': {
        status: 200,
        body: {
          hasClientId: true,
          hasClientSecret: true,
          domain: 'localhost',
          callbackUrl: 'http://localhost/api/auth/google/callback',
          testLoginEnabled: false,
          testAccounts: [],
        },
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registrovat přes Google' })).toBeEnabled());
    expect(screen.queryByText(/zatím není na tomto serveru nastavena/)).not.toBeInTheDocument();
  });
});

describe('/provider-registration for a signed-in account', { timeout: 30_000 }, () => {
  const signedIn: MockApi = {
    'GET /api/auth/user': {
      status: 200,
      body: { id: 5, email: 'jana@gmail.com', firstName: 'Jana', lastName: null, profileImageUrl: null, isAdmin: false, emailVerified: true, hasPassword: false, createdAt: '2026-01-01T00:00:00.000Z' },
    },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
  };

  it('returns from the Google sign-up to this form', () => {
    expect(GOOGLE_SIGNUP_URL).toBe('/api/auth/google?returnTo=/provider-registration');
  });

  it('asks for no e-mail or password and creates the profile on the account', async () => {
    const bodies: unknown[] = [];
    const { user, router } = await openPage({
      ...signedIn,
      'POST /api/provider/profile': (body) => {
        bodies.push(body);
        return successReply;
      },
    });
    expect(screen.getByText('Profil dodavatele vytvoříme k vašemu účtu jana@gmail.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Heslo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrovat přes Google' })).not.toBeInTheDocument();

    await fill(user, 'Název společnosti', 'Fotoateliér Světlo s.r.o.');
    await user.click(screen.getByRole('checkbox', { name: 'Fotografie' }));
    await fill(user, 'Popis služeb', 'Fotíme svatby reportážně a bez stresu od roku 2012.');
    await user.click(screen.getByRole('checkbox', { name: 'Praha' }));
    await fill(user, 'Cena od (Kč)', '15 000 Kč');
    await fill(user, 'Cena do (Kč)', '45000');
    await fill(user, 'Telefon', '777 123 456');
    await submit(user);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      companyName: 'Fotoateliér Světlo s.r.o.',
      serviceType: 'photography',
      description: 'Fotíme svatby reportážně a bez stresu od roku 2012.',
      serviceAreas: '["praha"]',
      priceFrom: 15000,
      priceTo: 45000,
      phonePrefix: '+420',
      phone: '777 123 456',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5_000 });
  });

  it('sends a provider who opens it again to the dashboard', async () => {
    renderApp('/provider-registration', api({ ...signedIn, 'GET /api/provider/profile': { status: 200, body: { id: 3, companyName: 'Květiny Jana' } } }));
    expect(await screen.findByText('Tento účet už má profil dodavatele Květiny Jana.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít na přehled' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('registration model', () => {
  it('toggles areas with the whole-country rule', () => {
    expect(toggleArea(['praha'], 'brno', true)).toEqual(['praha', 'brno']);
    expect(toggleArea(['praha', 'brno'], 'cela-cr', true)).toEqual(['cela-cr']);
    expect(toggleArea(['cela-cr'], 'cela-cr', false)).toEqual([]);
    expect(toggleArea(['cela-cr'], 'praha', true)).toEqual(['praha']);
  });

  it('builds the payload without years of experience when none is given', () => {
    const payload = buildPayload({
      ...INITIAL_VALUES,
      companyName: ' Květiny Jana ',
      serviceTypes: ['flowers'],
      description: 'x'.repeat(20),
      serviceAreas: ['cela-cr'],
      priceFrom: '5.000,-',
      priceTo: '20 000',
      email: 'jana@kvetiny.cz',
      password: 'heslo123',
      phonePrefix: '+421',
      phone: '+421 900-123-456',
    });
    expect(payload).toEqual({
      companyName: 'Květiny Jana',
      serviceType: 'flowers',
      description: 'x'.repeat(20),
      serviceAreas: '["cela-cr"]',
      priceFrom: 5000,
      priceTo: 20000,
      email: 'jana@kvetiny.cz',
      password: 'heslo123',
      phonePrefix: '+421',
      phone: '421 900123456',
    });
  });
});
