import { MailJobs } from '../src/mail/mail.jobs';
import { MailService, SEND_TIMEOUT_MS } from '../src/mail/mail.service';
import { passwordResetMail } from '../src/mail/templates/password-reset.template';
import { SendGridStandIn } from './support/sendgrid-stand-in';
import { createIsolatedTestApp } from './support/isolated-app';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

const resetMail = () => passwordResetMail({ firstName: 'Jana', resetUrl: 'http://localhost:3000/reset-password?token=abc', validHours: 24 });

/** The message's outbox row, and whether its delivery job waits for a later try (`waiting`). */
async function outboxRow(t: TestApp, email: string) {
  const [row] = await t.dataSource.query(
    `SELECT o.status, o.attempts, o.transport, o.provider_message_id, o.last_error, o.sent_at,
            EXISTS (SELECT 1 FROM pgboss.job j
                     WHERE j.name = 'mail' AND j.data ->> 'outboxId' = o.id::text AND j.state = 'retry' AND j.start_after > now()) AS waiting
       FROM mail_outbox o WHERE o.to_email = $1`,
    [email],
  );
  return row;
}

/**
 * Drains until the message to `email` has been tried once more than `attemptsBefore` (one drain
 * claims at most 20 due jobs, so a single drainOnce may not reach this one).
 */
async function drainUntilTried(t: TestApp, mail: MailService, email: string, attemptsBefore = 0) {
  for (let round = 0; round < 100; round += 1) {
    await mail.drainOnce();
    const row = await outboxRow(t, email);
    if (row.attempts > attemptsBefore) return row;
  }
  throw new Error(`The drain never reached the message to ${email}`);
}

/** Makes a retried message's job due now instead of after its back-off. */
async function makeDue(t: TestApp, email: string): Promise<void> {
  await t.dataSource.query(
    `UPDATE pgboss.job SET start_after = now()
      WHERE name = 'mail' AND data ->> 'outboxId' = (SELECT id::text FROM mail_outbox WHERE to_email = $1)`,
    [email],
  );
}

