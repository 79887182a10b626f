import { expect, test } from './fixtures';

test('on a phone the menu opens from its toggle and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const login = page.getByRole('link', { name: 'Přihlásit se' }).last();
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
