import { randomBytes } from 'node:crypto';
import {
  accountRequestBody,
  countRows,
  markEmailVerified,
  sendContactMessage as sendContact,
  SIGN_IN_PASSWORD,
  storedImage,
} from './support/account-fixtures';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider, insertReview } from './support/provider-fixtures';
import { nextCoupleAddress, submitRequest } from './support/request-fixtures';
import type { TestApp } from './support/test-app';

const PASSWORD = SIGN_IN_PASSWORD;
const RUN = `smaz${process.pid}x${Date.now().toString(36)}`;

type Json = Record<string, any>;

const requestBody = (contactEmail: string, overrides: Record<string, unknown> = {}) => accountRequestBody(contactEmail, RUN, overrides);
const count = countRows;
const verifyEmail = markEmailVerified;
const sendContactMessage = (t: TestApp, name: string, email: string) => sendContact(t, name, email, RUN);

/** Account deletion (DELETE /api/account) on a database of its own: whole-table checks and the admin count. */
describe('Account deletion on its own database', () => {
  let t: TestApp;
  const TAG = `Zapomenuta${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await createIsolatedTestApp('account', { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('does not let the last admin delete itself; another admin may once there are two', async () => {
    const first = await signedInAdmin(t);
    expect((await first.agent.get('/api/account').expect(200)).body.isLastAdmin).toBe(true);
    const refused = await first.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(409);
    expect(refused.body.message).toBe('Jste jediný správce. Než svůj účet smažete, určete jiného správce.');
    expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE id = $1`, [first.userId])).toBe(1);

    const second = await signedInAdmin(t);
    expect((await first.agent.get('/api/account').expect(200)).body.isLastAdmin).toBe(false);
    await first.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(200);
    expect(await count(t, `SELECT count(*)::int AS n FROM users WHERE is_admin`, [])).toBe(1);
    await second.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(409);
  });

  it('leaves no row in any table that names the deleted couple or provider, apart from the anonymised payments', async () => {
    const admin = await signedInAdmin(t);

    // A couple with a verified e-mail: requests with and without the account, a review, a contact message, admin notes.
    const couple = await signedInCouple(t);
    await verifyEmail(t, couple.userId);
    await t.dataSource.query(`UPDATE users SET first_name = 'Radmila', last_name = $2 WHERE id = $1`, [couple.userId, `${TAG}ova`]);
    const coupleName = `Radmila ${TAG}ova`;
    const { body: own } = await submitRequest(t, requestBody(couple.email, { coupleName, contactPhone: '603 918 274' }), { agent: couple.agent });
    await submitRequest(t, requestBody(couple.email, { coupleName, services: ['music'], contactPhone: '603 918 274' }));
    await submitRequest(t, requestBody(couple.email, { coupleName, services: ['catering'] }), { confirm: false });
    await admin.agent.patch(`/api/admin/service-requests/${own.id}/notes`).send({ notes: `Volala ${coupleName}, 603 918 274` }).expect(200);
    await sendContactMessage(t, coupleName, couple.email);
    const otherProvider = await insertProvider(t.dataSource, { companyName: 'Jiný fotograf' });
    await insertReview(t.dataSource, otherProvider, 5, { email: couple.email });
    await t.dataSource.query(`UPDATE reviews SET reviewer_name = $2 WHERE email = $1`, [couple.email, coupleName]);

    // A provider with everything a provider has, and a subscription granted (and mailed) by the admin.
    const company = `Fotoateliér ${TAG}`;
    const provider = await signedInProvider(t, { companyName: company, phone: '728 461 935' });
    await verifyEmail(t, provider.userId);
    await t.dataSource.query(`UPDATE users SET first_name = 'Bohumil', last_name = $2 WHERE id = $1`, [provider.userId, `${TAG}ek`]);
    await t.dataSource.query(`INSERT INTO portfolio_items (provider_id, title, description, images) VALUES ($1, $2, 'Svatba', $3)`, [
      provider.providerId,
      `Portfolio ${company}`,
      [storedImage(t, 'portfolio')],
    ]);
    await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status, notes) VALUES ($1, current_date + 3, 'busy', $2)`, [
      provider.providerId,
      company,
    ]);
    await insertReview(t.dataSource, provider.providerId, 4);
    await admin.agent.patch(`/api/admin/providers/${provider.providerId}/activate-subscription`).send({ planType: 'premium' }).expect(200);
    const [{ subscriptionId }] = (await t.dataSource.query(`SELECT id AS "subscriptionId" FROM provider_subscriptions WHERE provider_id = $1`, [
      provider.providerId,
    ])) as Array<{ subscriptionId: number }>;
    await t.dataSource.query(
      `INSERT INTO subscription_payments (provider_id, subscription_id, amount, status, description, brand, last4)
       VALUES ($1, $2, 4900, 'succeeded', 'Premium ročně', 'visa', '4242')`,
      [provider.providerId, subscriptionId],
    );

    // What names them, as stored.
    const needles = [couple.email, `${TAG}ova`, provider.email, `${TAG}ek`, company];
    const phones = (await t.dataSource.query(
      `SELECT contact_phone AS phone FROM service_requests WHERE contact_phone IS NOT NULL AND user_id = $1
       UNION SELECT phone FROM provider_profiles WHERE id = $2`,
      [couple.userId, provider.providerId],
    )) as Array<{ phone: string }>;
    needles.push(...phones.map((row) => row.phone));
    expect(phones).toHaveLength(2);

    const tablesNaming = async (): Promise<Array<{ table: string; rows: number }>> => {
      const columns = (await t.dataSource.query(
        `SELECT table_name AS "table", array_agg(quote_ident(column_name) ORDER BY ordinal_position) AS columns
           FROM information_schema.columns c
          WHERE table_schema = 'public'
            AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
            AND EXISTS (SELECT 1 FROM information_schema.tables tb
                         WHERE tb.table_schema = 'public' AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE')
          GROUP BY table_name`,
      )) as Array<{ table: string; columns: string[] }>;
      expect(columns.map((row) => row.table)).toEqual(expect.arrayContaining(['users', 'service_requests', 'mail_outbox', 'admin_audit_log']));
      const found: Array<{ table: string; rows: number }> = [];
      for (const { table, columns: names } of columns) {
        const text = `lower(concat_ws(' ', ${names.map((name) => `${name}::text`).join(', ')}))`;
        const rows = await count(
          t,
          `SELECT count(*)::int AS n FROM public.${table} WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(${text}, needle) > 0)`,
          [needles.map((needle) => needle.toLowerCase())],
        );
        if (rows > 0) found.push({ table, rows });
      }
      return found;
    };
    // The check itself finds them before the deletion.
    expect((await tablesNaming()).map((row) => row.table)).toEqual(
      expect.arrayContaining(['users', 'service_requests', 'provider_profiles', 'reviews', 'contact_messages', 'mail_outbox', 'admin_audit_log']),
    );

    await couple.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(200);
    await provider.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: PASSWORD }).expect(200);

    expect(await tablesNaming()).toEqual([]);
    const payments = (await t.dataSource.query(`SELECT provider_id AS "providerId", amount FROM subscription_payments WHERE amount = 4900`)) as Json[];
    expect(payments).toEqual([{ providerId: null, amount: 4900 }]);
    // The audit rows stay, without their details.
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM admin_audit_log
          WHERE details = '{"anonymised": true}'::jsonb AND action IN ('request.notes', 'provider.activate-subscription')`,
        [],
      ),
    ).toBe(2);
  });
});
