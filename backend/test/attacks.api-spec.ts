import { Logger } from '@nestjs/common';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AuthJobs } from '../src/auth/auth.jobs';
import { PASSWORD_RESET_QUEUE } from '../src/auth/password-resets';
import { mailboxKey } from '../src/common/mailbox/mailbox-key';
import { MAILBOX_KEY_CASES } from '../src/common/mailbox/mailbox-key.cases';
import { hashToken } from '../src/common/security/link-token';
import { foldText } from '../src/common/text/fold';
import { EventsService } from '../src/events/events.service';
import { MailService } from '../src/mail/mail.service';
import { RequestNoticesService } from '../src/requests/request-notices.service';
import { accountRequestBody, countRows } from './support/account-fixtures';
import { signedInAdmin, signedInCouple, type SignedInProvider } from './support/accounts';
import { coupleRequest, type CoupleRequest, listedProvider, offerConversation, sessionCookie } from './support/conversation-fixtures';
import { eventually, openEventStream, type EventStreamReader } from './support/event-stream';
import { createIsolatedTestApp } from './support/isolated-app';
import { OpenAiStandIn } from './support/openai-stand-in';
import { insertProvider } from './support/provider-fixtures';
import { manageLinkToken, submitRequest } from './support/request-fixtures';
import { SendGridStandIn } from './support/sendgrid-stand-in';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/*
 * Issue 43: every attack the third security review got through, as the request that made it, so
 * that the whole list stays fixed. One describe per finding (its number in the issue), each on an
 * app of its own (those that read mail: on a database of their own, with the SendGrid stand-in as
 * the victims' mailboxes); then the two spec leftovers found when tried as a new user would.
 */

const AI_ENDPOINT = '/api/ai/generate-description';
const COUPLE = 'Jana Nováková a Petr Svoboda';
const NAMES = ['Jana', 'Nováková', 'Petr', 'Svoboda'];
const EMAIL = 'jana.novakova@example.cz';
const PHONE = '777 123 456';

/** What of the couple a text gives away: a name (any case, with or without diacritics), an e-mail, the phone. */
function privateTraces(text: string): string[] {
  const words = new Set(foldText(text).split(/[^\p{L}\p{N}]+/u));
  const traces = NAMES.filter((name) => words.has(foldText(name)));
  if (text.includes('@')) traces.push('e-mail');
  if (text.replace(/\D/g, '').includes(PHONE.replace(/\D/g, ''))) traces.push('phone');
  return traces;
}

/** The form as the request form sends it, the couple's full names included. */
const aiForm = (overrides: Record<string, unknown> = {}) => ({
  coupleName: COUPLE,
  weddingDate: '2027-09-11',
  services: ['photography', 'catering', 'dj'],
  location: 'praha',
  budget: '200000',
  ...overrides,
});

/** The same form with the names and the contact typed into every free-text field as well. */
const aiFormWithContactsTyped = () =>
  aiForm({
    weddingDate: 'léto 2027, ozve se Jana',
    location: `Zámek Loučeň, volejte ${PHONE}`,
    budget: `asi 150 000 Kč, pište na ${EMAIL}`,
    services: ['photography', 'petr-svoboda', EMAIL],
  });

const PASSWORD = 'Modra-svatba-2027';

/** Registers a password account from `address` (the app runs with TRUST_PROXY=true); its cookie-keeping agent. */
async function registerAccount(t: TestApp, email: string, address: string): Promise<ReturnType<TestApp['agent']>> {
  const agent = t.agent();
  await agent
    .post('/api/auth/register')
    .set('X-Forwarded-For', address)
    .send({ firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD, confirmPassword: PASSWORD })
    .expect(201);
  return agent;
}

type Agent = ReturnType<TestApp['agent']>;

const RUN = `utoky-${process.pid}-${Date.now().toString(36)}`;

/** A download's bytes (supertest parses nothing binary by itself). */
const binary = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('Attack 1: the AI draft publishes the couple’s names', () => {
  const standIn = new OpenAiStandIn();
  let offline: TestApp;
  let openai: TestApp;

  beforeAll(async () => {
    const url = await standIn.start();
    offline = await createTestApp();
    openai = await createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: '5000',
    });
  });
  afterAll(async () => {
    await offline?.close();
    await openai?.close();
    await standIn.stop();
  });

  it('the offline draft carries neither name', async () => {
    const response = await request(offline.server).post(AI_ENDPOINT).send(aiForm()).expect(200);
    const text: string = response.body.generatedText;
    expect(response.body.source).toBe('offline');
    expect(privateTraces(text)).toEqual([]);
    // Still a draft of this form.
    expect(text).toContain('11. září 2027');
    expect(text).toContain('Hledáme fotografa, catering a DJe.');
    expect(text).toContain('v Praze');
  });

  it('the offline draft leaves out free-text fields that carry a name, an e-mail or a phone', async () => {
    const response = await request(offline.server).post(AI_ENDPOINT).send(aiFormWithContactsTyped()).expect(200);
    const text: string = response.body.generatedText;
    expect(privateTraces(text)).toEqual([]);
    expect(text).not.toMatch(/svoboda|loučeň|volejte|pište/i);
    expect(text).toContain('Hledáme fotografa.');
  });

  it('still wants the names first (the spec’s check), and refuses contact fields sent with the form', async () => {
    standIn.reset({ kind: 'ok', text: 'nemá se použít' });
    const { coupleName: _omitted, ...withoutNames } = aiForm();
    const missing = await request(openai.server).post(AI_ENDPOINT).send(withoutNames).expect(400);
    expect(missing.body.message).toBe('Jména páru jsou povinná');
    const withContacts = await request(openai.server)
      .post(AI_ENDPOINT)
      .send({ ...aiForm(), contactEmail: EMAIL, contactPhone: PHONE })
      .expect(400);
    expect(withContacts.body.message).toBe('Neznámé pole „contactEmail“');
    expect(standIn.received).toHaveLength(0);
  });

  it('the prompt sent to OpenAI carries neither name, e-mail nor phone, and neither does the answer', async () => {
    standIn.reset({ kind: 'ok', text: 'Plánujeme svatbu na 11. září 2027 a hledáme fotografa.' });
    const plain = await request(openai.server).post(AI_ENDPOINT).send(aiForm()).expect(200);
    expect(plain.body).toEqual({ generatedText: 'Plánujeme svatbu na 11. září 2027 a hledáme fotografa.', source: 'openai' });
    const typed = await request(openai.server).post(AI_ENDPOINT).send(aiFormWithContactsTyped()).expect(200);
    expect(privateTraces(typed.body.generatedText)).toEqual([]);

    expect(standIn.received).toHaveLength(2);
    const [first, second] = standIn.received.map((call) => call.body.messages.map((message) => message.content).join('\n'));
    expect(privateTraces(first)).toEqual([]);
    expect(privateTraces(second)).toEqual([]);
    expect(second).not.toMatch(/svoboda|volejte|pište/i);
    // The facts of the form still reach the model.
    expect(first).toContain('Fotografie, Catering a DJ');
    expect(first).toContain('11. září 2027');
    expect(first).toContain('Praha');
    // And it is told that the text is public.
    expect(first).toContain('Text se zobrazí veřejně');
  });

  it('leaves out the sentences of the model’s answer that carry a name or a contact', async () => {
    standIn.reset({
      kind: 'ok',
      text: `Jsme Jana a Petr. Plánujeme svatbu na 11. září 2027. Ozvěte se na ${PHONE} nebo ${EMAIL}. Hledáme fotografa.`,
    });
    const response = await request(openai.server).post(AI_ENDPOINT).send(aiForm()).expect(200);
    expect(response.body.generatedText).toBe('Plánujeme svatbu na 11. září 2027. Hledáme fotografa.');
  });
});

