import request from 'supertest';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const CONTACT = '/api/contact';
const CONTACT_EMAIL = `podpora.${process.pid}.${Date.now().toString(36)}@svatby.test`;
const RUN = `kontakt${process.pid}x${Date.now().toString(36)}`;

interface StoredMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

interface OutboxMail {
  template: string;
  toEmail: string;
  subject: string;
  text: string;
  html: string;
  status: string;
}

describe('Contact form API (POST /api/contact)', () => {
  let t: TestApp;
  let address = 0;

  /** The form is limited to 5 messages a minute per client: each call comes from its own address. */
  const post = (body: unknown, forwardedFor?: string) => {
    address += 1;
    return request(t.server)
      .post(CONTACT)
      .set('X-Forwarded-For', forwardedFor ?? `10.91.${Math.floor(address / 250)}.${(address % 250) + 1}`)
      .send(body as object);
  };
  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Jana Nováková',
    email: uniqueEmail('kontakt'),
    subject: 'technical',
    message: `Dobrý den, nejde mi nahrát fotku do portfolia. ${RUN}`,
    ...overrides,
  });
  const storedFrom = (email: string) =>
    t.dataSource.query(
      `SELECT name, email, subject, message, created_at AS "createdAt" FROM contact_messages WHERE email = $1 ORDER BY id`,
      [email],
    ) as Promise<StoredMessage[]>;
  /** The operators' mails about the messages of one sender (the text names the sender's e-mail). */
  const mailsAbout = async (senderEmail: string) =>
    ((await t.dataSource.query(
      `SELECT template, to_email AS "toEmail", subject, text_body AS text, html_body AS html, status
         FROM mail_outbox WHERE to_email = $1 AND template = 'contact-message' ORDER BY id`,
      [CONTACT_EMAIL],
    )) as OutboxMail[]).filter((mail) => mail.text.includes(`E-mail: ${senderEmail}\n`));

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', CONTACT_EMAIL });
  });
  afterAll(() => t.close());

  it('stores the message, queues one e-mail to CONTACT_EMAIL and answers in Czech', async () => {
    const payload = valid({ message: `Dobrý den,\nnejde mi nahrát fotku <b>do portfolia</b>.\n${RUN}` });
    const { body } = await post(payload).expect(200);
    expect(body).toEqual({ message: 'Zpráva odeslána', detail: `Odpovíme vám do 24 hodin na ${payload.email}.` });

    const stored = await storedFrom(payload.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Jana Nováková', email: payload.email, subject: 'technical', message: payload.message });

    const mails = await mailsAbout(payload.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ template: 'contact-message', toEmail: CONTACT_EMAIL });
    expect(mail.subject).toBe('Kontaktní formulář: Technická podpora – Jana Nováková');
    expect(mail.text).toContain('Jméno: Jana Nováková');
    expect(mail.text).toContain('Předmět: Technická podpora');
    expect(mail.text).toContain(payload.message);
    expect(mail.text).toContain(`Odpovězte přímo na adresu ${payload.email}`);
    expect(mail.html).toContain('nejde mi nahrát fotku &lt;b&gt;do portfolia&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>do portfolia');
  });

  it.each([
    ['general', 'Obecný dotaz'],
    ['technical', 'Technická podpora'],
    ['billing', 'Platby a předplatné'],
    ['partnership', 'Spolupráce'],
    ['feedback', 'Zpětná vazba'],
    ['other', 'Jiné'],
  ])('labels the subject %s as „%s“ for the operators', async (subject, label) => {
    const payload = valid({ subject });
    await post(payload).expect(200);
    const [mail] = await mailsAbout(payload.email);
    expect(mail.text).toContain(`Předmět: ${label}`);
    expect((await storedFrom(payload.email))[0].subject).toBe(subject);
  });

  it('trims the name and message and lower-cases the e-mail', async () => {
    const email = uniqueEmail('Kontakt.Velka');
    await post(valid({ name: '  Petr Svoboda  ', email: `  ${email.toUpperCase()} `, message: `  Dotaz na ceník. ${RUN}  ` })).expect(200);
    const [stored] = await storedFrom(email.toLowerCase());
    expect(stored).toMatchObject({ name: 'Petr Svoboda', message: `Dotaz na ceník. ${RUN}` });
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'Zadejte své jméno'],
    ['name blank', { name: '   ' }, 'name', 'Zadejte své jméno'],
    ['name not text', { name: 42 }, 'name', 'Zadejte své jméno'],
    ['name too long', { name: 'J'.repeat(121) }, 'name', 'Jméno může mít nejvýše 120 znaků'],
    ['e-mail missing', { email: undefined }, 'email', 'Zadejte platný email'],
    ['e-mail invalid', { email: 'jana@' }, 'email', 'Zadejte platný email'],
    ['subject missing', { subject: undefined }, 'subject', 'Vyberte předmět zprávy'],
    ['subject unknown', { subject: 'complaint' }, 'subject', 'Vyberte předmět zprávy'],
    ['subject a label instead of the id', { subject: 'Obecný dotaz' }, 'subject', 'Vyberte předmět zprávy'],
    ['message missing', { message: undefined }, 'message', 'Napište zprávu'],
    ['message blank', { message: ' \n ' }, 'message', 'Napište zprávu'],
    ['message too long', { message: 'x'.repeat(5001) }, 'message', 'Zpráva může mít nejvýše 5000 znaků'],
  ])('refuses %s with 400 and its Czech message, storing and sending nothing', async (_case, overrides, field, message) => {
    const payload = valid(overrides);
    const { body } = await post(payload).expect(400);
    expect(body.errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect(body.message).toBe(message);
    if (typeof payload.email === 'string' && payload.email.includes('@example.cz')) {
      expect(await storedFrom(payload.email)).toHaveLength(0);
      expect(await mailsAbout(payload.email)).toHaveLength(0);
    }
  });

  it('names every missing field of an empty form', async () => {
    const { body } = await post({}).expect(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Zadejte své jméno' },
        { field: 'email', message: 'Zadejte platný email' },
        { field: 'subject', message: 'Vyberte předmět zprávy' },
        { field: 'message', message: 'Napište zprávu' },
      ]),
    );
  });

  it('refuses unknown fields', async () => {
    const payload = valid({ phone: '777 123 456' });
    const { body } = await post(payload).expect(400);
    expect(body.message).toBe('Neznámé pole „phone“');
    expect(await storedFrom(payload.email)).toHaveLength(0);
  });

  it('refuses a cross-site POST with 403 and stores nothing', async () => {
    const payload = valid();
    await post(payload).set('Origin', 'https://evil.example').expect(403);
    await post(payload).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(await storedFrom(payload.email)).toHaveLength(0);
    expect(await mailsAbout(payload.email)).toHaveLength(0);
    await post(payload).set('Origin', 'http://localhost:3000').expect(200);
  });

  it('limits one client to 5 messages a minute (429 in Czech)', async () => {
    const client = '10.92.0.7';
    for (let index = 0; index < 5; index += 1) await post(valid(), client).expect(200);
    const { body } = await post(valid(), client).expect(429);
    expect(body.message).toMatch(/Příliš mnoho/);
  });
});

describe('Contact form without CONTACT_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the message to podpora@svatby.cz', async () => {
    const email = uniqueEmail('kontakt-vychozi');
    await request(t.server)
      .post(CONTACT)
      .send({ name: 'Eva', email, subject: 'other', message: `Jen pozdrav. ${RUN}` })
      .expect(200);
    const rows = (await t.dataSource.query(
      `SELECT to_email AS "toEmail" FROM mail_outbox WHERE template = 'contact-message' AND text_body LIKE $1`,
      [`%E-mail: ${email}\n%`],
    )) as Array<{ toEmail: string }>;
    expect(rows).toEqual([{ toEmail: 'podpora@svatby.cz' }]);
  });
});
