import { expect, test } from './fixtures';
import { expectNotification, loginThroughUi, openedDialog, registerProvider } from './support';

/**
 * Issue 50: a provider creates a personal API token under "Přístup přes API", sees its secret once, uses it as a program
 * would (a Bearer request: 200), revokes it, and the same call is refused (401) at once, although the browser's session
 * cookie goes along with it (a bearer request is authenticated by the token alone).
 */
test.describe('Personal API tokens (issue 50)', () => {
  test('a provider creates a token, uses it, revokes it and is refused', async ({ page, request }) => {
    test.setTimeout(90_000);
    const run = Date.now().toString().slice(-7);
    const { email, password } = await registerProvider(request, {
      companyName: `Foto Token ${run}`,
      serviceType: 'photography',
      serviceAreas: ['brno'],
      description: 'Svatební fotograf, focení celého dne od příprav až po první tanec, po celé republice.',
    });

    await page.goto('/login');
    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile-settings');

    const card = page.getByRole('region', { name: 'Přístup přes API' });
    await expect(card.getByText('Zatím nemáte žádný API token.')).toBeVisible();
    await card.getByRole('button', { name: 'Vytvořit token' }).click();
    const dialog = await openedDialog(page, 'Vytvořit API token');
    await dialog.getByLabel('Název').fill('Můj rezervační systém');
    await dialog.getByRole('checkbox', { name: /Číst profil a portfolio/ }).check();
    await expect(dialog.getByRole('checkbox', { name: /Číst administraci/ })).toHaveCount(0);
    await dialog.getByText('30 dní').click();
    await dialog.getByRole('button', { name: /Vytvořit token/ }).click();

    const created = page.getByRole('dialog', { name: 'Token byl vytvořen' });
    await expect(created.getByText('Token si zkopírujte hned: znovu ho už neuvidíte.')).toBeVisible();
    const secret = await created.getByLabel('Váš nový token').inputValue();
    expect(secret).toMatch(/^svt_[A-Za-z0-9_-]{43}$/);
    await created.getByRole('button', { name: 'Hotovo' }).click();
    await expect(created).toBeHidden();

    // Shown once: the list has its prefix only.
    const list = card.getByRole('list', { name: 'API tokeny' });
    await expect(list.getByText('Můj rezervační systém')).toBeVisible();
    await expect(list.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
    await expect(list.getByText('profile:read')).toBeVisible();
    await expect(list.getByText('Aktivní', { exact: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A program's call: the token alone answers for the provider.
    const headers = { Authorization: `Bearer ${secret}` };
    const profile = await page.request.get('/api/provider/profile', { headers });
    expect(profile.status(), await profile.text()).toBe(200);
    const body = await profile.json();
    expect(body.companyName).toBe(`Foto Token ${run}`);
    const outOfScope = await page.request.get('/api/provider/offers', { headers });
    expect(outOfScope.status()).toBe(403);
    expect((await outOfScope.json()).message).toBe('API token nemá oprávnění offers:read.');

    await list.getByRole('button', { name: 'Zneplatnit token Můj rezervační systém' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Zneplatnit token Můj rezervační systém?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Zneplatnit' }).click();
    await expectNotification(page, 'Token byl zneplatněn');
    await expect(list.getByText('Zneplatněn', { exact: true })).toBeVisible();

    const refused = await page.request.get('/api/provider/profile', { headers });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('API token je neplatný, zneplatněný nebo mu vypršela platnost.');
    // The browser's own session is untouched.
    const own = await page.request.get('/api/provider/profile');
    expect(own.status()).toBe(200);
  });
});
