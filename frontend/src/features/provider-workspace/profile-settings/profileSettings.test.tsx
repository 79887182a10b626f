import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formEntries, makeProfile, nonProviderApi, providerApi, renderWorkspace } from '../../../test/workspaceTestKit';
import type { WorkspaceApi } from '../../../test/workspaceTestKit';
import { buildProfileFormData, profileValues, removedLinksText, removedSocialLinks } from './profileModel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = (extra: WorkspaceApi = {}) => providerApi(extra);

async function openForm() {
  return screen.findByRole('textbox', { name: 'Název firmy' }, { timeout: 8000 });
}

describe('profile form rules', () => {
  it('builds the multipart body and finds emptied social links', () => {
    const values = profileValues(makeProfile());
    values.yearsExperience = null;
    values.tiktokUrl = 'https://evil.example/x';
    expect(formEntries(buildProfileFormData(values))).toEqual([
      ['businessName', 'Studio Bílý závoj'],
      ['description', 'Svatební fotografie a video z celého dne.'],
      ['services', '["photography","video"]'],
      ['location', 'praha,brno'],
      ['phonePrefix', '+420'],
      ['phone', '777 123 456'],
      ['email', 'info@bilyzavoj.cz'],
      ['website', 'https://www.bilyzavoj.cz'],
      ['instagramUrl', 'https://www.instagram.com/bilyzavoj'],
      ['facebookUrl', ''],
      ['tiktokUrl', 'https://evil.example/x'],
      ['linkedinUrl', ''],
      ['yearsExperience', ''],
      ['priceFrom', '15000'],
      ['priceTo', '40000'],
    ]);
    expect(removedSocialLinks(values, makeProfile())).toEqual(['TikTok']);
    expect(removedLinksText(['Instagram', 'TikTok'])).toMatch(/^Odkazy Instagram a TikTok byly odstraněny, protože adresa není na vlastní doméně/);
  });
});