/*
 * Issue 43, spec leftover: on a fresh `make start` the navbar said "Poptávky 0" while /poptavky
 * listed "20 poptávek" (the demo requests), and "Dodavatelé 10" counted the demo providers. The
 * navbar now counts what the lists show. A database of its own, seeded as `make start` seeds it.
 */

describe('Attack 2: a review confirmation mail carries text a provider typed, with no cap per mailbox', () => {
  const SPAM_NAME = 'VYHRALI JSTE 10000 Kc! Volejte 900 123 456 / www.evil.example/vyhra';
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let host = 0;
  const review = (providerId: number, email: string) =>
    request(t.server)
      .post(`/api/providers/${providerId}/reviews`)
      .set('X-Forwarded-For', `10.42.2.${++host}`)
      .send({ email, overallRating: 5, reviewText: 'Volejte 900 123 456, www.evil.example/vyhra' });
  /** Everything the stand-in delivered to the mailbox of `email`, whatever the spelling. */
  const deliveredTo = (email: string) =>
    standIn.received.filter((mail) => mailboxKey(mail.body.personalizations[0].to[0].email) === mailboxKey(email));
  const drain = async () => {
    const mail = t.app.get(MailService);
    while ((await mail.drainOnce()).sent > 0);
  };

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createIsolatedTestApp('svatby_attack2', { TRUST_PROXY: 'true', SENDGRID_API_KEY: 'SG.attack-2', SENDGRID_API_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it("mails the unproven reviewer no text anybody typed: no provider's name, only 'dodavatel na Svatby' and its portfolio link", async () => {
    const spammer = await insertProvider(t.dataSource, { companyName: SPAM_NAME, categories: ['cake'] });
    const victim = 'hodnoceni.obet@gmail.com';
    expect((await review(spammer, victim).expect(201)).body.status).toBe('pending');
    await drain();
    const [mail] = deliveredTo(victim);
    expect(mail.body.subject).toBe('Potvrďte své hodnocení – Svatby');
    for (const { value } of mail.body.content) {
      expect(value).toContain('dodavatele na Svatby');
      expect(value).toContain(`http://localhost:3000/portfolio?provider=${spammer}`);
      expect(value).toContain('/hodnoceni/potvrdit?token=');
      for (const typed of ['VYHRALI', '10000', '900 123 456', 'evil.example', 'vyhra', 'Volejte']) expect(value).not.toContain(typed);
    }
  });

  it('sends one mailbox at most 3 confirmation links a day across providers and spellings; the 4th and later get a Czech 429 and no mail', async () => {
    const first = await insertProvider(t.dataSource, { companyName: `${SPAM_NAME} A`, categories: ['cake'] });
    const second = await insertProvider(t.dataSource, { companyName: `${SPAM_NAME} B`, categories: ['cake'] });
    const spellings = ['gvictim2@gmail.com', 'g.victim2+1@gmail.com', 'gvictim2@googlemail.com', 'g.v.i.c.t.i.m.2+2@gmail.com', 'GVictim2+3@gmail.com'];
    const answers = [];
    for (const [index, email] of spellings.entries()) answers.push(await review(index % 2 === 0 ? first : second, email));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429]);
    for (const refused of answers.slice(3)) {
      expect(refused.body.message).toBe(
        'Na tuto e-mailovou adresu jsme dnes už poslali 3 odkazy k potvrzení hodnocení. Potvrďte je, nebo to zkuste zítra.',
      );
    }
    await drain();
    expect(deliveredTo('gvictim2@gmail.com')).toHaveLength(3);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE email_key = 'gvictim2@gmail.com'`);
    expect(count).toBe(3);
    // Another mailbox is not held up by this one's cap.
    await review(second, 'jina.schranka@gmail.com').expect(201);
  });

  it('lets parallel reviews to one mailbox take turns: never more than 3 pass', async () => {
    const provider = await insertProvider(t.dataSource, { companyName: `${SPAM_NAME} C`, categories: ['cake'] });
    const spellings = ['soubeh@gmail.com', 'sou.beh@gmail.com', 'soubeh+1@gmail.com', 'soubeh+2@googlemail.com', 'soubeh+3@gmail.com', 's.oubeh@gmail.com'];
    const answers = await Promise.all(spellings.map((email) => review(provider, email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('Attack 3: caps keyed on the exact address', () => {
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let host = 0;
  const submit = (contactEmail: string, note: string) =>
    request(t.server)
      .post('/api/service-requests')
      .set('X-Forwarded-For', `10.43.3.${++host}`)
      .send({ coupleName: 'Jana a Petr', services: ['photography'], location: 'praha', budget: '100000', noDateSelected: true, contactEmail, description: note });
  const deliveredTo = (email: string, template = 'Potvrďte svou poptávku – Svatby') =>
    standIn.received.filter((mail) => mailboxKey(mail.body.personalizations[0].to[0].email) === mailboxKey(email) && mail.body.subject === template);
  const drain = async () => {
    const mail = t.app.get(MailService);
    while ((await mail.drainOnce()).sent > 0);
  };
  /** The token of the `page` link (potvrdit, odmitnout) in the newest mail to this very address. */
  const linkToken = (email: string, page: string): string => {
    const mail = standIn.received.filter((item) => item.body.personalizations[0].to[0].email === email).at(-1);
    const token = mail?.body.content[0].value.match(new RegExp(`/poptavka/${page}\\?token=([\\w-]+)`))?.[1];
    if (!token) throw new Error(`No ${page} link mailed to ${email}`);
    return token;
  };
  const spellingsOf = (user: string) => [
    ...Array.from({ length: 8 }, (_, index) => `${user}+${index + 1}@gmail.com`),
    `${user.slice(0, 1)}.${user.slice(1)}@gmail.com`,
    `${user}@googlemail.com`,
  ];

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createIsolatedTestApp('svatby_attack3', { TRUST_PROXY: 'true', SENDGRID_API_KEY: 'SG.attack-3', SENDGRID_API_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('keys mailboxes in SQL (mailbox_key, the generated columns) exactly as mailboxKey() does', async () => {
    for (const [address, key] of MAILBOX_KEY_CASES) {
      const [{ sql }] = await t.dataSource.query(`SELECT public.mailbox_key($1) AS sql, review_email_key($1) AS review`, [address]);
      expect({ address, sql }).toEqual({ address, sql: key });
      expect(mailboxKey(address)).toBe(key);
    }
  });

  it('gives gvictim+1..8@gmail.com, g.victim@gmail.com and gvictim@googlemail.com together 3 unconfirmed requests, not 10', async () => {
    const answers = [];
    for (const email of spellingsOf('gvictim')) answers.push(await submit(email, `Spelling ${email}`));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, ...Array(7).fill(429)]);
    expect(answers[3].body.message).toBe(
      'Na tuto e-mailovou adresu už čekají 3 nepotvrzené poptávky. Potvrďte je odkazem z e-mailu, nebo to zkuste znovu za 48 hodin.',
    );
    await drain();
    expect(deliveredTo('gvictim@gmail.com')).toHaveLength(3);
  });

  it('counts the 10 requests a day of one mailbox over all its spellings', async () => {
    const spellings = [...spellingsOf('gdenni'), 'gdenni+11@gmail.com'];
    const statuses = [];
    for (const email of spellings) {
      const answer = await submit(email, `Denni ${email}`);
      statuses.push(answer.status);
      if (answer.status !== 201) continue;
      await drain();
      // Confirmed, it no longer waits: only the daily cap is left to stop the next one.
      await request(t.server).post('/api/service-requests/confirm').set('X-Forwarded-For', `10.43.4.${++host}`).send({ token: linkToken(email, 'potvrdit') }).expect(200);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    await drain();
    expect(deliveredTo('gdenni@gmail.com')).toHaveLength(10);
  });

  it("holds the 30-day 'this was not me' block for every spelling of the mailbox", async () => {
    await submit('g.blok+a@gmail.com', 'Blok').expect(201);
    await drain();
    await request(t.server).post('/api/service-requests/reject').set('X-Forwarded-For', `10.43.5.${++host}`).send({ token: linkToken('g.blok+a@gmail.com', 'odmitnout') }).expect(200);
    for (const email of ['gblok@gmail.com', 'g.b.l.o.k+b@googlemail.com', 'GBlok+c@Gmail.com']) {
      const refused = await submit(email, `Blok ${email}`).expect(429);
      expect(refused.body.message).toBe('Na tuto e-mailovou adresu teď poptávku odeslat nelze. Zkuste to prosím později.');
    }
    await drain();
    expect(deliveredTo('gblok@gmail.com')).toHaveLength(1);
  });

  it('keys +tags outside Gmail too', async () => {
    for (const [index, email] of ['jana+1@seznam.example', 'jana+2@seznam.example', 'jana@seznam.example', 'jana+3@seznam.example'].entries()) {
      await submit(email, `Seznam ${index}`).expect(index < 3 ? 201 : 429);
    }
  });

  it('refuses a quoted local part with a clear Czech 400, in requests and in reviews, and stores nothing', async () => {
    const quoted = await submit('"g.victim"@gmail.com', 'Uvozovky').expect(400);
    expect(quoted.body.message).toBe('Zadejte e-mailovou adresu bez uvozovek');
    const provider = await insertProvider(t.dataSource, { companyName: 'Cukrárna Uvozovka', categories: ['cake'] });
    const reviewed = await request(t.server)
      .post(`/api/providers/${provider}/reviews`)
      .set('X-Forwarded-For', `10.43.6.${++host}`)
      .send({ email: '"fake.reviewer"@gmail.com', overallRating: 5 })
      .expect(400);
    expect(reviewed.body.message).toBe('Zadejte e-mailovou adresu bez uvozovek');
    expect(await t.dataSource.query(`SELECT 1 FROM reviews WHERE email LIKE '%"%'`)).toHaveLength(0);
    expect(await t.dataSource.query(`SELECT 1 FROM service_requests WHERE contact_email LIKE '%"%'`)).toHaveLength(0);
  });
});

describe('Attack 4: wrong passwords keep the owner out', () => {
  let t: TestApp;
  let block = 0;
  /** A block of client addresses of its own per test: the per-address limits of one test stay out of the others. */
  const addresses = () => {
    block += 1;
    let host = 0;
    return () => `10.43.${block}.${++host}`;
  };
  const login = (email: string, password: string, address: string) =>
    request(t.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it("keeps the attacker's address waiting after 10 wrong passwords, while the owner signs in from another address at once", async () => {
    const next = addresses();
    const email = uniqueEmail('obet');
    await registerAccount(t, email, next());
    const attacker = next();
    const answers: request.Response[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) answers.push(await login(email, `spatne-heslo-${attempt}`, attacker));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    // The attacker's address waits, told how long in Czech and in Retry-After (seconds, at most 5 minutes).
    const waiting = answers[5];
    expect(waiting.body.message).toMatch(/^Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu\. Zkuste to prosím znovu za \d+ sekund/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await login(email, PASSWORD, attacker)).status).toBe(429);

    // The owner, elsewhere, with the right password: in at once.
    const owner = await login(email, PASSWORD, next());
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  });

  it('delays the whole account only when many addresses guess, for a few seconds at most, and the owner gets in once it passed', async () => {
    const next = addresses();
    const email = uniqueEmail('obet-mnoha');
    await registerAccount(t, email, next());
    // Two addresses, five wrong passwords each: ten for the account, which now waits two seconds.
    for (const attacker of [next(), next()]) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, `spatne-${attempt}`, attacker)).status).toBe(401);
    }
    const owner = next();
    const delayed = await login(email, PASSWORD, owner);
    expect(delayed.status).toBe(429);
    expect(['1', '2']).toContain(delayed.headers['retry-after']);
    expect(delayed.body.message).toMatch(
      /^Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu\. Zkuste to prosím znovu za [12] sekund[uy], nebo si obnovte heslo\.$/,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await login(email, PASSWORD, owner)).status).toBe(200);

    // Many more addresses, each waiting out the account's delay before its tries (the clock moved on
    // in the table): the account's wait grows with them, but never past 30 seconds, and then the owner is in.
    const waitsPass = () =>
      t.dataSource.query(`UPDATE sign_in_failures SET not_before = now() WHERE account_key = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [email]);
    for (let address = 0; address < 10; address += 1) {
      const attacker = next();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await waitsPass();
        expect((await login(email, `znovu-spatne-${attempt}`, attacker)).status).toBe(401);
      }
    }
    const capped = await login(email, PASSWORD, owner);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(2);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(30);
    await waitsPass();
    expect((await login(email, PASSWORD, owner)).status).toBe(200);
  });

  it('lets the owner in at once after a password reset, from the address that guessed too', async () => {
    const next = addresses();
    const email = uniqueEmail('obet-reset');
    await registerAccount(t, email, next());
    const attacker = next();
    for (let attempt = 0; attempt < 8; attempt += 1) await login(email, `spatne-${attempt}`, attacker);
    for (const other of [next(), next(), next()]) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(email, `jine-spatne-${attempt}`, other);
    }
    expect((await login(email, PASSWORD, next())).status).toBe(429);

    const forgot = await request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', next()).send({ email }).expect(200);
    const token = new URL(forgot.body.devResetLink as string).searchParams.get('token');
    await request(t.server).post('/api/reset-password').set('X-Forwarded-For', next()).send({ token, password: 'Nove-heslo-2027' }).expect(200);

    expect((await login(email, 'Nove-heslo-2027', attacker)).status).toBe(200);
    expect((await login(email, 'Nove-heslo-2027', next())).status).toBe(200);
  });
});

