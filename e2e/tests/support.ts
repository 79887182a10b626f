import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique address per test run, so the journeys never collide on one database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.cz`;
}

export async function registerThroughUi(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/login?mode=register');
  await page.getByLabel('Jméno', { exact: true }).fill(user.firstName);
  await page.getByLabel('Příjmení').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Heslo', { exact: true }).fill(user.password);
  await page.getByLabel('Potvrzení hesla').fill(user.password);
  await page.getByRole('button', { name: 'Registrovat se', exact: true }).click();
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

export async function expectNotification(page: Page, title: string, description?: string) {
  // The previous notice may still be fading out: look at the newest one.
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).last();
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
}

/**
 * Signs the browser out by dropping its cookies. Sessions roll (each response renews the cookie),
 * so the app is left first: a response still in flight would otherwise set the cookie again.
 */
export async function forgetSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