describe('/profile-settings', { timeout: 30_000 }, () => {
  it('loads the profile into the form and shows the side panel', async () => {
    renderWorkspace('/profile-settings', api());
    expect(await openForm()).toHaveValue('Studio Bílý závoj');
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavení profilu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByLabelText('Popis')).toHaveValue('Svatební fotografie a video z celého dne.');
    expect(screen.getByLabelText('Kontaktní e-mail')).toHaveValue('info@bilyzavoj.cz');
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Web')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Roky praxe')).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Instagram' })).toHaveValue('https://www.instagram.com/bilyzavoj');
    for (const name of ['Facebook', 'TikTok', 'LinkedIn']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(screen.getByText('JPG nebo PNG, max 5 MB')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Fotografie' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Květiny' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Praha' })).toBeChecked();

    expect(screen.getByRole('link', { name: 'Správa předplatného' })).toHaveAttribute('href', '/subscription-management');
    expect(screen.getByRole('link', { name: 'Moje portfolio' })).toHaveAttribute('href', '/portfolio');
    const state = screen.getByRole('region', { name: 'Aktuální stav profilu' });
    expect(within(state).getByText('Praha a Brno')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'bilyzavoj.cz' })).toHaveAttribute('href', 'https://www.bilyzavoj.cz/');
  });

  it('shows the web link in the profile state only when there is one', async () => {
    renderWorkspace('/profile-settings', api({ 'GET /api/provider/profile': { status: 200, body: makeProfile({ website: null }) } }));
    await openForm();
    const state = screen.getByRole('region', { name: 'Aktuální stav profilu' });
    expect(within(state).queryByText('Web')).not.toBeInTheDocument();
  });

  it('shows the required messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace('/profile-settings', api());
    await user.clear(await openForm());
    await user.clear(screen.getByLabelText('Popis'));
    await user.clear(screen.getByLabelText('Kontaktní e-mail'));
    await user.click(await screen.findByRole('checkbox', { name: 'Fotografie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Video' }));
    await user.click(screen.getByRole('checkbox', { name: 'Praha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brno' }));
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Zadejte název firmy')).toBeInTheDocument();
    expect(screen.getByText('Zadejte popis')).toBeInTheDocument();
    expect(screen.getByText('Zadejte kontaktní e-mail')).toBeInTheDocument();
    expect(screen.getByText('Vyberte alespoň jednu kategorii služeb')).toBeInTheDocument();
    expect(screen.getByText('Vyberte alespoň jednu oblast poskytování služeb')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/provider/profile')).toEqual([]);
  });

  it("'Celá ČR' clears and hides the other areas; unticking it empties the list", async () => {
    const user = userEvent.setup();
    renderWorkspace('/profile-settings', api());
    await openForm();
    await user.click(await screen.findByRole('checkbox', { name: /Celá ČR/ }));
    expect(screen.queryByRole('checkbox', { name: 'Praha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Jihomoravský kraj' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Celá ČR/ }));
    expect(screen.getByText('Zatím nemáte vybranou žádnou oblast.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Praha' })).not.toBeChecked();
  });

  it('saves with a multipart PUT (services as a JSON list), toasts and warns about a removed link', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace(
      '/profile-settings',
      api({
        'PUT /api/provider/profile': {
          status: 200,
          body: makeProfile({ companyName: 'Studio Závoj', serviceAreas: ['cela-cr'], location: 'Celá ČR', tiktokUrl: null }),
        },
      }),
    );
    const name = await openForm();
    await user.clear(name);
    await user.type(name, 'Studio Závoj');
    await user.click(await screen.findByRole('checkbox', { name: 'Květiny' }));
    await user.click(await screen.findByRole('checkbox', { name: /Celá ČR/ }));
    await user.clear(screen.getByLabelText('Roky praxe'));
    await user.type(screen.getByRole('textbox', { name: 'TikTok' }), 'https://www.example.com/@zavoj');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));

    expect(await screen.findByText('Profil byl úspěšně aktualizován!')).toBeInTheDocument();
    const [put] = callsTo('PUT', '/api/provider/profile');
    const fields = Object.fromEntries(formEntries(put.body));
    expect(fields).toMatchObject({
      businessName: 'Studio Závoj',
      services: '["photography","video","flowers"]',
      location: 'cela-cr',
      email: 'info@bilyzavoj.cz',
      yearsExperience: '',
      tiktokUrl: 'https://www.example.com/@zavoj',
    });
    expect(JSON.parse(fields.services)).toEqual(['photography', 'video', 'flowers']);
    expect(await screen.findByText('Některé odkazy byly odstraněny')).toBeInTheDocument();
    expect(screen.getByText(/Odkaz TikTok byl odstraněn, protože adresa není na vlastní doméně/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'TikTok' })).toHaveValue('');
    // the profile is loaded again
    await waitFor(() => expect(callsTo('GET', '/api/provider/profile').length).toBeGreaterThan(1));
  });

  it('shows the failure toast with the server message', async () => {
    const user = userEvent.setup();
    renderWorkspace(
      '/profile-settings',
      api({ 'PUT /api/provider/profile': { status: 400, body: { statusCode: 400, message: 'Email: zadejte platný email' } } }),
    );
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Chyba při aktualizaci profilu')).toBeInTheDocument();
    expect(screen.getByText('Email: zadejte platný email')).toBeInTheDocument();
  });

  it("'Zrušit' returns the form to the loaded profile", async () => {
    const user = userEvent.setup();
    renderWorkspace('/profile-settings', api());
    const name = await openForm();
    await user.clear(name);
    await user.type(name, 'Jiný název');
    await user.click(screen.getByRole('button', { name: 'Zrušit' }));
    // resetFields mounts the inputs anew: look the field up again
    expect(screen.getByRole('textbox', { name: 'Název firmy' })).toHaveValue('Studio Bílý závoj');
  });

  it('tells a user without a provider profile to register', async () => {
    renderWorkspace('/profile-settings', nonProviderApi());
    expect(await screen.findByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute('href', '/provider-registration');
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).not.toBeInTheDocument();
  });
});
