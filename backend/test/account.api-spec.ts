import request from 'supertest';
import Stripe from 'stripe';
import {
  accountRequestBody,
  countRows,
  markEmailVerified,
  sendContactMessage as sendContact,
  SIGN_IN_PASSWORD,
  storedImage,
  uploadedFileExists,
} from './support/account-fixtures';
import { signedInCouple, signedInProvider } from './support/accounts';
import { insertProvider, insertReview } from './support/provider-fixtures';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import { STANDIN_WEBHOOK_SECRET, StripeStandIn, stripeStandInSettings } from './support/stripe-stand-in';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const PASSWORD = SIGN_IN_PASSWORD;
const RUN = `ucet${process.pid}x${Date.now().toString(36)}`;
const WEBHOOK_SECRET = STANDIN_WEBHOOK_SECRET;

type Json = Record<string, any>;

const requestBody = (contactEmail: string, overrides: Record<string, unknown> = {}) => accountRequestBody(contactEmail, RUN, overrides);
const count = countRows;
const verifyEmail = markEmailVerified;
const sendContactMessage = (t: TestApp, name: string, email: string) => sendContact(t, name, email, RUN);
const fileExists = uploadedFileExists;

/** GET /api/account, its export and DELETE /api/account (the whole-table checks: account-erasure.api-spec.ts). */
describe('Account: data export and deletion', () => {
  const stripe = new StripeStandIn('account');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(stripeStandInSettings(await stripe.start()));
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('answers 401 without a session', async () => {
    await request(t.server).get('/api/account').expect(401);
    await request(t.server).get('/api/account/export').expect(401);
    await request(t.server).delete('/api/account').send({ password: PASSWORD }).expect(401);
  });

  describe('GET /api/account', () => {
    it('tells whether the account has a password, a verified e-mail, a provider profile and is the last admin', async () => {
      const couple = await signedInCouple(t);
      expect((await couple.agent.get('/api/account').expect(200)).body).toEqual({
        email: couple.email,
        hasPassword: true,
        emailVerified: false,
        isProvider: false,
        isLastAdmin: false,
      });
      const provider = await signedInProvider(t, { companyName: `Souhrn ${RUN}` });
      expect((await provider.agent.get('/api/account').expect(200)).body).toMatchObject({ isProvider: true });
    });
  });

  describe('GET /api/account/export', () => {
    it("downloads a couple's account, requests, reviews written and contact messages, without secrets", async () => {
      const couple = await signedInCouple(t);
      await verifyEmail(t, couple.userId);
      const own = await submitRequest(t, requestBody(couple.email, { coupleName: 'Jana Nováková' }), { agent: couple.agent });
      const sentWithoutAccount = await submitRequest(t, requestBody(couple.email, { services: ['catering'] }));
      const reviewed = await insertProvider(t.dataSource, { companyName: `Hodnocený ${RUN}` });
      await insertReview(t.dataSource, reviewed, 5, { email: couple.email });
      // Offers on the couple's two requests.
      const [{ id: receivedOffer }, { id: linkOffer }] = (await t.dataSource.query(
        `INSERT INTO offers (request_id, provider_id, message, price_kind, price_min) VALUES ($1, $2, 'Rádi vám svatbu nafotíme.', 'exact', 25000), ($3, $2, 'Nabídka cateringu.', 'exact', 90000) RETURNING id`,
        [own.body.id, reviewed, sentWithoutAccount.body.id],
      )) as Array<{ id: number }>;
      await sendContactMessage(t, 'Jana Nováková', couple.email);
      await t.dataSource.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, repeat('b', 64), now() + interval '1 day')`,
        [couple.userId],
      );

      const response = await couple.agent.get('/api/account/export').expect(200);
      const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
      expect(response.headers['content-disposition']).toBe(`attachment; filename="svatby-moje-data-${day}.json"`);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      expect(response.headers['content-type']).toMatch(/application\/json/);

      const body = response.body as Json;
      expect(Object.keys(body).sort()).toEqual(
        [
          'account',
          'apiTokens',
          'availability',
          'billingDetails',
          'bookings',
          'contactMessages',
          'conversations',
          'exportedAt',
          'invitations',
          'invoices',
          'offers',
          'offerTemplates',
          'payments',
          'plan',
          'planBudget',
          'planGuests',
          'planTasks',
          'portfolio',
          'providerProfile',
          'pushDevices',
          'requestReplies',
          'requests',
          'reviews',
          'shortlist',
          'subscriptions',
          'webhookEndpoints',
        ].sort(),
      );
      expect(body.account).toMatchObject({
        id: couple.userId,
        email: couple.email,
        firstName: 'Jana',
        lastName: 'Nováková',
        hasPassword: true,
        isAdmin: false,
        emailVerifiedAt: expect.any(String),
      });
      expect(body.requests.map((item: Json) => item.id).sort()).toEqual([own.body.id, sentWithoutAccount.body.id].sort());
      expect(body.requests.find((item: Json) => item.id === own.body.id)).toMatchObject({
        coupleName: 'Jana Nováková',
        contactEmail: couple.email,
        contactPhone: expect.stringContaining('777'),
        status: 'active',
        linkedToAccount: true,
      });
      expect(body.reviews.written).toEqual([expect.objectContaining({ providerId: reviewed, email: couple.email, overallRating: 5 })]);
      expect(body.reviews.received).toEqual([]);
      expect(body.contactMessages).toEqual([expect.objectContaining({ name: 'Jana Nováková', email: couple.email, subject: 'general' })]);
      expect(body).toMatchObject({ providerProfile: null, portfolio: [], availability: [], subscriptions: [], payments: [] });
      // On both exported requests (the account's, and the one its verified e-mail sent without a session).
      expect(body.offers).toEqual([
        expect.objectContaining({ id: receivedOffer, side: 'couple', requestId: own.body.id, providerId: reviewed, priceMin: 25000, status: 'sent' }),
        expect.objectContaining({ id: linkOffer, side: 'couple', requestId: sentWithoutAccount.body.id, priceMin: 90000 }),
      ]);

      // No password hash, token or session data anywhere in the document.
      const text = response.text;
      expect(text).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|token_hash|bbbbbbbb|"sess"|svatby\.sid/i);
      const [{ hash }] = (await t.dataSource.query(`SELECT password_hash AS hash FROM users WHERE id = $1`, [couple.userId])) as Array<{ hash: string }>;
      expect(text).not.toContain(hash);
    });

    it('leaves out what was sent from an unverified e-mail without the account (it may be someone else’s)', async () => {
      const couple = await signedInCouple(t);
      await submitRequest(t, requestBody(couple.email));
      await sendContactMessage(t, 'Někdo jiný', couple.email);
      const { body } = await couple.agent.get('/api/account/export').expect(200);
      expect(body.requests).toEqual([]);
      expect(body.contactMessages).toEqual([]);
      expect(body.account.emailVerifiedAt).toBeNull();
    });

    it("downloads a provider's profile, portfolio with image URLs, calendar, reviews received, subscription and payments", async () => {
      const provider = await signedInProvider(t, { companyName: `Exportovaný fotograf ${RUN}` });
      const image = storedImage(t, 'portfolio');
      await t.dataSource.query(`INSERT INTO portfolio_items (provider_id, title, description, images) VALUES ($1, 'Zámek', 'Svatba na zámku', $2)`, [
        provider.providerId,
        [image],
      ]);
      await t.dataSource.query(
        `INSERT INTO provider_availability (provider_id, day, status, notes) VALUES ($1, current_date + 10, 'busy', 'Svatba Novákových')`,
        [provider.providerId],
      );
      const reviewer = uniqueEmail('hodnotitel');
      await insertReview(t.dataSource, provider.providerId, 4, { email: reviewer });
      const subscriptionId = await activateSubscription(t.dataSource, provider.providerId, 'premium');
      await t.dataSource.query(
        `INSERT INTO subscription_payments (provider_id, subscription_id, amount, status, description, brand, last4)
         VALUES ($1, $2, 490, 'succeeded', 'Premium měsíčně', 'visa', '4242')`,
        [provider.providerId, subscriptionId],
      );

      const { body, text } = await provider.agent.get('/api/account/export').expect(200);
      expect(body.providerProfile).toMatchObject({ id: provider.providerId, companyName: `Exportovaný fotograf ${RUN}`, email: provider.email });
      expect(body.portfolio).toEqual([expect.objectContaining({ title: 'Zámek', images: [`${t.config.appUrl}${image}`] })]);
      expect(body.availability).toEqual([expect.objectContaining({ status: 'busy', notes: 'Svatba Novákových' })]);
      expect(body.reviews.received).toEqual([expect.objectContaining({ providerId: provider.providerId, overallRating: 4 })]);
      // The reviewer's e-mail is the reviewer's, not the provider's.
      expect(body.reviews.received[0].email).toBeUndefined();
      expect(text).not.toContain(reviewer);
      expect(body.subscriptions).toEqual([expect.objectContaining({ id: subscriptionId, planId: 'premium_monthly', status: 'active', source: 'admin' })]);
      expect(body.payments).toEqual([
        expect.objectContaining({ amount: 490, status: 'succeeded', description: 'Premium měsíčně', brand: 'visa', last4: '4242' }),
      ]);
      expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
    });
  });

  describe('DELETE /api/account', () => {
    it('refuses a wrong password and deletes nothing; asks for the password when it is missing', async () => {
      const couple = await signedInCouple(t);
      const { body: created } = await submitRequest(t, requestBody(couple.email), { agent: couple.agent });

      const wrong = await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: 'spatne-heslo-123' }).expect(403);
      expect(wrong.body.message).toBe('Zadané heslo není správné.');
      const missing = await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(400);
      expect(missing.body).toMatchObject({ message: 'Pro smazání účtu zadejte své heslo.', errors: [{ field: 'password' }] });

      expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE id = $1`, [couple.userId])).toBe(1);
      const [row] = (await t.dataSource.query(`SELECT status, contact_email AS "contactEmail", user_id AS "userId" FROM service_requests WHERE id = $1`, [
        created.id,
      ])) as Json[];
      expect(row).toEqual({ status: 'active', contactEmail: couple.email, userId: couple.userId });
      await couple.agent.get('/api/auth/user').expect(200);
    });

    it("closes a couple's requests and erases their contacts, ends the session, and lets the e-mail register again", async () => {
      const couple = await signedInCouple(t);
      await verifyEmail(t, couple.userId);
      const { body: own } = await submitRequest(t, requestBody(couple.email), { agent: couple.agent });
      const { body: anonymous } = await submitRequest(t, requestBody(couple.email, { services: ['music'] }));
      const { body: unconfirmed } = await submitRequest(t, requestBody(couple.email, { services: ['catering'] }), { confirm: false });
      const otherEmail = uniqueEmail('cizi');
      const { body: someoneElses } = await submitRequest(t, requestBody(otherEmail));

      const response = await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(200);
      expect(response.body).toEqual({ message: 'Váš účet byl smazán.' });
      expect(String(response.headers['set-cookie'])).toMatch(/svatby\.sid=;/);

      const rows = (await t.dataSource.query(
        `SELECT id, status, couple_name AS "coupleName", contact_email AS "contactEmail", contact_phone AS "contactPhone", user_id AS "userId"
           FROM service_requests WHERE id = ANY($1::int[]) ORDER BY id`,
        [[own.id, anonymous.id, unconfirmed.id, someoneElses.id]],
      )) as Json[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of [own.id, anonymous.id]) {
        expect(byId.get(id)).toEqual({ id, status: 'cancelled', coupleName: 'Smazaný účet', contactEmail: '', contactPhone: null, userId: null });
      }
      expect(byId.has(unconfirmed.id)).toBe(false);
      expect(byId.get(someoneElses.id)).toMatchObject({ status: 'active', contactEmail: otherEmail });
      expect(await count(t, `SELECT count(*)::int AS n FROM request_tokens WHERE request_id = ANY($1::int[])`, [[own.id, anonymous.id]])).toBe(0);
      const listed = await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200);
      expect((listed.body.items as Json[]).map((item) => item.id)).not.toContain(own.id);

      expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE id = $1`, [couple.userId])).toBe(0);
      expect(await count(t, `SELECT count(*)::int AS n FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(couple.userId)])).toBe(0);
      await couple.agent.get('/api/auth/user').expect(401);

      const again = await request(t.server)
        .post('/api/auth/register')
        .set('X-Forwarded-For', nextCoupleAddress())
        .send({ firstName: 'Jana', lastName: 'Nováková', email: couple.email, password: 'Modrá-svatba-2027', confirmPassword: 'Modrá-svatba-2027' });
      expect(again.status).toBe(201);
      expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE email = $1`, [couple.email])).toBe(1);
    });

    it('lets a Google-only account delete itself only within 15 minutes of signing in', async () => {
      const couple = await signedInCouple(t);
      await t.dataSource.query(`UPDATE users SET password_hash = NULL, google_id = $2, email_verified_at = now() WHERE id = $1`, [
        couple.userId,
        `google-${RUN}-${couple.userId}`,
      ]);
      expect((await couple.agent.get('/api/account').expect(200)).body.hasPassword).toBe(false);
      // The sign-in was 20 minutes ago.
      await t.dataSource.query(
        `UPDATE user_sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json
          WHERE (sess -> 'passport' ->> 'user') = $1`,
        [String(couple.userId), Date.now() - 20 * 60_000],
      );
      const stale = await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(403);
      expect(stale.body).toMatchObject({ reauthenticate: true, message: expect.stringContaining('Google') });
      expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE id = $1`, [couple.userId])).toBe(1);

      await t.dataSource.query(
        `UPDATE user_sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json
          WHERE (sess -> 'passport' ->> 'user') = $1`,
        [String(couple.userId), Date.now()],
      );
      await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({}).expect(200);
      expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE id = $1`, [couple.userId])).toBe(0);
    });

    it("cancels a provider's Stripe subscription at once and removes the profile, portfolio files, calendar and reviews; keeps the payments anonymised", async () => {
      const provider = await signedInProvider(t, { companyName: `Stripe mazaný ${RUN}` });
      const { body: checkout } = await provider.agent.post('/api/get-or-create-subscription').send({ planType: 'premium' }).expect(200);
      expect(checkout.mode).toBe('stripe');
      const [{ gatewaySubscriptionId }] = (await t.dataSource.query(
        `SELECT gateway_subscription_id AS "gatewaySubscriptionId" FROM provider_subscriptions WHERE provider_id = $1`,
        [provider.providerId],
      )) as Array<{ gatewaySubscriptionId: string }>;
      const invoice = stripe.payInvoice(stripe.subscription(gatewaySubscriptionId).latest_invoice, { brand: 'visa', last4: '4242' });
      const payload = JSON.stringify(stripe.event('invoice.paid', invoice));
      await request(t.server)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        .send(payload)
        .expect(200);
      expect((await provider.agent.get('/api/subscription/info').expect(200)).body.status).toBe('active');

      const profileImage = storedImage(t, 'profile');
      const portfolioImage = storedImage(t, 'portfolio');
      await t.dataSource.query(`UPDATE provider_profiles SET profile_image_url = $2 WHERE id = $1`, [provider.providerId, profileImage]);
      await t.dataSource.query(`INSERT INTO portfolio_items (provider_id, title, description, images) VALUES ($1, 'Louka', 'Svatba v přírodě', $2)`, [
        provider.providerId,
        [portfolioImage],
      ]);
      await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, current_date + 5, 'busy')`, [provider.providerId]);
      await insertReview(t.dataSource, provider.providerId, 5);
      stripe.clearCalls();

      await provider.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(200);

      expect(stripe.callsTo('DELETE', `/v1/subscriptions/${gatewaySubscriptionId}`)).toHaveLength(1);
      expect(stripe.subscription(gatewaySubscriptionId).status).toBe('canceled');
      for (const [table, column, value] of [
        ['provider_profiles', 'id', provider.providerId],
        ['users', 'id', provider.userId],
        ['reviews', 'provider_id', provider.providerId],
        ['provider_availability', 'provider_id', provider.providerId],
        ['portfolio_items', 'provider_id', provider.providerId],
        ['provider_subscriptions', 'provider_id', provider.providerId],
      ] as const) {
        expect({ table, rows: await count(t, `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [value]) }).toEqual({ table, rows: 0 });
      }
      expect(fileExists(t, profileImage)).toBe(false);
      expect(fileExists(t, portfolioImage)).toBe(false);
      const payments = (await t.dataSource.query(
        `SELECT provider_id AS "providerId", subscription_id AS "subscriptionId", amount, status, brand, last4
           FROM subscription_payments WHERE gateway_invoice_id = $1`,
        [invoice.id],
      )) as Json[];
      expect(payments).toEqual([{ providerId: null, subscriptionId: null, amount: 490, status: 'succeeded', brand: 'visa', last4: '4242' }]);
      await request(t.server).get(`/api/providers/${provider.providerId}`).expect(404);
    });
  });
});
