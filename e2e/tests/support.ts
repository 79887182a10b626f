import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Heslo', { exact: true }).fill(user.password);
  await page.getByLabel('Potvrzení hesla').fill(user.password);
  await page.getByRole('button', { name: 'Registrovat se', exact: true }).click();
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  // Exact: a provider card's contact buttons ('Zkopírovat e-mail …') may still be on the page being left.
  await page.getByLabel('E-mail', { exact: true }).fill(email);
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
 * so the page's requests are let finish and the app is left first: a response still in flight
 * would otherwise set the cookie again (seen once in a full run: the next page was signed in).
 */
export async function forgetSession(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  // A response already on its way when the page left can still set the session cookie again:
  // clear until the jar stays empty for a moment.
  await expect
    .poll(async () => {
      await page.context().clearCookies();
      await page.waitForTimeout(250);
      return (await page.context().cookies()).length;
    })
    .toBe(0);
}

/**
 * Waits for the page's finite animations (antd's modal zoom, dropdown slide) to end. An option
 * list opened while its dialog still zooms in is placed for the dialog's moving frame, and a
 * click aimed at it can land on the field underneath.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The open dialog named `name`, once its zoom-in has ended (a click during it can land beside the button). */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

/** Picks an option of an antd Select; `typed` filters a long (virtual) list first. */
export async function chooseOption(page: Page, select: Locator, option: string, typed?: string) {
  await animationsSettled(page);
  await select.click();
  if (typed) await select.fill(typed);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).toBeVisible();
  await animationsSettled(page);
  await dropdown.getByTitle(option, { exact: true }).click();
}

/**
 * Picks an option of a list's native <select> (the filters and the sort of /poptavky, /dodavatele, /inquiries and
 * the admin tables) by its text.
 */
export async function chooseNativeOption(select: Locator, option: string) {
  await select.selectOption({ label: option });
}

/** A portfolio's 'Hodnocení' loads its stats and reviews when scrolled near (its lower sections are lazy). */
export async function scrollToReviews(page: Page) {
  await page.getByRole('heading', { name: 'Hodnocení', exact: true, level: 2 }).scrollIntoViewIfNeeded();
}

let couples = 0;
/** A client address of its own for each couple's submission (the e2e server trusts X-Forwarded-For). */
export function coupleAddress(): string {
  couples += 1;
  return `10.92.${process.pid % 250}.${couples % 250}`;
}

/**
 * Submits a request through the API and confirms it with the link the couple would open from the
 * e-mail (returned as devConfirmLink: the e2e app has no mail service), so that it is listed. Its id.
 */
export async function postConfirmedRequest(request: APIRequestContext, origin: string, data: Record<string, unknown>): Promise<number> {
  return (await postRequestWithManageLink(request, origin, data)).id;
}

/**
 * As postConfirmedRequest, also with the token of the manage link the confirmation answers (the one
 * the couple's e-mail carries: /poptavka/sprava?token=…).
 */
export async function postRequestWithManageLink(
  request: APIRequestContext,
  origin: string,
  data: Record<string, unknown>,
): Promise<{ id: number; manageToken: string }> {
  const created = await request.post('/api/service-requests', { data, headers: { Origin: origin, 'X-Forwarded-For': coupleAddress() } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, devConfirmLink } = (await created.json()) as { id: number; devConfirmLink?: string };
  expect(devConfirmLink, 'the confirmation link (outside production without a mail service)').toBeTruthy();
  const token = new URL(devConfirmLink!).searchParams.get('token');
  const confirmed = await request.post('/api/service-requests/confirm', { data: { token }, headers: { Origin: origin } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { manageToken } = (await confirmed.json()) as { manageToken: string };
  return { id, manageToken };
}

/**
 * A couple's account, registered through the API and signed in within `request`'s context (a page's
 * request context shares the browser's cookies). From an address of its own: registration is limited per address.
 */
export async function registerCouple(request: APIRequestContext, firstName: string, lastName: string): Promise<{ email: string }> {
  const email = uniqueEmail(firstName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, ''));
  const password = 'svatba2026';
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password, confirmPassword: password },
    headers: { 'X-Forwarded-For': coupleAddress() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email };
}

/**
 * A provider registered through the API (signed in within `request`'s context) with the basic plan
 * bought through the offline test gateway, so that it may send offers. Its profile id.
 */
export async function registerSubscribedProvider(
  request: APIRequestContext,
  profile: { companyName: string; serviceType: string; serviceAreas?: string[] },
): Promise<{ providerId: number; email: string }> {
  const { providerId, email } = await registerProvider(request, profile);
  const checkout = await request.post('/api/get-or-create-subscription', { data: { planType: 'basic_monthly' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  expect(((await checkout.json()) as { status: string }).status).toBe('active');
  return { providerId, email };
}

/** An offer sent through the API by the provider signed in within `request`'s context. */
export async function sendOffer(
  request: APIRequestContext,
  requestId: number,
  offer: { message: string; priceKind: 'exact' | 'from' | 'range'; priceMin: number; priceMax?: number; includedItems?: string[] },
): Promise<{ id: number; conversationId: number }> {
  const sent = await request.post(`/api/service-requests/${requestId}/offers`, { data: offer });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as { id: number; conversationId: number };
}

/**
 * Writes a review through the API from its own client address and opens its e-mailed link
 * (offline: the answer carries it), as its author would: the review is published.
 */
export async function publishedReview(request: APIRequestContext, providerId: number, review: Record<string, unknown>) {
  const headers = { 'X-Forwarded-For': coupleAddress() };
  const submitted = await request.post(`/api/providers/${providerId}/reviews`, { data: review, headers });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { devConfirmLink } = (await submitted.json()) as { devConfirmLink: string };
  const token = new URL(devConfirmLink).searchParams.get('token');
  const confirmed = await request.post('/api/reviews/confirm', { data: { token }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * A provider registered through the API (from an address of its own: registration is limited per address, and the
 * other journeys register too), signed in on `request`'s context: its id, e-mail and password.
 */
export async function registerProvider(
  request: APIRequestContext,
  profile: { companyName: string; serviceType: string; serviceAreas?: string[]; description?: string },
): Promise<{ providerId: number; email: string; password: string }> {
  const email = uniqueEmail('dodavatel');
  const password = 'dodavatel2026';
  const registration = await request.post('/api/providers', {
    data: {
      companyName: profile.companyName,
      serviceType: profile.serviceType,
      description: profile.description ?? 'Svatební služby s citem pro detail, od prvního setkání po poslední tanec.',
      serviceAreas: JSON.stringify(profile.serviceAreas ?? ['praha']),
      priceFrom: 10000,
      priceTo: 60000,
      email,
      password,
      phonePrefix: '+420',
      phone: '777 444 333',
    },
    headers: { 'X-Forwarded-For': coupleAddress() },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const { providerId } = (await registration.json()) as { providerId: number };
  return { providerId, email, password };
}