describe('Attack 5: forgot-password floods one mailbox and tells known addresses by time', () => {
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let host = 0;
  const nextAddress = () => `10.45.${Math.floor(++host / 250)}.${(host % 250) + 1}`;
  const forgot = (email: string) => request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', nextAddress()).send({ email });

  /** Works the reset queue and the mail queue until both are empty (no scheduler in the tests). */
  async function workQueues(): Promise<void> {
    const jobs = t.app.get(AuthJobs);
    const mail = t.app.get(MailService);
    for (let round = 0; round < 20; round += 1) {
      const resets = await jobs.workPasswordResetsOnce();
      const mails = await mail.drainOnce();
      if (resets === 0 && mails.sent + mails.retried + mails.failed === 0) return;
    }
    throw new Error('The queues never emptied');
  }

  const resetMailsTo = (email: string) => standIn.callsFor(email).filter((mail) => mail.body.subject === 'Obnovení hesla – Svatby');

  beforeAll(async () => {
    const url = await standIn.start();
    // A database of its own: the queues worked here hold this file's jobs only.
    t = await createIsolatedTestApp('svatby_attack5', { TRUST_PROXY: 'true', SENDGRID_API_KEY: 'SG.test-key', SENDGRID_API_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('mails one account at most 3 reset links an hour, from 20 client addresses, and the last mailed link still works', async () => {
    const email = uniqueEmail('zaplava');
    await registerAccount(t, email, nextAddress());
    const answers: request.Response[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await forgot(email));
    // Every request gets the same 200 as always.
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    await workQueues();
    const mails = resetMailsTo(email);
    expect(mails).toHaveLength(3);

    // The refused requests did not retire the link the owner was mailed last (each mailed link retired the one before).
    const tokens = mails.map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.body.content.find((part) => part.type === 'text/plain')!.value)![1]);
    const live: string[] = [];
    for (const token of tokens) {
      const [row] = await t.dataSource.query(`SELECT used_at FROM password_reset_tokens WHERE token_hash = $1`, [hashToken(token)]);
      if (row.used_at === null) live.push(token);
    }
    expect(live).toHaveLength(1);
    await request(t.server).post('/api/reset-password').set('X-Forwarded-For', nextAddress()).send({ token: live[0], password: 'Nove-heslo-2027' }).expect(200);
  });

  it('answers a known and an unknown address after the same step, one queued job, with no account work before the answer', async () => {
    const known = uniqueEmail('znamy');
    const unknown = uniqueEmail('neznamy');
    await registerAccount(t, known, nextAddress());
    const [[{ userId }]] = await Promise.all([t.dataSource.query(`SELECT id AS "userId" FROM users WHERE email = $1`, [known])]);

    const knownAnswer = await forgot(known).expect(200);
    const unknownAnswer = await forgot(unknown).expect(200);
    expect(knownAnswer.body).toEqual(unknownAnswer.body);
    expect(Object.keys(knownAnswer.body)).toEqual(['message']);

    const queued = async (email: string) =>
      (await t.dataSource.query(`SELECT data FROM pgboss.job WHERE name = $1 AND data ->> 'email' = $2`, [PASSWORD_RESET_QUEUE.name, email])) as Array<{
        data: Record<string, unknown>;
      }>;
    // The same job for both, carrying the address only: nothing about the account was looked up or written yet.
    expect((await queued(known)).map((job) => job.data)).toEqual([{ email: known }]);
    expect((await queued(unknown)).map((job) => job.data)).toEqual([{ email: unknown }]);
    const tokens = async () => (await t.dataSource.query(`SELECT 1 FROM password_reset_tokens WHERE user_id = $1`, [userId])).length;
    const resetMails = async (email: string) =>
      (await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_email = $1 AND template = 'password-reset'`, [email])).length;
    expect(await tokens()).toBe(0);
    expect(await resetMails(known)).toBe(0);

    await workQueues();
    expect(await tokens()).toBe(1);
    expect(await resetMails(known)).toBe(1);
    expect(await resetMails(unknown)).toBe(0);
    expect(resetMailsTo(known)).toHaveLength(1);
    expect(resetMailsTo(unknown)).toHaveLength(0);
  });

  it('takes as long for an unknown address as for a known one (medians of 25 interleaved requests each)', async () => {
    const known = uniqueEmail('cas-znamy');
    await registerAccount(t, known, nextAddress());
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      await forgot(email).expect(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (let warmUp = 0; warmUp < 5; warmUp += 1) {
      await timed(known);
      await timed(uniqueEmail('rozehrati'));
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 25; round += 1) {
      knownTimes.push(await timed(known));
      unknownTimes.push(await timed(uniqueEmail('cas-neznamy')));
    }
    const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)];
    // Generous on purpose (a shared 2-core machine): the old code took over twice as long for a known address.
    expect(knownMedian / unknownMedian).toBeLessThan(1.5);
    expect(unknownMedian / knownMedian).toBeLessThan(1.5);
  });
});

describe("Attack 6: someone else's requests lock the owner of the mailbox out", () => {
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let host = 0;
  const body = (contactEmail: string, note: string) => ({
    coupleName: 'Jana a Petr',
    services: ['catering'],
    location: 'brno',
    budget: '200000',
    weddingDate: '',
    noDateSelected: true,
    contactEmail,
    description: note,
  });
  const submit = (client: ReturnType<TestApp['agent']> | ReturnType<typeof request>, contactEmail: string, note: string) =>
    client.post('/api/service-requests').set('X-Forwarded-For', `10.46.1.${++host}`).send(body(contactEmail, note));
  const drain = async () => {
    const mail = t.app.get(MailService);
    while ((await mail.drainOnce()).sent > 0);
  };
  const linkTokens = (email: string, page: string): string[] =>
    standIn.received
      .filter((item) => item.body.personalizations[0].to[0].email === email)
      .map((mail) => mail.body.content[0].value.match(new RegExp(`/poptavka/${page}\\?token=([\\w-]+)`))?.[1])
      .filter((token): token is string => token !== undefined);

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createIsolatedTestApp('svatby_attack6', { TRUST_PROXY: 'true', SENDGRID_API_KEY: 'SG.attack-6', SENDGRID_API_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it("lets the owner submit after 'this was not me' (which proves the mailbox), while the attacker stays blocked", async () => {
    const victim = 'jana.obet@example.cz';
    const stranger = request(t.server);
    for (let index = 0; index < 3; index += 1) await submit(stranger, victim, `Cizí ${index}`).expect(201);
    const owner = t.agent();
    const lockedOut = await submit(owner, victim, 'Moje vlastní poptávka').expect(429);
    expect(lockedOut.body.message).toMatch(/^Na tuto e-mailovou adresu už čekají 3 nepotvrzené poptávky/);

    // The owner opens "Poptávku jsem nezadával(a)" from one of the three mails.
    await drain();
    const [notMe] = linkTokens(victim, 'odmitnout');
    const rejected = await owner.post('/api/service-requests/reject').set('X-Forwarded-For', `10.46.2.${++host}`).send({ token: notMe }).expect(200);
    expect(rejected.body.message).toBe(
      'Poptávku jsme smazali. Dalších 30 dní na tuto adresu nepřijmeme poptávku od nikoho jiného. Vlastní poptávku z tohoto prohlížeče zadat můžete.',
    );
    const cookie = String(rejected.headers['set-cookie']);
    expect(cookie).toMatch(/svatby\.mailbox-pass=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/service-requests/);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The two other unconfirmed requests someone else made no longer hold the owner back.
    const own = await submit(owner, victim, 'Moje vlastní poptávka').expect(201);
    expect(own.body.status).toBe('unconfirmed');
    await drain();
    const confirmToken = linkTokens(victim, 'potvrdit').at(-1)!;
    const confirmed = await request(t.server).post('/api/service-requests/confirm').set('X-Forwarded-For', `10.46.3.${++host}`).send({ token: confirmToken }).expect(200);
    expect(confirmed.body.request).toMatchObject({ id: own.body.id, status: 'active', description: 'Moje vlastní poptávka' });

    // Anyone else, and a made-up pass, still meet the block, under every spelling.
    const blocked = await submit(stranger, victim, 'Cizí znovu').expect(429);
    expect(blocked.body.message).toBe('Na tuto e-mailovou adresu teď poptávku odeslat nelze. Zkuste to prosím později.');
    await submit(stranger, 'jana.obet+x@example.cz', 'Cizí se štítkem').expect(429);
    await request(t.server)
      .post('/api/service-requests')
      .set('X-Forwarded-For', `10.46.4.${++host}`)
      .set('Cookie', `svatby.mailbox-pass=${'A'.repeat(43)}`)
      .send(body(victim, 'Cizí s vymyšlenou propustkou'))
      .expect(429);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM service_requests WHERE contact_email_key = $1 AND description LIKE 'Cizí%'`, [
      victim,
    ]);
    expect(count).toBe(2);
  });

  it("gives the owner's pass no power over another mailbox", async () => {
    const owner = t.agent();
    await submit(request(t.server), 'prvni.schranka@example.cz', 'Cizí A').expect(201);
    await submit(request(t.server), 'druha.schranka@example.cz', 'Cizí B').expect(201);
    await drain();
    await owner.post('/api/service-requests/reject').set('X-Forwarded-For', `10.46.5.${++host}`).send({ token: linkTokens('prvni.schranka@example.cz', 'odmitnout')[0] }).expect(200);
    // Someone else blocks the second mailbox: the first one's owner is a stranger there.
    await request(t.server).post('/api/service-requests/reject').set('X-Forwarded-For', `10.46.5.${++host}`).send({ token: linkTokens('druha.schranka@example.cz', 'odmitnout')[0] }).expect(200);
    await submit(owner, 'druha.schranka@example.cz', 'Cizí C').expect(429);
    await submit(owner, 'prvni.schranka@example.cz', 'Vlastní A').expect(201);
  });

  it('lets a signed-in account with that verified e-mail through the block as well', async () => {
    const { agent, email } = await signedInCouple(t);
    await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
    await submit(request(t.server), email, 'Cizí D').expect(201);
    await drain();
    await request(t.server).post('/api/service-requests/reject').set('X-Forwarded-For', `10.46.6.${++host}`).send({ token: linkTokens(email, 'odmitnout')[0] }).expect(200);
    await submit(request(t.server), email, 'Cizí E').expect(429);
    expect((await submit(agent, email, 'Vlastní, přihlášená').expect(201)).body.status).toBe('active');
  });
});

describe('Attack 7: a link-only sender cannot be blocked', () => {
  const LINK_BLOCKED = 'Posílání zpráv z této poptávky je zablokované. Napište nám přes kontaktní formulář.';
  let t: TestApp;
  let provider: SignedInProvider;
  let admin: { agent: Agent; userId: number };
  let abuser: CoupleRequest;
  let conversationId: number;
  let reportId: number;

  const sendByLink = (id: number, token: string, body: string) =>
    request(t.server).post(`/api/conversations/${id}/messages`).field('token', token).field('body', body);
  const messagesIn = (id: number) => countRows(t, `SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [id]);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await listedProvider(t, `Foto Blokace ${RUN}`);
    admin = await signedInAdmin(t);
    // A couple without an account: the manage link is its only key.
    abuser = await coupleRequest(t, `${RUN}-1`, { coupleName: 'Karolína a Ondřej' });
    ({ conversationId } = await offerConversation(t, abuser.requestId, provider.providerId));
    await sendByLink(conversationId, abuser.manageToken, 'Jste podvodníci, zaplaťte mi!').expect(201);
    const [message] = (await t.dataSource.query(
      `SELECT id FROM messages WHERE conversation_id = $1 AND sender_side = 'couple' ORDER BY id DESC LIMIT 1`,
      [conversationId],
    )) as Array<{ id: number }>;
    await provider.agent.post(`/api/messages/${message.id}/reports`).send({ reason: 'offensive', note: 'Urážky' }).expect(201);
    const [report] = (await t.dataSource.query(`SELECT id FROM message_reports WHERE message_id = $1`, [message.id])) as Array<{ id: number }>;
    reportId = report.id;
  });

  afterAll(() => t.close());

  it('shows the admin what blocking acts on: the request’s manage link and its mailbox', async () => {
    const reports = await admin.agent.get('/api/admin/message-reports').query({ pageSize: 50 }).expect(200);
    const report = reports.body.items.find((item: { id: number }) => item.id === reportId);
    expect(report.sender).toEqual({
      userId: null,
      name: 'Karolína a Ondřej',
      email: abuser.contactEmail,
      blocked: false,
      blockTarget: 'link',
    });
  });

  it('blocks the link and the mailbox: the next message through the link is refused and nothing is stored', async () => {
    const blocked = await admin.agent
      .post(`/api/admin/message-reports/${reportId}/resolve`)
      .send({ action: 'block', reason: 'Urážky dodavatelů přes odkaz poptávky.' })
      .expect(200);
    expect(blocked.body.message).toBe('Odesílatel byl zablokován');

    const before = await messagesIn(conversationId);
    const attachmentsBefore = fs.existsSync(t.config.attachmentsDir) ? fs.readdirSync(t.config.attachmentsDir).length : 0;
    const refused = await sendByLink(conversationId, abuser.manageToken, 'A ještě jednou!')
      .attach('files', Buffer.from('%PDF-1.4\n%%EOF\n'), 'vyhruzka.pdf')
      .expect(403);
    expect(refused.body.message).toBe(LINK_BLOCKED);
    expect(await messagesIn(conversationId)).toBe(before);
    const attachmentsAfter = fs.existsSync(t.config.attachmentsDir) ? fs.readdirSync(t.config.attachmentsDir).length : 0;
    expect(attachmentsAfter).toBe(attachmentsBefore);
    // The provider still answers; only the blocked side is silenced.
    await provider.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Ozvěte se prosím slušně.').expect(201);

    const [audit] = (await t.dataSource.query(
      `SELECT action, details FROM admin_audit_log WHERE target_type = 'message_report' AND target_id = $1`,
      [String(reportId)],
    )) as Array<{ action: string; details: Record<string, unknown> }>;
    expect(audit.action).toBe('message-report.block');
    expect(audit.details).toMatchObject({ blockedRequestId: abuser.requestId, blockedMailbox: true, reason: 'Urážky dodavatelů přes odkaz poptávky.' });

    const reports = await admin.agent.get('/api/admin/message-reports').query({ status: 'resolved', pageSize: 50 }).expect(200);
    expect(reports.body.items.find((item: { id: number }) => item.id === reportId).sender).toMatchObject({ blocked: true, blockTarget: 'link' });
  });

  it('refuses a new request’s link from the same mailbox (another spelling of the address) too', async () => {
    const respelled = abuser.contactEmail.replace('@', '+znovu@').toUpperCase();
    await submitRequest(t, accountRequestBody(respelled, `${RUN}-2`, { coupleName: 'Karolína a Ondřej' }));
    const [again] = (await t.dataSource.query(`SELECT id FROM service_requests WHERE contact_email = lower($1) ORDER BY id DESC LIMIT 1`, [
      respelled,
    ])) as Array<{ id: number }>;
    const token = await manageLinkToken(t, respelled);
    const { conversationId: second } = await offerConversation(t, again.id, provider.providerId);
    const before = await messagesIn(second);
    const refused = await sendByLink(second, token, 'Jsem zpátky.').expect(403);
    expect(refused.body.message).toBe(LINK_BLOCKED);
    expect(await messagesIn(second)).toBe(before);
    // Another couple's link is not touched.
    const other = await coupleRequest(t, `${RUN}-3`, { coupleName: 'Eva a Adam' });
    const { conversationId: third } = await offerConversation(t, other.requestId, provider.providerId);
    await sendByLink(third, other.manageToken, 'Dobrý den, děkujeme za nabídku.').expect(201);
  });

  it('lets the admin lift the block (audited), and the link writes again', async () => {
    await admin.agent
      .put(`/api/admin/service-requests/${abuser.requestId}/messaging-block`)
      .send({ blocked: 'ano' })
      .expect(400);
    await admin.agent.put(`/api/admin/service-requests/999999/messaging-block`).send({ blocked: false }).expect(404);
    await request(t.server).put(`/api/admin/service-requests/${abuser.requestId}/messaging-block`).send({ blocked: false }).expect(401);
    const lifted = await admin.agent
      .put(`/api/admin/service-requests/${abuser.requestId}/messaging-block`)
      .send({ blocked: false })
      .expect(200);
    expect(lifted.body).toMatchObject({ requestId: abuser.requestId, blocked: false, message: 'Posílání zpráv z poptávky bylo odblokováno' });
    await sendByLink(conversationId, abuser.manageToken, 'Omlouváme se.').expect(201);
    const audits = (await t.dataSource.query(
      `SELECT action FROM admin_audit_log WHERE target_type = 'service_request' AND target_id = $1 ORDER BY id`,
      [String(abuser.requestId)],
    )) as Array<{ action: string }>;
    expect(audits.map((row) => row.action)).toEqual(['request.messaging-unblock']);

    // Blocking straight from the request (no report) needs a reason, then holds.
    const noReason = await admin.agent
      .put(`/api/admin/service-requests/${abuser.requestId}/messaging-block`)
      .send({ blocked: true })
      .expect(400);
    expect(noReason.body.message).toBe('Zadejte důvod zablokování');
    await admin.agent
      .put(`/api/admin/service-requests/${abuser.requestId}/messaging-block`)
      .send({ blocked: true, reason: 'Znovu urážky.', mailbox: false })
      .expect(200);
    expect((await sendByLink(conversationId, abuser.manageToken, 'Zase my.').expect(403)).body.message).toBe(LINK_BLOCKED);
  });
});

describe('Attack 8: image attachments keep their EXIF (camera, author, GPS)', () => {
  let t: TestApp;
  let provider: SignedInProvider;
  let couple: { agent: Agent; userId: number };
  let conversationId: number;

  /** A photo as a phone writes it: camera, author, GPS position, and turned by its EXIF orientation. */
  const photo = (orientation = 1) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation })
      .withExifMerge({
        IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Jan Novak', Copyright: 'Jan Novak 2026' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 25/1 7/1' },
      })
      .toBuffer();

  const sendFile = (file: Buffer, name: string) =>
    couple.agent.post(`/api/conversations/${conversationId}/messages`).attach('files', file, name).expect(201);
  const download = (attachmentId: number) =>
    binary(provider.agent.get(`/api/conversations/${conversationId}/attachments/${attachmentId}`)).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await listedProvider(t, `Foto Metadata ${RUN}`);
    couple = await signedInCouple(t);
    const owned = await coupleRequest(t, `${RUN}-exif`, { userId: couple.userId });
    ({ conversationId } = await offerConversation(t, owned.requestId, provider.providerId));
  });

  afterAll(() => t.close());

  it('stores and serves a JPEG without its EXIF: no camera, author or GPS', async () => {
    const original = await photo();
    const sent = (await sharp(original).metadata()).exif!;
    // The attack's file carries all three (0x8825 is the GPS directory's tag).
    expect([sent.includes('Canon'), sent.includes('Jan Novak'), sent.includes(Buffer.from([0x25, 0x88]))]).toEqual([true, true, true]);

    const message = await sendFile(original, 'svatba.jpg');
    const [attachment] = message.body.attachments;
    expect(attachment).toMatchObject({ fileName: 'svatba.jpg', contentType: 'image/jpeg' });
    const served = (await download(attachment.id)).body as Buffer;
    expect(attachment.sizeBytes).toBe(served.length);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    for (const trace of ['Exif\0\0', 'Canon', 'EOS R5', 'Jan Novak']) expect(served.includes(trace)).toBe(false);
    // What is on disk is what is served.
    const [row] = (await t.dataSource.query(`SELECT storage_key AS key FROM message_attachments WHERE id = $1`, [attachment.id])) as Array<{
      key: string;
    }>;
    expect(fs.readFileSync(path.join(t.config.attachmentsDir, row.key.slice(0, 2), row.key)).equals(served)).toBe(true);
  });

  it('turns the picture by its orientation before the tag goes, so it still shows upright', async () => {
    const turned = await photo(6);
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const message = await sendFile(turned, 'na-vysku.jpg');
    const metadata = await sharp((await download(message.body.attachments[0].id)).body as Buffer).metadata();
    expect(metadata).toMatchObject({ width: 48, height: 64 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('strips PNG text chunks too, and leaves a PDF byte for byte', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .withExif({ IFD0: { Artist: 'Jan Novak' } })
      .toBuffer();
    expect(png.includes('Jan Novak')).toBe(true);
    const pdf = Buffer.from('%PDF-1.4\n% Author: Jan Novak\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const message = await couple.agent
      .post(`/api/conversations/${conversationId}/messages`)
      .attach('files', png, 'plan.png')
      .attach('files', pdf, 'smlouva.pdf')
      .expect(201);
    const [image, document] = message.body.attachments;
    const servedPng = (await download(image.id)).body as Buffer;
    expect(servedPng.includes('Jan Novak')).toBe(false);
    expect((await sharp(servedPng).metadata()).format).toBe('png');
    expect(((await download(document.id)).body as Buffer).equals(pdf)).toBe(true);
    expect(document.sizeBytes).toBe(pdf.length);
  });
});

describe('Attack 9: a cross-site GET signs the user out', () => {
  let t: TestApp;
  let host = 0;
  const nextAddress = () => `10.49.0.${++host}`;
  const signedIn = async () => {
    const email = uniqueEmail('odhlaseni');
    return { email, agent: await registerAccount(t, email, nextAddress()) };
  };
  const sessionsOf = async (email: string) =>
    (
      await t.dataSource.query(
        `SELECT 1 FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = (SELECT id::text FROM users WHERE email = $1)`,
        [email],
      )
    ).length;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('no longer ends the session on a top-level GET /api/logout from another site', async () => {
    const { email, agent } = await signedIn();
    const visit = await agent
      .get('/api/logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .set('Referer', 'https://evil.example/');
    expect([404, 405]).toContain(visit.status);
    // The session cookie is not cleared (a rolling session may renew it, as on any request).
    expect(([] as string[]).concat(visit.headers['set-cookie'] ?? []).join(';')).not.toMatch(/svatby\.sid=;/);
    expect((await agent.get('/api/auth/user').expect(200)).body.email).toBe(email);
    expect(await sessionsOf(email)).toBe(1);
  });

  it('refuses a cross-site POST /api/logout with 403 and keeps the session', async () => {
    const { email, agent } = await signedIn();
    const forged = await agent.post('/api/logout').set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Požadavek z cizího webu byl odmítnut');
    const noOrigin = await agent.post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(noOrigin.status).toBe(403);
    await agent.get('/api/auth/user').expect(200);
    expect(await sessionsOf(email)).toBe(1);
  });

  it('ends the session on a same-origin POST /api/logout', async () => {
    const { email, agent } = await signedIn();
    const done = await agent.post('/api/logout').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(done.body).toEqual({ message: 'Odhlášení proběhlo úspěšně' });
    expect(([] as string[]).concat(done.headers['set-cookie'] ?? []).join(';')).toMatch(/svatby\.sid=;/);
    await agent.get('/api/auth/user').expect(401);
    expect(await sessionsOf(email)).toBe(0);
  });
});

describe("Attack 10: a couple's free text reaches premium providers' mail", () => {
  const EVIL = 'Click http://evil.example/x to win';
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let host = 0;
  let premiumEmail: string;
  const drain = async () => {
    const mail = t.app.get(MailService);
    while ((await mail.drainOnce()).sent > 0);
  };
  /** Submits, confirms by the mailed link and runs the premium notices job of the request: the provider's mail about it. */
  const noticeOf = async (fields: Record<string, unknown>) => {
    const contactEmail = `par.${++host}@example.cz`;
    const created = await request(t.server)
      .post('/api/service-requests')
      .set('X-Forwarded-For', `10.50.1.${host}`)
      .send({ coupleName: 'Jana a Petr', services: ['photography'], noDateSelected: true, contactEmail, ...fields })
      .expect(201);
    await drain();
    const mailed = standIn.received.find((mail) => mail.body.personalizations[0].to[0].email === contactEmail)!;
    const token = mailed.body.content[0].value.match(/\/poptavka\/potvrdit\?token=([\w-]+)/)![1];
    await request(t.server).post('/api/service-requests/confirm').set('X-Forwarded-For', `10.50.2.${host}`).send({ token }).expect(200);
    expect(await t.app.get(RequestNoticesService).notifyPremiumProviders(created.body.id)).toBe(1);
    await drain();
    const notices = standIn.received.filter(
      (mail) => mail.body.personalizations[0].to[0].email === premiumEmail && mail.body.content[0].value.includes(`requestId=${created.body.id}\n`),
    );
    expect(notices).toHaveLength(1);
    return notices[0].body;
  };

  beforeAll(async () => {
    const url = await standIn.start();
    t = await createIsolatedTestApp('svatby_attack10', { TRUST_PROXY: 'true', SENDGRID_API_KEY: 'SG.attack-10', SENDGRID_API_URL: url });
    premiumEmail = 'premium.fotograf@example.cz';
    const premium = await insertProvider(t.dataSource, { companyName: 'Fotoateliér Premium', categories: ['photography'], email: premiumEmail });
    await activateSubscription(t.dataSource, premium, 'premium');
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('mails neither a typed place nor a typed budget, in the subject or the body', async () => {
    const mail = await noticeOf({ location: EVIL, budget: EVIL, description: 'Hledáme fotografa.' });
    expect(mail.subject).toBe('Nová poptávka: Fotografie');
    for (const text of [mail.subject, ...mail.content.map((part) => part.value)]) {
      for (const typed of ['evil.example', 'Click', 'to win']) expect(text).not.toContain(typed);
    }
    expect(mail.content[0].value).toContain('Místo: upřesněno u poptávky. Rozpočet: Ještě nevím.');
  });

  it("names a catalogue place by its slug's name and a typed budget by its band's label", async () => {
    const mail = await noticeOf({ location: 'hradec-kralove', budget: `kolem 80 tisíc – ${EVIL}`, description: 'Hledáme fotografa.' });
    expect(mail.subject).toBe('Nová poptávka: Fotografie – Hradec Králové');
    expect(mail.content[0].value).toContain('Místo: Hradec Králové. Rozpočet: 50 000 – 100 000 Kč.');
    for (const text of [mail.subject, ...mail.content.map((part) => part.value)]) {
      for (const typed of ['evil.example', 'Click', 'kolem 80']) expect(text).not.toContain(typed);
    }
    // A form choice is a catalogue value: its own label.
    const chosen = await noticeOf({ location: 'Brno', budget: '500000', description: 'Hledáme fotografa.' });
    expect(chosen.content[0].value).toContain('Místo: Brno. Rozpočet: 200 000 – 500 000 Kč.');
  });
});

describe('Attack 11: one address holds any number of event streams', () => {
  let t: TestApp;
  let base: string;
  let events: EventsService;
  const open: EventStreamReader[] = [];
  const warnings: string[] = [];

  /** A stream of `cookie`'s account from client `address` (the app trusts one proxy hop: the test client). */
  const stream = async (cookie: string[], address: string) => {
    const reader = await openEventStream(`${base}/api/events`, cookie, { 'X-Forwarded-For': address });
    open.push(reader);
    return reader;
  };
  /** The JSON body of a refused stream, once it is all in. */
  const bodyOf = async (reader: EventStreamReader) => {
    const parsed = () => {
      try {
        return JSON.parse(reader.raw()) as { statusCode: number; message: string };
      } catch {
        return null;
      }
    };
    await eventually(() => parsed() !== null);
    return parsed()!;
  };

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
    t = await createTestApp({ TRUST_PROXY: 'true', EVENT_STREAMS_PER_ADDRESS: '3', EVENT_STREAMS_MAX: '5' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    events = t.app.get(EventsService);
    await eventually(() => events.isListening());
  });

  afterAll(async () => {
    for (const reader of open) reader.close();
    jest.restoreAllMocks();
    await t.close();
  });

  it('refuses an address past its cap with 429 and Retry-After, whichever account asks, and logs it', async () => {
    // The attack: several accounts, one address, each account under its own cap of ten streams.
    const cookies = await Promise.all([signedInCouple(t), signedInCouple(t)].map(async (account) => sessionCookie(t, (await account).email)));
    const address = '198.51.100.7';
    for (const cookie of [cookies[0], cookies[0], cookies[1]]) expect((await stream(cookie, address)).status).toBe(200);
    await eventually(() => events.streamCount() === 3);

    const refused = await stream(cookies[1], address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(await bodyOf(refused)).toEqual({
      statusCode: 429,
      message: 'Z vaší adresy je otevřeno příliš mnoho živých spojení. Zavřete některé panely nebo to zkuste za chvíli.',
    });
    // Another address is not touched.
    expect((await stream(cookies[1], '198.51.100.8')).status).toBe(200);
    await eventually(() => events.streamCount() === 4);
    expect(events.streamStats()).toMatchObject({ open: 4, addresses: 2, refusedPerAddress: 1, refusedInstanceFull: 0 });
    expect(warnings.some((line) => line.includes('Event stream refused') && line.includes('198.51.100.7'))).toBe(true);
    // The open streams in the log (once a minute, when they changed).
    const logged: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation(function (this: Logger, message: unknown) {
      logged.push(String(message));
    });
    events.logStats();
    events.logStats();
    spy.mockRestore();
    expect(logged).toEqual(['Event streams: 4 open from 2 addresses (at most 3 from one); refused since start: 1 per address, 0 instance full']);
  });

  it('refuses everybody past the instance cap with 503 and Retry-After, until a stream closes', async () => {
    const cookie = await sessionCookie(t, (await signedInCouple(t)).email);
    const fifth = await stream(cookie, '203.0.113.1');
    expect(fifth.status).toBe(200);
    await eventually(() => events.streamCount() === 5);

    const full = await stream(cookie, '203.0.113.2');
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toBe('30');
    expect((await bodyOf(full)).message).toBe('Živých spojení je právě příliš mnoho. Zkuste to prosím za chvíli.');
    expect(events.streamStats()).toMatchObject({ open: 5, refusedInstanceFull: 1 });

    fifth.close();
    await eventually(() => events.streamCount() === 4 && events.streamStats().open === 4);
    expect((await stream(cookie, '203.0.113.2')).status).toBe(200);
  });
});

describe('Attack 12: deployment defaults (SEED_DEMO, TRUST_PROXY)', () => {
  const compose = fs.readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
  /** Four calls from `addresses` (X-Forwarded-For) to a route under the general per-address limit of 3 a minute. */
  const statusesFrom = async (t: TestApp, addresses: string[]) => {
    const statuses: number[] = [];
    for (const address of addresses) statuses.push((await request(t.server).get('/api/health').set('X-Forwarded-For', address)).status);
    return statuses;
  };
  const rotated = (count: number, last = '') => Array.from({ length: count }, (_, index) => `10.12.0.${index + 1}${last}`);

  it('docker-compose.yml seeds no demo data unless asked, and trusts only its own network’s proxy', () => {
    expect(compose).toMatch(/SEED_DEMO: \$\{SEED_DEMO:-false\}/);
    expect(compose).not.toMatch(/TRUST_PROXY: "?true"?/);
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-uniquelocal\}/);
  });

  it('TRUST_PROXY=true (one hop) believes whoever connects: rotating X-Forwarded-For gets fresh limits, so the app warns at start', async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
    const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      // Reached directly, each rotated value counts as a client of its own: what "one hop" means.
      expect(await statusesFrom(t, rotated(4))).toEqual([200, 200, 200, 200]);
      expect(warnings).toContainEqual(expect.stringContaining('TRUST_PROXY=true trusts X-Forwarded-For from whoever connects'));
    } finally {
      spy.mockRestore();
      await t.close();
    }
  });

  it('the list form: a client that is not a listed proxy is its connection’s address, whatever X-Forwarded-For says', async () => {
    // The test client connects from loopback, which is not the listed proxy.
    const t = await createTestApp({ TRUST_PROXY: '10.250.0.1, 192.0.2.0/24', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      expect(await statusesFrom(t, rotated(4))).toEqual([200, 200, 200, 429]);
      // Nor does it choose the request id of the logs.
      const answer = await request(t.server).get('/api/service-categories').set('X-Request-Id', 'podvrzene-id-12345');
      expect(answer.headers['x-request-id']).not.toBe('podvrzene-id-12345');
    } finally {
      await t.close();
    }
  });

  it('behind a listed proxy the client is the right-most untrusted hop: what a client writes before it changes nothing', async () => {
    // Here the test client is the proxy (loopback listed); it appends the real client's address as nginx does.
    const t = await createTestApp({ TRUST_PROXY: '127.0.0.1,::1', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      expect(await statusesFrom(t, rotated(4, ', 203.0.113.7'))).toEqual([200, 200, 200, 429]);
      // Another real client behind the same proxy has its own limit.
      expect(await statusesFrom(t, ['203.0.113.8'])).toEqual([200]);
      // A chain of listed proxies is skipped to the client before them; what is left of it is rotated in vain.
      expect(await statusesFrom(t, rotated(4, ', 203.0.113.9, 127.0.0.1'))).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("Spec leftover: can-review answers the Gmail rule, and nothing about any mailbox", () => {
  const NOT_GMAIL = 'Hodnocení lze přidat pouze s účtem Gmail';
  let t: TestApp;
  let host = 0;
  let providerId: number;
  let demoId: number;
  const post = (path: string) => request(t.server).post(path).set('X-Forwarded-For', `10.60.${Math.floor(++host / 250)}.${(host % 250) + 1}`);
  const canReview = (id: number, body?: Record<string, unknown>) => post(`/api/providers/${id}/can-review`).send(body);
  const run = `${process.pid}x${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    providerId = await insertProvider(t.dataSource, { companyName: `Cukrárna Otázka ${run}`, categories: ['cake'] });
    demoId = await insertProvider(t.dataSource, { companyName: `Ukázková cukrárna Otázka ${run}`, categories: ['cake'], isDemo: true });
  });
  afterAll(() => t.close());

  it("answers a non-Gmail address with the reason the form shows under 'Nelze přidat hodnocení'", async () => {
    expect((await canReview(providerId, { email: 'r@example.cz' }).expect(200)).body).toEqual({ canReview: false, reason: NOT_GMAIL, kind: 'email' });
    expect((await canReview(providerId, { email: 'Jana@Seznam.cz' }).expect(200)).body).toEqual({ canReview: false, reason: NOT_GMAIL, kind: 'email' });
    expect((await canReview(providerId, { email: `jana.${run}@gmail.com` }).expect(200)).body).toEqual({ canReview: true, kind: 'email' });
    expect((await canReview(providerId, { email: `jana.${run}@googlemail.com` }).expect(200)).body).toEqual({ canReview: true, kind: 'email' });
    expect((await canReview(providerId).expect(200)).body).toEqual({ canReview: true, kind: 'email' });
    expect((await canReview(demoId, { email: `jana.${run}@gmail.com` }).expect(200)).body).toEqual({
      canReview: false,
      reason: 'Hodnocení není dostupné pro ukázkové poskytovatele',
    });
    expect((await canReview(providerId, { email: '"jana"@gmail.com' }).expect(400)).body.message).toBe('Zadejte e-mailovou adresu bez uvozovek');
    expect((await canReview(providerId, { email: 'neplatny' }).expect(400)).body.message).toBe('Zadejte platný email');
  });

  it('answers alike for a mailbox that has reviewed the provider, one at its cap of pending reviews and a fresh one', async () => {
    const reviewed = `uz.hodnotil.${run}@gmail.com`;
    const submitted = await post(`/api/providers/${providerId}/reviews`).send({ email: reviewed, overallRating: 5 }).expect(201);
    const token = new URL(submitted.body.devConfirmLink).searchParams.get('token');
    await post('/api/reviews/confirm').send({ token }).expect(200);
    const capped = `na.limitu.${run}@gmail.com`;
    for (let index = 0; index < 3; index += 1) await post(`/api/providers/${providerId}/reviews`).send({ email: capped, overallRating: 4 }).expect(201);
    await post(`/api/providers/${providerId}/reviews`).send({ email: capped, overallRating: 4 }).expect(429);
    const answers: Array<{ body: unknown; headers: string[] }> = [];
    for (const email of [reviewed, reviewed.replace('uz.', 'uz').replace('@', '+x@'), capped, `cerstvy.${run}@gmail.com`]) {
      const response = await canReview(providerId, { email }).expect(200);
      answers.push({ body: response.body, headers: Object.keys(response.headers).filter((name) => !['date', 'x-request-id', 'content-length', 'etag'].includes(name)).sort() });
    }
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0].body).toEqual({ canReview: true, kind: 'email' });
  });
});

