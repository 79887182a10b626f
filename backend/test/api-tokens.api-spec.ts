import { createHash } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_PASSWORD, signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { insertBooking } from './support/booking-rows';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Personal API tokens (issue 50): lifecycle, the bearer path into the one viewer, scopes, limits and records. */
describe('Personal API tokens', () => {
  let t: TestApp;
  type Agent = ReturnType<TestApp['agent']>;
  const RUN = `tokeny-${Date.now().toString(36)}`;
  let address = 0;
  /** Every call from its own client address (TRUST_PROXY), so the per-address limits stay out of the way. */
  const nextAddress = () => {
    address += 1;
    return `10.66.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
  };
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  async function createToken(agent: Agent, body: Record<string, unknown>) {
    return agent.post('/api/api-tokens').set('X-Forwarded-For', nextAddress()).send(body);
  }
  async function newToken(agent: Agent, scopes: string[], name = `Token ${RUN}`): Promise<{ id: number; secret: string }> {
    const response = await createToken(agent, { name, scopes });
    expect(response.status).toBe(201);
    return { id: response.body.id as number, secret: response.body.secret as string };
  }
  /** A request with the token alone: no cookie jar, no Origin. */
  const bearer = (secret: string) => ({
    get: (url: string) => request(t.server).get(url).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', nextAddress()),
    post: (url: string) => request(t.server).post(url).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', nextAddress()),
    delete: (url: string) => request(t.server).delete(url).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', nextAddress()),
  });
  const dayRows = (providerId: number, day: string) =>
    t.dataSource.query(`SELECT 1 FROM provider_availability WHERE provider_id = $1 AND day = $2`, [providerId, day]);
  const tokenRow = async (id: number) =>
    ((await t.dataSource.query(`SELECT * FROM api_tokens WHERE id = $1`, [id])) as Array<Record<string, unknown>>)[0];

  it('creates a token whose secret is shown once and stored only as its hash', async () => {
    const provider = await signedInProvider(t, { companyName: `Tokeny ${RUN}` });
    const created = await createToken(provider.agent, { name: '  Rezervační systém  ', scopes: ['profile:read', 'availability:write'] });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^svt_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      name: 'Rezervační systém',
      prefix: secret.slice(0, 12),
      scopes: ['profile:read', 'availability:write'],
      state: 'active',
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });

    const row = await tokenRow(created.body.id as number);
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.token_prefix).toBe(secret.slice(0, 12));
    expect(row.user_id).toBe(provider.userId);
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));

    const list = await provider.agent.get('/api/api-tokens').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, prefix: secret.slice(0, 12), state: 'active' })]);
    expect(list.text).not.toContain(secret.slice(12));
  });

  it('authenticates a bearer request by the token alone: no session, no cookie, no Origin needed', async () => {
    const provider = await signedInProvider(t, { companyName: `Nositel ${RUN}` });
    const { secret } = await newToken(provider.agent, ['profile:read', 'availability:write']);

    const profile = await bearer(secret).get('/api/provider/profile').expect(200);
    expect(profile.body.id).toBe(provider.providerId);
    expect(profile.headers['set-cookie']).toBeUndefined();

    // A state-changing call without Origin, and one whose Origin is another site: no browser, no same-origin check.
    const day = inDays(20);
    const set = await bearer(secret).post('/api/availability').send({ date: day, status: 'busy', notes: 'Přes API' });
    expect(set.status).toBe(200);
    expect(set.headers['set-cookie']).toBeUndefined();
    await bearer(secret).post('/api/availability').set('Origin', 'https://crm.example').send({ date: inDays(21), status: 'busy' }).expect(200);
    const rows = await t.dataSource.query(`SELECT day FROM provider_availability WHERE provider_id = $1 AND day = ANY($2::date[])`, [
      provider.providerId,
      [day, inDays(21)],
    ]);
    expect(rows).toHaveLength(2);
    const sessions = await t.dataSource.query(`SELECT count(*)::int AS n FROM user_sessions WHERE (sess::jsonb)->'passport'->>'user' = $1`, [
      String(provider.userId),
    ]);
    expect(sessions[0].n).toBe(1); // the browser's own sign-in only
  });

  it('keeps refusing a cookie POST from another site (the browser path is unchanged)', async () => {
    const provider = await signedInProvider(t, { companyName: `Sušenka ${RUN}` });
    const refused = await provider.agent.post('/api/availability').set('X-Forwarded-For', nextAddress()).set('Origin', 'https://evil.example').send({
      date: inDays(25),
      status: 'busy',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Požadavek z cizího webu byl odmítnut');
    expect(await dayRows(provider.providerId, inDays(25))).toHaveLength(0);
    await provider.agent.post('/api/availability').set('X-Forwarded-For', nextAddress()).send({ date: inDays(25), status: 'busy' }).expect(200);
  });

  it('ignores the cookies of a bearer request: a bad token is 401, never the session', async () => {
    const provider = await signedInProvider(t, { companyName: `Bez pádu ${RUN}` });
    const couple = await signedInCouple(t);
    const { secret } = await newToken(provider.agent, ['profile:read']);

    for (const wrong of [`svt_${'A'.repeat(43)}`, 'nesmysl', '']) {
      const response = await provider.agent.get('/api/provider/profile').set('Authorization', `Bearer ${wrong}`).set('X-Forwarded-For', nextAddress());
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('API token je neplatný, zneplatněný nebo mu vypršela platnost.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // The couple's cookie with the provider's token: the token's account answers.
    const user = await couple.agent.get('/api/auth/user').set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', nextAddress()).expect(200);
    expect(user.body.id).toBe(provider.userId);
  });

  it('refuses a route outside the token scopes (naming the scope) and every route without a scope', async () => {
    const provider = await signedInProvider(t, { companyName: `Rozsah ${RUN}` });
    const { secret } = await newToken(provider.agent, ['profile:read']);

    const missing = await bearer(secret).get('/api/provider/offers').expect(403);
    expect(missing.body.message).toBe('API token nemá oprávnění offers:read.');
    const write = await bearer(secret).post('/api/availability').send({ date: inDays(30), status: 'busy' }).expect(403);
    expect(write.body.message).toBe('API token nemá oprávnění availability:write.');
    expect(await dayRows(provider.providerId, inDays(30))).toHaveLength(0);

    const refusedMessage = 'Tato operace není přes API token dostupná.';
    for (const call of [
      bearer(secret).get('/api/api-tokens'),
      bearer(secret).post('/api/api-tokens').send({ name: 'Z tokenu', scopes: ['profile:read'] }),
      bearer(secret).get('/api/account'),
      bearer(secret).delete('/api/account').send({ password: ACCOUNT_PASSWORD }),
      bearer(secret)
        .post('/api/auth/change-password')
        .send({ currentPassword: ACCOUNT_PASSWORD, newPassword: 'Nove-heslo-2027', confirmPassword: 'Nove-heslo-2027' }),
      bearer(secret).post('/api/logout'),
      bearer(secret).get('/api/service-providers'),
    ]) {
      const response = await call;
      expect([response.status, response.body.message]).toEqual([403, refusedMessage]);
    }
    expect(await t.dataSource.query(`SELECT 1 FROM api_tokens WHERE user_id = $1`, [provider.userId])).toHaveLength(1);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [provider.userId])).toHaveLength(1);
  });

  it('notes the last use with its address at most once a minute', async () => {
    const provider = await signedInProvider(t, { companyName: `Použití ${RUN}` });
    const { id, secret } = await newToken(provider.agent, ['profile:read']);
    await request(t.server).get('/api/provider/profile').set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', '203.0.113.24').expect(200);
    const first = await tokenRow(id);
    expect(first.last_used_ip).toBe('203.0.113.24');
    expect(first.last_used_at).toBeInstanceOf(Date);
    await request(t.server).get('/api/provider/profile').set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', '203.0.113.99').expect(200);
    const second = await tokenRow(id);
    expect([second.last_used_ip, (second.last_used_at as Date).getTime()]).toEqual(['203.0.113.24', (first.last_used_at as Date).getTime()]);
    // A minute later the next use is noted.
    await t.dataSource.query(`UPDATE api_tokens SET last_used_at = now() - interval '61 seconds' WHERE id = $1`, [id]);
    await request(t.server).get('/api/provider/profile').set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', '203.0.113.99').expect(200);
    expect((await tokenRow(id)).last_used_ip).toBe('203.0.113.99');
    const listed = (await provider.agent.get('/api/api-tokens').expect(200)).body[0];
    expect(listed).toMatchObject({ lastUsedIp: '203.0.113.99', lastUsedAt: expect.any(String) });
  });

  it('revokes a token at once, with audit entries for its creation and revocation; another account gets 404', async () => {
    const provider = await signedInProvider(t, { companyName: `Zneplatnění ${RUN}` });
    const other = await signedInProvider(t, { companyName: `Cizí ${RUN}` });
    const { id, secret } = await newToken(provider.agent, ['profile:read']);
    await bearer(secret).get('/api/provider/profile').expect(200);

    const foreign = await other.agent.delete(`/api/api-tokens/${id}`).set('X-Forwarded-For', nextAddress()).expect(404);
    expect(foreign.body.message).toBe('API token nebyl nalezen.');
    await bearer(secret).get('/api/provider/profile').expect(200);

    const revoked = await provider.agent.delete(`/api/api-tokens/${id}`).set('X-Forwarded-For', nextAddress()).expect(200);
    expect(revoked.body).toMatchObject({ id, state: 'revoked', revokedAt: expect.any(String) });
    const refused = await bearer(secret).get('/api/provider/profile').expect(401);
    expect(refused.body.message).toBe('API token je neplatný, zneplatněný nebo mu vypršela platnost.');
    expect((await tokenRow(id)).revoked_at).toBeInstanceOf(Date);

    const audit = (await t.dataSource.query(
      `SELECT action, admin_email AS "adminEmail", details FROM admin_audit_log WHERE target_type = 'api_token' AND target_id = $1 ORDER BY id`,
      [String(id)],
    )) as Array<{ action: string; adminEmail: string | null; details: Record<string, unknown> }>;
    expect(audit).toEqual([
      {
        action: 'api-token.create',
        adminEmail: null,
        details: expect.objectContaining({ actor: 'provider', userId: provider.userId, scopes: ['profile:read'] }),
      },
      { action: 'api-token.revoke', adminEmail: null, details: expect.objectContaining({ actor: 'provider', userId: provider.userId }) },
    ]);
  });

  it('refuses an expired token', async () => {
    const provider = await signedInProvider(t, { companyName: `Vypršení ${RUN}` });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await createToken(provider.agent, { name: 'Na měsíc', scopes: ['profile:read'], expiresAt }).then((r) => r.body);
    expect(created.expiresAt).toBe(expiresAt);
    await bearer(created.secret).get('/api/provider/profile').expect(200);
    await t.dataSource.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.id]);
    await bearer(created.secret).get('/api/provider/profile').expect(401);
    const listed = (await provider.agent.get('/api/api-tokens').expect(200)).body;
    expect(listed[0]).toMatchObject({ id: created.id, state: 'expired' });
  });

  it('checks the input, naming the field', async () => {
    const provider = await signedInProvider(t, { companyName: `Vstupy ${RUN}` });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', scopes: ['profile:read'] }, 'name'],
      [{ name: 'x'.repeat(81), scopes: ['profile:read'] }, 'name'],
      [{ name: 'Token', scopes: [] }, 'scopes'],
      [{ name: 'Token', scopes: ['profile:delete'] }, 'scopes'],
      [{ name: 'Token', scopes: 'profile:read' }, 'scopes'],
      [{ name: 'Token', scopes: ['profile:read'], expiresAt: 'zítra' }, 'expiresAt'],
      [{ name: 'Token', scopes: ['profile:read'], expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt'],
      [{ name: 'Token', scopes: ['profile:read'], expiresAt: new Date(Date.now() + 800 * 86_400_000).toISOString() }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const response = await createToken(provider.agent, body);
      expect([response.status, response.body.errors?.[0]?.field]).toEqual([400, field]);
    }
    expect(await t.dataSource.query(`SELECT 1 FROM api_tokens WHERE user_id = $1`, [provider.userId])).toHaveLength(0);
  });

  it('holds at most 10 active tokens per account (revoked ones do not count)', async () => {
    const provider = await signedInProvider(t, { companyName: `Limit ${RUN}` });
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await newToken(provider.agent, ['profile:read'], `Token ${i + 1}`)).id);
    const refused = await createToken(provider.agent, { name: 'Jedenáctý', scopes: ['profile:read'] });
    expect([refused.status, refused.body.message]).toEqual([409, 'Můžete mít nejvýše 10 aktivních API tokenů. Nejdřív některý zneplatněte.']);
    await provider.agent.delete(`/api/api-tokens/${ids[0]}`).set('X-Forwarded-For', nextAddress()).expect(200);
    await newToken(provider.agent, ['profile:read'], 'Jedenáctý');
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1`, [provider.userId]);
    expect(n).toBe(11);
  });

  it('gives tokens to providers and admins only; admin:read to admins only', async () => {
    const couple = await signedInCouple(t);
    const refused = await createToken(couple.agent, { name: 'Pár', scopes: ['profile:read'] });
    expect([refused.status, refused.body.message]).toEqual([403, 'API tokeny mohou vytvářet jen dodavatelé a správci.']);
    expect((await couple.agent.get('/api/api-tokens').expect(403)).body.message).toBe('API tokeny mohou vytvářet jen dodavatelé a správci.');
    await request(t.server).get('/api/api-tokens').expect(401);

    const provider = await signedInProvider(t, { companyName: `Ne správce ${RUN}` });
    const adminScope = await createToken(provider.agent, { name: 'Správa', scopes: ['admin:read'] });
    expect([adminScope.status, adminScope.body.message]).toEqual([403, 'Oprávnění admin:read může mít jen token správce.']);

    const admin = await signedInAdmin(t);
    const adminToken = await newToken(admin.agent, ['admin:read']);
    await bearer(adminToken.secret).get('/api/admin/overview').expect(200);
    await bearer(adminToken.secret).get('/api/admin/providers').expect(200);
    // Writes in the admin panel are never reachable by token.
    const write = await bearer(adminToken.secret).post(`/api/admin/bookings/1/cancel`).send({ reason: 'x' }).expect(403);
    expect(write.body.message).toBe('Tato operace není přes API token dostupná.');
    const narrow = await newToken(admin.agent, ['profile:read']);
    expect((await bearer(narrow.secret).get('/api/admin/overview').expect(403)).body.message).toBe('API token nemá oprávnění admin:read.');
    const [entry] = await t.dataSource.query(`SELECT admin_email AS "adminEmail" FROM admin_audit_log WHERE action = 'api-token.create' AND target_id = $1`, [
      String(adminToken.id),
    ]);
    expect(entry.adminEmail).toBe(admin.email);
  });

  it("reaches only the token owner's data: another provider's booking and conversation are as unknown as missing ones", async () => {
    const owner = await signedInProvider(t, { companyName: `Vlastník ${RUN}` });
    await activateSubscription(t.dataSource, owner.providerId, 'premium');
    const stranger = await signedInProvider(t, { companyName: `Soused ${RUN}` });
    await activateSubscription(t.dataSource, stranger.providerId, 'premium');
    const own = await insertBooking(t, RUN, owner, { providerName: `Vlastník ${RUN}` });
    const theirs = await insertBooking(t, RUN, stranger, { providerName: `Soused ${RUN}` });
    const { secret } = await newToken(owner.agent, ['bookings:read', 'bookings:write', 'messages:read', 'offers:read']);

    expect((await bearer(secret).get(`/api/bookings/${own.bookingId}`).expect(200)).body.id).toBe(own.bookingId);
    await bearer(secret).get(`/api/bookings/${theirs.bookingId}`).expect(404);
    await bearer(secret).post(`/api/bookings/${theirs.bookingId}/confirm`).send({}).expect(404);
    await bearer(secret).get(`/api/conversations/${own.conversationId}/messages`).expect(200);
    await bearer(secret).get(`/api/conversations/${theirs.conversationId}/messages`).expect(404);
    const [{ status }] = await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [theirs.bookingId]);
    expect(status).toBe('pending_provider');
    const list = await bearer(secret).get('/api/provider/bookings').expect(200);
    expect(list.text).toContain(own.number);
    expect(list.text).not.toContain(theirs.number);
  });

  it('revokes every token on a password change that asks for it, and only then', async () => {
    const provider = await signedInProvider(t, { companyName: `Heslo ${RUN}` });
    const first = await newToken(provider.agent, ['profile:read']);
    const second = await newToken(provider.agent, ['profile:read']);
    const change = (newPassword: string, currentPassword: string, revokeApiTokens?: unknown) =>
      provider.agent
        .post('/api/auth/change-password')
        .set('X-Forwarded-For', nextAddress())
        .send({ currentPassword, newPassword, confirmPassword: newPassword, ...(revokeApiTokens === undefined ? {} : { revokeApiTokens }) });

    const bad = await change('Nove-heslo-2027-a', ACCOUNT_PASSWORD, 'ano');
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'revokeApiTokens']);
    await change('Nove-heslo-2027-a', ACCOUNT_PASSWORD, false).expect(200);
    await bearer(first.secret).get('/api/provider/profile').expect(200);
    await change('Nove-heslo-2027-b', 'Nove-heslo-2027-a').expect(200);
    await bearer(first.secret).get('/api/provider/profile').expect(200);

    await change('Nove-heslo-2027-c', 'Nove-heslo-2027-b', true).expect(200);
    await bearer(first.secret).get('/api/provider/profile').expect(401);
    await bearer(second.secret).get('/api/provider/profile').expect(401);
    const tokens = (await provider.agent.get('/api/api-tokens').expect(200)).body as Array<{ state: string }>;
    expect(tokens.map((token) => token.state)).toEqual(['revoked', 'revoked']);
    const audit = await t.dataSource.query(
      `SELECT target_id AS "targetId" FROM admin_audit_log
        WHERE action = 'api-token.revoke' AND details->>'reason' = 'password-change' AND target_id = ANY($1::text[])`,
      [[String(first.id), String(second.id)]],
    );
    expect(audit).toHaveLength(2);
  });

  it('lists the tokens in the data export and removes them with the account', async () => {
    const provider = await signedInProvider(t, { companyName: `Smazání ${RUN}` });
    const { secret } = await newToken(provider.agent, ['profile:read'], 'Do exportu');
    const exported = await provider.agent.get('/api/account/export').expect(200);
    expect(exported.body.apiTokens).toEqual([
      expect.objectContaining({ name: 'Do exportu', prefix: secret.slice(0, 12), scopes: ['profile:read'], revokedAt: null }),
    ]);
    expect(exported.text).not.toContain(secret.slice(12));
    await provider.agent.delete('/api/account').set('X-Forwarded-For', nextAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);
    expect(await t.dataSource.query(`SELECT 1 FROM api_tokens WHERE user_id = $1`, [provider.userId])).toHaveLength(0);
    await bearer(secret).get('/api/provider/profile').expect(401);
  });

  it('documents both schemes and the scope on the operations a token may call', async () => {
    const document = (await request(t.server).get('/docs/openapi.json').expect(200)).body;
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const offersCreate = document.paths['/api/service-requests/{id}/offers'].post;
    expect(offersCreate.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(offersCreate['x-svatby-scope']).toBe('offers:write');
    expect(offersCreate.description).toMatch(/Via an API token: scope `offers:write`\.$/);
    expect(offersCreate.responses['403'].description).toContain("'API token nemá oprávnění offers:write.'");
    expect(offersCreate.responses['401'].description).toContain('API token je neplatný');
    expect(offersCreate.responses['429'].description).toContain('Příliš mnoho požadavků přes API token');
    // Open to visitors too: the empty requirement says a call may go without either.
    expect(document.paths['/api/service-requests'].get.security).toEqual([{}, { cookie: [] }, { bearer: [] }]);
    expect(document.paths['/api/admin/overview'].get.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    const account = document.paths['/api/account'].get;
    expect(account.security).toEqual([{ cookie: [] }]);
    expect(account.description ?? '').not.toContain('Via an API token');
  });
});
