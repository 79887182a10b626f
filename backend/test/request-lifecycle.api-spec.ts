import request from 'supertest';
import { AuthRepository } from '../src/auth/auth.repository';
import { MailService } from '../src/mail/mail.service';
import { RequestExpiryService } from '../src/requests/request-expiry.service';
import { RequestsJobs } from '../src/requests/requests.jobs';
import { signedInAdmin, signedInCouple } from './support/accounts';
import { daysAgo, insertProvider } from './support/provider-fixtures';
import { confirmLinkToken, manageLinkToken, nextCoupleAddress, runPremiumNotices, submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/** A tag unique to this run, so the file's requests can be found among other files' rows. */
const RUN = `zivot${process.pid}x${Date.now().toString(36)}`;

/** The attack of issue 15: a stranger's address, a lure in the name and the description. */
function lure(contactEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    coupleName: 'Vyhráli jste iPhone! Klikněte na http://podvod.example',
    services: ['photography'],
    description: `Vyhráli jste iPhone! Klikněte na http://podvod.example/vyhra ${RUN}`,
    budget: '100000',
    location: 'Zámek Vyhra http://podvod.example',
    contactEmail,
    contactPhone: '777 000 111',
    noDateSelected: true,
    ...overrides,
  };
}

describe('Request lifecycle: double opt-in, limits, premium notices after confirmation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const post = (path: string, address = nextCoupleAddress()) => request(t.server).post(path).set('X-Forwarded-For', address);
  const listedIds = async (): Promise<number[]> =>
    ((await request(t.server).get('/api/service-requests').query({ search: RUN, pageSize: 50 }).expect(200)).body.items as Array<{ id: number }>).map(
      (item) => item.id,
    );
  /** The top bar's count (kept by triggers) against the active rows, read in one snapshot: other files write meanwhile. */
  const counts = async (): Promise<{ counted: number; active: number }> =>
    (
      (await t.dataSource.query(
        `SELECT (SELECT coalesce(sum(active), 0)::int FROM derived.active_request_counts) AS counted,
                (SELECT count(*)::int FROM service_requests WHERE status = 'active') AS active`,
      )) as Array<{ counted: number; active: number }>
    )[0];
  const statusOf = async (id: number): Promise<string | undefined> =>
    ((await t.dataSource.query(`SELECT status FROM service_requests WHERE id = $1`, [id])) as Array<{ status: string }>)[0]?.status;
  const mailsTo = (email: string) =>
    t.dataSource.query(`SELECT template, subject, text_body AS text, html_body AS html, secret FROM mail_outbox WHERE to_email = $1 ORDER BY id`, [
      email,
    ]) as Promise<Array<{ template: string; subject: string; text: string; html: string; secret: boolean }>>;
  const noticeJobs = async (requestId: number): Promise<number> =>
    (
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'request-premium-notices' AND (data ->> 'requestId')::int = $1`, [
        requestId,
      ])) as Array<{ n: number }>
    )[0].n;

  it('keeps 25 identical submissions to a stranger as one unconfirmed request: not listed, not counted, one mail without the typed text', async () => {
    const victim = uniqueEmail('obet');
    const answers = [];
    for (let attempt = 0; attempt < 25; attempt += 1) answers.push((await post('/api/service-requests').send(lure(victim)).expect(201)).body);
    const ids = new Set(answers.map((answer) => answer.id));
    expect(ids.size).toBe(1);
    expect(answers.every((answer) => answer.status === 'unconfirmed')).toBe(true);
    const [id] = [...ids];
    expect(await statusOf(id)).toBe('unconfirmed');
    expect(await listedIds()).not.toContain(id);
    const afterward = await counts();
    expect(afterward.counted).toBe(afterward.active);
    await request(t.server).get(`/api/service-requests/${id}`).expect(404);
    expect(await noticeJobs(id)).toBe(0);

    const mails = await mailsTo(victim);
    expect(mails.map((mail) => mail.template)).toEqual(['request-confirm-link']);
    const [mail] = mails;
    expect(mail).toMatchObject({ subject: 'Potvrďte svou poptávku – Svatby', secret: true });
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/iPhone|podvod|Vyhra|777 000 111/);
      expect(body).toContain('Fotografie');
      expect(body).toContain('zatím nevybráno');
      expect(body).toMatch(/\/poptavka\/potvrdit\?token=[A-Za-z0-9_-]{43}/);
      expect(body).toMatch(/\/poptavka\/odmitnout\?token=[A-Za-z0-9_-]{43}/);
    }
    expect(mail.text.startsWith('Dobrý den,\n')).toBe(true);
    // Only the token's hash is stored.
    const token = await confirmLinkToken(t, victim);
    const stored = await t.dataSource.query(`SELECT token_hash FROM request_tokens WHERE request_id = $1`, [id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(token);
  });

  it('names a catalogue place in the confirmation mail, and no place the sender typed', async () => {
    const email = uniqueEmail('misto');
    await post('/api/service-requests').send(lure(email, { location: 'brno', description: `Jen Brno ${RUN}` })).expect(201);
    const [mail] = await mailsTo(email);
    expect(mail.text).toContain('Místo: Brno.');
  });

  it('lists the request once the link is opened: counted, matched, one premium notice per provider however often the job runs', async () => {
    const premium = { email: uniqueEmail('premium-foto') };
    const premiumId = await insertProvider(t.dataSource, {
      companyName: `Foto premium ${RUN}`,
      email: premium.email,
      categories: ['photography'],
      createdAt: daysAgo(10),
    });
    await activateSubscription(t.dataSource, premiumId, 'premium');
    const email = uniqueEmail('potvrdi');
    const created = await post('/api/service-requests')
      .send(lure(email, { coupleName: 'Jana a Petr', description: `Hledáme fotografa ${RUN}`, location: 'Praha' }))
      .expect(201);
    const id = created.body.id as number;

    const confirmed = await post('/api/service-requests/confirm').send({ token: await confirmLinkToken(t, email) }).expect(200);
    expect(confirmed.body).toMatchObject({
      message: 'Poptávka je potvrzená a zveřejněná. Dodavatelé vás budou kontaktovat s nabídkami.',
      request: { id, status: 'active', canSeeContact: true, contactInfo: { name: 'Jana a Petr', email } },
    });
    expect(await statusOf(id)).toBe('active');
    expect(await listedIds()).toContain(id);
    const afterward = await counts();
    expect(afterward.counted).toBe(afterward.active);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['request-confirm-link', 'request-confirmation']);

    // Confirming queued one premium-notices job; the job mails the matching premium provider once.
    expect(await noticeJobs(id)).toBe(1);
    expect(await mailsTo(premium.email)).toHaveLength(0);
    expect(await runPremiumNotices(t, id)).toBeGreaterThanOrEqual(1);
    expect(await runPremiumNotices(t, id)).toBe(0);
    const notices = (await mailsTo(premium.email)).filter((mail) => mail.text.includes(`requestId=${id}`));
    expect(notices.map((mail) => mail.template)).toEqual(['new-matching-request']);
  });

  it('answers 400 for an unknown link, 410 for a used one, and a Czech message for a malformed token', async () => {
    const email = uniqueEmail('odkazy');
    await post('/api/service-requests').send(lure(email, { description: `Odkazy ${RUN}` })).expect(201);
    const token = await confirmLinkToken(t, email);
    const unknown = await post('/api/service-requests/confirm').send({ token: `${token.slice(0, -4)}AAAA` }).expect(400);
    expect(unknown.body.message).toBe('Odkaz je neplatný. Zkontrolujte, že jste ho zkopírovali celý.');
    const malformed = await post('/api/service-requests/confirm').send({ token: 'x' }).expect(400);
    expect(malformed.body.message).toBe('Odkaz je neplatný. Zkontrolujte, že jste ho zkopírovali celý.');
    await post('/api/service-requests/confirm').send({ token }).expect(200);
    const again = await post('/api/service-requests/confirm').send({ token }).expect(410);
    expect(again.body.message).toMatch(/^Odkaz už byl použit nebo vypršel/);
    // The confirmation link cannot delete a listed request either.
    await post('/api/service-requests/reject').send({ token }).expect(410);
  });

  it("'this was not me' deletes the request and refuses requests from anyone else to that mailbox for 30 days", async () => {
    const email = uniqueEmail('nebyl-jsem');
    const { body } = await post('/api/service-requests').send(lure(email, { description: `Nebyl jsem to ${RUN}` })).expect(201);
    const rejected = await post('/api/service-requests/reject').send({ token: await confirmLinkToken(t, email) }).expect(200);
    expect(rejected.body.message).toBe(
      'Poptávku jsme smazali. Dalších 30 dní na tuto adresu nepřijmeme poptávku od nikoho jiného. Vlastní poptávku z tohoto prohlížeče zadat můžete.',
    );
    expect(await statusOf(body.id)).toBeUndefined();
    const blocked = await post('/api/service-requests').send(lure(email, { description: `Znovu ${RUN}` })).expect(429);
    expect(blocked.body.message).toBe('Na tuto e-mailovou adresu teď poptávku odeslat nelze. Zkuste to prosím později.');
    const [{ until }] = await t.dataSource.query(`SELECT blocked_until - now() > interval '29 days' AS until FROM request_email_blocks WHERE email = $1`, [
      email,
    ]);
    expect(until).toBe(true);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['request-confirm-link']);
  });

  it('limits one contact e-mail to 3 unconfirmed requests at a time and 10 a day, and one client address to 5 an hour', async () => {
    const email = uniqueEmail('limit');
    for (let index = 0; index < 3; index += 1) {
      await post('/api/service-requests').send(lure(email, { description: `Limit ${index} ${RUN}` })).expect(201);
    }
    const fourth = await post('/api/service-requests').send(lure(email, { description: `Limit 3 ${RUN}` })).expect(429);
    expect(fourth.body.message).toBe(
      'Na tuto e-mailovou adresu už čekají 3 nepotvrzené poptávky. Potvrďte je odkazem z e-mailu, nebo to zkuste znovu za 48 hodin.',
    );
    expect(await t.dataSource.query(`SELECT 1 FROM service_requests WHERE contact_email = $1`, [email])).toHaveLength(3);

    const daily = uniqueEmail('denni');
    for (let index = 0; index < 10; index += 1) {
      await submitRequest(t, lure(daily, { description: `Den ${index} ${RUN}` }));
    }
    const eleventh = await post('/api/service-requests').send(lure(daily, { description: `Den 10 ${RUN}` })).expect(429);
    expect(eleventh.body.message).toBe('Na tuto e-mailovou adresu dnes přišlo příliš mnoho poptávek. Zkuste to prosím zítra.');

    const address = nextCoupleAddress();
    for (let index = 0; index < 5; index += 1) {
      await post('/api/service-requests', address).send(lure(uniqueEmail('adresa'), { description: `Adresa ${index} ${RUN}` })).expect(201);
    }
    const sixth = await post('/api/service-requests', address).send(lure(uniqueEmail('adresa'))).expect(429);
    expect(sixth.body.message).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.');
  });

  it('lets parallel submissions to one address count each other (no more than 3 unconfirmed)', async () => {
    const email = uniqueEmail('soubezne');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        post('/api/service-requests')
          .send(lure(email, { description: `Souběžně ${index} ${RUN}` }))
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('lists at once the request of a signed-in couple whose verified account e-mail is the contact e-mail', async () => {
    const couple = await signedInCouple(t);
    await t.app.get(AuthRepository).updateUser(couple.userId, { emailVerifiedAt: new Date() });
    const created = await couple.agent
      .post('/api/service-requests')
      .set('X-Forwarded-For', nextCoupleAddress())
      .send(lure(couple.email, { coupleName: 'Eva a Adam', description: `Ověřený účet ${RUN}` }))
      .expect(201);
    expect(created.body).toMatchObject({ status: 'active', message: 'Brzy vás budeme kontaktovat s nabídkami od profesionálů.' });
    expect(await listedIds()).toContain(created.body.id);
    expect((await mailsTo(couple.email)).map((mail) => mail.template)).toEqual(['request-confirmation']);
    expect(await noticeJobs(created.body.id)).toBe(1);

    // Another contact e-mail still needs its owner's confirmation.
    const other = uniqueEmail('jiny-kontakt');
    const unproven = await couple.agent
      .post('/api/service-requests')
      .set('X-Forwarded-For', nextCoupleAddress())
      .send(lure(other, { description: `Cizí adresa ${RUN}` }))
      .expect(201);
    expect(unproven.body.status).toBe('unconfirmed');
  });

  it('deletes unconfirmed requests once their link has expired (48 hours), and the link no longer works', async () => {
    const email = uniqueEmail('propadla');
    const { body } = await post('/api/service-requests').send(lure(email, { description: `Propadlá ${RUN}` })).expect(201);
    const token = await confirmLinkToken(t, email);
    await t.dataSource.query(`UPDATE request_tokens SET expires_at = now() - interval '1 minute' WHERE request_id = $1`, [body.id]);
    await post('/api/service-requests/confirm').send({ token }).expect(410);
    await t.dataSource.query(`UPDATE service_requests SET created_at = now() - interval '49 hours' WHERE id = $1`, [body.id]);
    expect(await t.app.get(RequestsJobs).sweepOnce()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(body.id)).toBeUndefined();
  });

  it('marks demo requests: listed as demo, counted in the top bar as in the list (issue 43), no contact for anyone, no premium mails', async () => {
    const email = uniqueEmail('ukazka');
    const demo = lure(email, { coupleName: 'Ukázkový pár', description: `Ukázka ${RUN}`, location: 'Praha' });
    const { body } = await submitRequest(t, demo);
    const topBar = async () => (await request(t.server).get('/api/dashboard-counts').expect(200)).body.requests as number;
    const counted = async () =>
      ((await t.dataSource.query(`SELECT coalesce(sum(demo), 0)::int AS demo FROM derived.active_request_counts`)) as Array<{ demo: number }>)[0]
        .demo;
    const demoBefore = await counted();
    await t.dataSource.query(`UPDATE service_requests SET is_demo = true WHERE id = $1`, [body.id]);
    expect(await counted()).toBe(demoBefore + 1);
    const [{ active }] = await t.dataSource.query(`SELECT count(*)::int AS active FROM service_requests WHERE status = 'active'`);
    expect(await topBar()).toBe(active);

    const admin = await signedInAdmin(t);
    const detail = (await admin.agent.get(`/api/service-requests/${body.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: body.id, isDemo: true, canSeeContact: false });
    expect(detail).not.toHaveProperty('contactInfo');
    const listed = (await request(t.server).get('/api/service-requests').query({ search: `Ukázka ${RUN}` }).expect(200)).body.items;
    expect(listed.map((item: { id: number; isDemo: boolean }) => [item.id, item.isDemo])).toEqual([[body.id, true]]);
    expect(await runPremiumNotices(t, body.id)).toBe(0);
  });

  it('lets the couple edit, close and reopen the request through the manage link, without an account', async () => {
    const email = uniqueEmail('sprava');
    const created = await post('/api/service-requests')
      .send(lure(email, { coupleName: 'Jana a Petr', description: `Správa ${RUN}`, location: 'brno', budget: '50000' }))
      .expect(201);
    const confirmed = await post('/api/service-requests/confirm').send({ token: await confirmLinkToken(t, email) }).expect(200);
    const token = confirmed.body.manageToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same link is in the couple's mail, which is cleared once sent.
    expect(await manageLinkToken(t, email)).toBe(token);
    const [mail] = (await mailsTo(email)).filter((row) => row.template === 'request-confirmation');
    expect(mail.secret).toBe(true);

    const view = await request(t.server).get('/api/service-requests/manage').query({ token }).expect(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.body).toMatchObject({ id: created.body.id, status: 'active', contactInfo: { name: 'Jana a Petr', email } });

    const edited = await request(t.server)
      .patch('/api/service-requests/manage')
      .send({ token, services: ['catering', 'cake'], budget: '200000', weddingDate: '2031-06-14', description: `Raut a dort ${RUN}` })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Poptávka byla upravena',
      request: { title: 'Catering, Svatební dort – Brno', budget: '100 000 – 200 000 Kč', weddingDate: '2031-06-14', status: 'active' },
    });
    const [row] = await t.dataSource.query(`SELECT budget_band, primary_category_id FROM service_requests WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ budget_band: '100k-200k', primary_category_id: 'catering' });
    // New categories are matched again: one more premium-notices job.
    expect(await noticeJobs(created.body.id)).toBe(2);

    const bad = await request(t.server).patch('/api/service-requests/manage').send({ token, services: ['neexistuje'] }).expect(400);
    expect(bad.body.message).toBe('Neznámá služba: neexistuje');

    const closed = await request(t.server).patch('/api/service-requests/manage').send({ token, status: 'fulfilled' }).expect(200);
    expect(closed.body).toMatchObject({ message: 'Poptávka byla uzavřena', request: { status: 'fulfilled' } });
    expect(await listedIds()).not.toContain(created.body.id);
    const reopened = await request(t.server).patch('/api/service-requests/manage').send({ token, status: 'active' }).expect(200);
    expect(reopened.body.message).toBe('Poptávka je znovu otevřená');
    expect(await listedIds()).toContain(created.body.id);

    await request(t.server).get('/api/service-requests/manage').query({ token: `${token.slice(0, -3)}xyz` }).expect(400);
    await t.dataSource.query(`UPDATE request_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [
      token,
    ]);
    const expired = await request(t.server).get('/api/service-requests/manage').query({ token }).expect(410);
    expect(expired.body.message).toBe('Platnost odkazu pro správu poptávky vypršela. Napište nám prosím přes kontaktní formulář.');
  });

  it("gives a verified account the requests sent to its address without an account, on its dashboard", async () => {
    const couple = await signedInCouple(t);
    await submitRequest(t, lure(couple.email, { description: `Bez účtu ${RUN}` }));
    expect((await couple.agent.get('/api/service-requests/mine').expect(200)).body).toEqual([]);
    await t.app.get(AuthRepository).updateUser(couple.userId, { emailVerifiedAt: new Date() });
    const mine = (await couple.agent.get('/api/service-requests/mine').expect(200)).body as Array<{ description: string }>;
    expect(mine.map((item) => item.description)).toEqual([`Bez účtu ${RUN}`]);
  });

  describe('the end of a listed request', () => {
    const sweep = () => t.app.get(RequestExpiryService).sweep();
    /** A listed request of its own couple: its id, address and manage token. */
    const listed = async (overrides: Record<string, unknown>) => {
      const email = uniqueEmail('konec');
      const { body } = await submitRequest(t, lure(email, { description: `Konec ${email} ${RUN}`, ...overrides }));
      return { id: body.id as number, email, token: await manageLinkToken(t, email) };
    };
    /** Moves the request's wedding date (days from today in Prague) or its confirmation (days ago), with the end they give. */
    const setDates = (id: number, dates: { weddingInDays?: number; confirmedDaysAgo?: number }) =>
      t.dataSource.query(
        `UPDATE service_requests SET
           wedding_date = CASE WHEN $2::int IS NULL THEN NULL ELSE (now() AT TIME ZONE 'Europe/Prague')::date + $2::int END,
           confirmed_at = now() - make_interval(days => coalesce($3::int, 0))
         WHERE id = $1`,
        [id, dates.weddingInDays ?? null, dates.confirmedDaysAgo ?? null],
      ).then(() =>
        t.dataSource.query(`UPDATE service_requests SET expires_at = request_expires_at(wedding_date, confirmed_at) WHERE id = $1`, [id]),
      );

    it('ends a request the day after its wedding in Prague, not on the day', async () => {
      const item = await listed({ weddingDate: '2031-01-01' });
      await setDates(item.id, { weddingInDays: 0 });
      await sweep();
      expect(await statusOf(item.id)).toBe('active');
      await setDates(item.id, { weddingInDays: -1 });
      expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
      expect(await statusOf(item.id)).toBe('expired');
      expect(await listedIds()).not.toContain(item.id);
      const afterward = await counts();
      expect(afterward.counted).toBe(afterward.active);
      // Its couple can no longer change it (a date in the past), nor extend it.
      await request(t.server).patch('/api/service-requests/manage').send({ token: item.token, status: 'active' }).expect(409);
      await request(t.server).post('/api/service-requests/manage/extend').send({ token: item.token }).expect(409);
    });

    it('ends a dateless request 180 days after its confirmation; the couple extends it by 180 days and it is listed again', async () => {
      const item = await listed({});
      await setDates(item.id, { confirmedDaysAgo: 179 });
      await sweep();
      expect(await statusOf(item.id)).toBe('active');
      await setDates(item.id, { confirmedDaysAgo: 181 });
      await sweep();
      expect(await statusOf(item.id)).toBe('expired');
      const extended = await request(t.server).post('/api/service-requests/manage/extend').send({ token: item.token }).expect(200);
      expect(extended.body).toMatchObject({ message: 'Poptávka je prodloužená o 180 dní.', request: { status: 'active' } });
      expect(await listedIds()).toContain(item.id);
      const [{ days }] = await t.dataSource.query(`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM service_requests WHERE id = $1`, [
        item.id,
      ]);
      expect(days).toBe(180);
    });

    it("asks 'Ještě hledáte?' once, 14 days before the end, with a manage link (and the extension without a date)", async () => {
      const dateless = await listed({});
      const dated = await listed({ weddingDate: '2031-01-01' });
      await setDates(dateless.id, { confirmedDaysAgo: 170 });
      await setDates(dated.id, { weddingInDays: 10 });
      const far = await listed({ weddingDate: '2031-01-01' });
      await sweep();
      await sweep();
      const reminders = async (email: string) => (await mailsTo(email)).filter((mail) => mail.template === 'request-still-searching');
      const [datelessMail, ...more] = await reminders(dateless.email);
      expect(more).toHaveLength(0);
      expect(datelessMail).toMatchObject({ subject: 'Ještě hledáte? – Svatby', secret: true });
      expect(datelessMail.text).toMatch(/Prodloužit o 180 dní: http:\/\/localhost:3000\/poptavka\/sprava\?token=[A-Za-z0-9_-]{43}&prodlouzit=1/);
      const [datedMail] = await reminders(dated.email);
      expect(datedMail.text).toMatch(/Spravovat poptávku: http:\/\/localhost:3000\/poptavka\/sprava\?token=[A-Za-z0-9_-]{43}\n/);
      expect(datedMail.text).not.toContain('prodlouzit');
      expect(await reminders(far.email)).toHaveLength(0);
      // The reminder's link works; an extension starts a new term and a new reminder later.
      const token = datelessMail.text.match(/token=([A-Za-z0-9_-]{43})&prodlouzit=1/)![1];
      await request(t.server).post('/api/service-requests/manage/extend').send({ token }).expect(200);
      const [{ reminded }] = await t.dataSource.query(`SELECT expiry_reminded_at AS reminded FROM service_requests WHERE id = $1`, [dateless.id]);
      expect(reminded).toBeNull();
    });
  });

  it('clears a link-bearing mail once it is sent: no usable link stays in the outbox', async () => {
    const email = uniqueEmail('vymazat');
    await post('/api/service-requests').send(lure(email, { description: `Odeslaný odkaz ${RUN}` })).expect(201);
    const mail = t.app.get(MailService);
    // The queue is the run's: other test files' mails may come first, and another file's app may
    // claim this one and be sending it, so drain and wait until it is sent (or time is up).
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await mailsTo(email)).some((row) => row.text.includes('token='))) {
      const drained = await mail.drainOnce();
      if (drained.sent + drained.retried + drained.failed === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [sent] = await mailsTo(email);
    expect(sent.text).toBe('[Obsah s odkazem byl po odeslání odstraněn.]');
    expect(sent.html).toBe('');
  });
});