describe('Spec leftover: navbar counts agree with the lists they link to', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_counts', { SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const navbar = async () => (await request(t.server).get('/api/dashboard-counts').expect(200)).body as { requests: number; providers: number };
  const requestList = async () => (await request(t.server).get('/api/service-requests').expect(200)).body.total as number;
  const providerList = async () => (await request(t.server).get('/api/service-providers').expect(200)).body.total as number;

  it('counts the demo requests the list shows on a fresh start', async () => {
    const [{ demo }] = (await t.dataSource.query(
      `SELECT count(*)::int AS demo FROM service_requests WHERE status = 'active' AND is_demo`,
    )) as Array<{ demo: number }>;
    expect(demo).toBeGreaterThanOrEqual(15);
    expect(await requestList()).toBe(demo);
    expect((await navbar()).requests).toBe(demo);
  });

  it('keeps counting the same set when a real request is listed', async () => {
    const before = await requestList();
    await submitRequest(t, {
      coupleName: 'Eva a Tomáš',
      services: ['photography'],
      description: 'Hledáme fotografa na celý svatební den v Praze.',
      budget: '100000',
      location: 'praha',
      contactEmail: uniqueEmail('pocty'),
      noDateSelected: true,
    });
    expect(await requestList()).toBe(before + 1);
    expect((await navbar()).requests).toBe(before + 1);
  });

  it('counts the providers the catalogue lists, demo ones included as the list shows them', async () => {
    const listed = await providerList();
    expect(listed).toBeGreaterThanOrEqual(8);
    expect((await navbar()).providers).toBe(listed);
  });
});