/** Waits until `check` holds (or fails after `ms`). */
async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Mail outbox with the SendGrid adapter', () => {
  const standIn = new SendGridStandIn();
  let t: TestApp;
  let mail: MailService;

  beforeAll(async () => {
    const url = await standIn.start();
    // A database of its own: one drain claims every message these tests queue, none of other files'.
    t = await createIsolatedTestApp('svatby_mail', { SENDGRID_API_KEY: 'SG.test-key', SENDGRID_API_URL: url, MAIL_FROM: 'Svatby <noreply@svatby.test>' });
    mail = t.app.get(MailService);
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('delivers an accepted message with text and HTML and records the provider id', async () => {
    const email = uniqueEmail('accepted');
    await mail.enqueue({ email, name: 'Jana Nováková' }, resetMail());
    await drainUntilTried(t, mail, email);
    const [call] = standIn.callsFor(email);
    expect(call.authorization).toBe('Bearer SG.test-key');
    expect(call.body.from).toEqual({ email: 'noreply@svatby.test', name: 'Svatby' });
    expect(call.body.personalizations[0].to[0]).toEqual({ email, name: 'Jana Nováková' });
    expect(call.body.subject).toBe('Obnovení hesla – Svatby');
    expect(call.body.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    const row = await outboxRow(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'sendgrid', last_error: null });
    expect(row.provider_message_id).toMatch(/^stand-in-\d+$/);
  });

  it('retries 500 and 429 with back-off and delivers on the third try, once', async () => {
    const email = uniqueEmail('flaky');
    standIn.script(email, [500, 429]);
    await mail.enqueue({ email }, resetMail());

    let row = await drainUntilTried(t, mail, email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, waiting: true });
    expect(row.last_error).toContain('500');
    await mail.drainOnce(); // not due yet: nothing is sent
    expect(standIn.callsFor(email)).toHaveLength(1);

    await makeDue(t, email);
    row = await drainUntilTried(t, mail, email, 1);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.last_error).toContain('429');

    await makeDue(t, email);
    await drainUntilTried(t, mail, email, 2);
    await mail.drainOnce();
    row = await outboxRow(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(standIn.callsFor(email)).toHaveLength(3);
  });

  it('sends the other messages while SendGrid never answers one, and counts that one as a failed try after 10 s', async () => {
    const hung = uniqueEmail('hung');
    const others = [uniqueEmail('other'), uniqueEmail('other'), uniqueEmail('other')];
    standIn.hang(hung);
    await mail.enqueue({ email: hung }, resetMail());
    for (const email of others) await mail.enqueue({ email }, resetMail());
    const started = Date.now();
    const drain = mail.drainOnce();
    // Delivered and recorded while the call for the hung message still waits for an answer.
    await waitUntil(async () => {
      const rows = await Promise.all(others.map((email) => outboxRow(t, email)));
      return rows.every((row) => row.status === 'sent');
    }, SEND_TIMEOUT_MS / 2);
    expect(await outboxRow(t, hung)).toMatchObject({ status: 'pending', attempts: 0 });
    // No transaction or row lock is held meanwhile: the hung message's row can be written.
    await t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL lock_timeout = '1s'`);
      await manager.query(`UPDATE mail_outbox SET to_name = to_name WHERE to_email = $1`, [hung]);
    });

    expect(await drain).toEqual({ sent: 3, retried: 1, failed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(SEND_TIMEOUT_MS + 5_000);
    const hungRow = await outboxRow(t, hung);
    expect(hungRow).toMatchObject({ status: 'pending', attempts: 1, waiting: true });
    expect(hungRow.last_error).toBe('No answer within 10 s');
    for (const email of others) expect(standIn.callsFor(email)).toHaveLength(1);
  }, SEND_TIMEOUT_MS + 30_000);

  it('gives up at once on 401 (a bad key does not heal by retrying)', async () => {
    const email = uniqueEmail('unauthorized');
    standIn.script(email, [401]);
    await mail.enqueue({ email }, resetMail());
    const row = await drainUntilTried(t, mail, email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('401');
  });

  it('never sends one message twice when two drains run at the same time', async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail('parallel'));
    for (const email of emails) await mail.enqueue({ email }, resetMail());
    await Promise.all([mail.drainOnce(), mail.drainOnce(), mail.drainOnce()]);
    for (const email of emails) await drainUntilTried(t, mail, email);
    for (const email of emails) {
      expect(standIn.callsFor(email)).toHaveLength(1);
      expect((await outboxRow(t, email)).status).toBe('sent');
    }
  });
});

describe('Mail outbox offline (no SENDGRID_API_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message in the outbox and marks it delivered to the log; a link-bearing body is cleared once sent', async () => {
    const mail = t.app.get(MailService);
    const email = uniqueEmail('offline');
    await mail.enqueue({ email }, resetMail());
    expect((await outboxRow(t, email)).status).toBe('pending');
    await drainUntilTried(t, mail, email);
    const [row] = await t.dataSource.query(`SELECT status, transport, text_body FROM mail_outbox WHERE to_email = $1`, [email]);
    expect(row).toMatchObject({ status: 'sent', transport: 'log' });
    // The reset link was in the message sent; no usable link stays at rest.
    expect(row.text_body).toBe('[Obsah s odkazem byl po odeslání odstraněn.]');
  });

  it('purges sent and failed messages 30 days after they were written and keeps the rest', async () => {
    const mail = t.app.get(MailService);
    const emails = { oldSent: uniqueEmail('old-sent'), oldFailed: uniqueEmail('old-failed'), oldPending: uniqueEmail('old-pending'), recent: uniqueEmail('recent') };
    for (const email of Object.values(emails)) await mail.enqueue({ email }, resetMail());
    await t.dataSource.query(
      `UPDATE mail_outbox SET status = CASE to_email WHEN $1 THEN 'sent' WHEN $2 THEN 'failed' WHEN $4 THEN 'sent' ELSE status END,
              created_at = CASE WHEN to_email = $4 THEN now() - interval '29 days' ELSE now() - interval '31 days' END
        WHERE to_email IN ($1, $2, $3, $4)`,
      [emails.oldSent, emails.oldFailed, emails.oldPending, emails.recent],
    );
    expect(await t.app.get(MailJobs).purgeOnce()).toBeGreaterThanOrEqual(2);
    const left = (await t.dataSource.query(`SELECT to_email FROM mail_outbox WHERE to_email = ANY($1::text[]) ORDER BY to_email`, [
      Object.values(emails),
    ])) as Array<{ to_email: string }>;
    expect(left.map((row) => row.to_email).sort()).toEqual([emails.oldPending, emails.recent].sort());
  });
});
