import request from 'supertest';
import { ConversationsService } from '../src/conversations/conversations.service';
import { MessageMailService } from '../src/conversations/message-mail.service';
import { signedInCouple, type SignedInProvider } from './support/accounts';
import { coupleRequest, listedProvider, offerConversation } from './support/conversation-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

const RUN = `zpravy-mail-${process.pid}-${Date.now().toString(36)}`;
const MINUTE = 60_000;

interface Mail {
  subject: string;
  text: string;
  html: string;
  secret: boolean;
}

/*
 * The message e-mails with a controlled clock: MessageMailService.sendDue(now) is the job's whole
 * work; messages are dated with SQL relative to `base`, and each run is given its `now`.
 */
describe('message e-mails (unread after 10 minutes, at most one an hour per conversation and side)', () => {
  let t: TestApp;
  let mails: MessageMailService;
  let provider: SignedInProvider;

  const mailsTo = async (email: string): Promise<Mail[]> =>
    (await t.dataSource.query(
      `SELECT subject, text_body AS text, html_body AS html, secret FROM mail_outbox WHERE to_email = $1 AND template = 'new-message' ORDER BY id`,
      [email.toLowerCase()],
    )) as Mail[];
  const at = (base: number, minutes: number) => new Date(base + minutes * MINUTE);
  /** Dates every message of the conversation (the offer's first one too) `minutes` from base. */
  const dateMessages = (conversationId: number, base: number, minutes: number) =>
    t.dataSource.query(`UPDATE messages SET created_at = $2 WHERE conversation_id = $1`, [conversationId, at(base, minutes)]);
  const dateMessage = (id: number, base: number, minutes: number) =>
    t.dataSource.query(`UPDATE messages SET created_at = $2 WHERE id = $1`, [id, at(base, minutes)]);
  const write = async (agent: Agent, conversationId: number, body: string): Promise<number> =>
    (await agent.post(`/api/conversations/${conversationId}/messages`).field('body', body).expect(201)).body.id as number;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    mails = t.app.get(MessageMailService);
    provider = await listedProvider(t, `Foto Dvořák ${RUN}`);
  });

  afterAll(() => t.close());

  it('mails the couple once after 10 minutes, not again within the hour, again after it; never the text', async () => {
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId, coupleName: 'Lucie a Tomáš' });
    const { conversationId } = await offerConversation(
      t,
      owned.requestId,
      provider.providerId,
      'Tajná nabídka: 25 000 Kč za celý den.',
    );
    const base = Date.now();
    await dateMessages(conversationId, base, -60);

    await mails.sendDue(at(base, -51));
    expect(await mailsTo(couple.email)).toHaveLength(0);

    await mails.sendDue(at(base, -50));
    const [first, ...none] = await mailsTo(couple.email);
    expect(none).toHaveLength(0);
    expect(first.subject).toBe(`Nová zpráva od Foto Dvořák ${RUN} na Svatby`);
    expect(first.text).toContain(`${t.config.appUrl}/zpravy?c=${conversationId}`);
    expect(first.text).not.toContain('Tajná nabídka');
    expect(first.html).not.toContain('Tajná nabídka');
    expect(first.secret).toBe(false);
    // The same run again: nothing new.
    await mails.sendDue(at(base, -50));
    expect(await mailsTo(couple.email)).toHaveLength(1);

    const second = await write(provider.agent, conversationId, 'Druhá tajná zpráva.');
    await dateMessage(second, base, -30);
    await mails.sendDue(at(base, -20));
    await mails.sendDue(at(base, 5));
    expect(await mailsTo(couple.email)).toHaveLength(1);

    await mails.sendDue(at(base, 10));
    const all = await mailsTo(couple.email);
    expect(all).toHaveLength(2);
    expect(all[1].text).not.toContain('Druhá tajná zpráva');
    // Nothing newer than the last mail: no reminder about the same messages an hour later.
    await mails.sendDue(at(base, 80));
    expect(await mailsTo(couple.email)).toHaveLength(2);
  });

  it('mails nobody who read the message within the 10 minutes', async () => {
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const base = Date.now();
    await dateMessages(conversationId, base, -30);
    await couple.agent.post(`/api/conversations/${conversationId}/read`).send({}).expect(204);
    await mails.sendDue(at(base, 0));
    expect(await mailsTo(couple.email)).toHaveLength(0);
  });

  it('mails no account that turned message e-mails off', async () => {
    const couple = await signedInCouple(t);
    await couple.agent.put('/api/conversations/settings').send({ messageEmails: false }).expect(200);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const base = Date.now();
    await dateMessages(conversationId, base, -30);
    await mails.sendDue(at(base, 0));
    await mails.sendDue(at(base, 90));
    expect(await mailsTo(couple.email)).toHaveLength(0);
  });

  it("mails the provider about the couple's message with the couple's name", async () => {
    const other = await listedProvider(t, `Catering Hora ${RUN}`);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId, coupleName: 'Marie a Jan' });
    const { conversationId } = await offerConversation(t, owned.requestId, other.providerId);
    await couple.agent.post(`/api/conversations/${conversationId}/read`).send({}).expect(204);
    const base = Date.now();
    await write(couple.agent, conversationId, 'Můžeme se sejít?');
    await dateMessages(conversationId, base, -15);
    await mails.sendDue(at(base, 0));
    const [mail] = await mailsTo(other.email);
    expect(mail.subject).toBe('Nová zpráva od Marie a Jan na Svatby');
    expect(mail.text).toContain(`/zpravy?c=${conversationId}`);
    expect(mail.text).not.toContain('Můžeme se sejít');
    expect(await mailsTo(couple.email)).toHaveLength(0);
  });

  it("never mails about Svatby's own notices", async () => {
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    await couple.agent.post(`/api/conversations/${conversationId}/read`).send({}).expect(204);
    await t.dataSource.transaction((manager) =>
      t.app.get(ConversationsService).postSystemMessage(manager, conversationId, 'Pár si vybral jinou nabídku.'),
    );
    const base = Date.now();
    await dateMessages(conversationId, base, -30);
    await mails.sendDue(at(base, 0));
    expect(await mailsTo(couple.email)).toHaveLength(0);
    expect(await mailsTo(provider.email)).toHaveLength(0);
  });

  it('mails a couple without an account a fresh manage link that opens the thread', async () => {
    const linkOnly = await coupleRequest(t, RUN, { coupleName: 'Eva a Adam' });
    const { conversationId } = await offerConversation(t, linkOnly.requestId, provider.providerId);
    const base = Date.now();
    await dateMessages(conversationId, base, -12);
    await mails.sendDue(at(base, 0));
    const [mail] = await mailsTo(linkOnly.contactEmail);
    expect(mail.subject).toBe(`Nová zpráva od Foto Dvořák ${RUN} na Svatby`);
    expect(mail.secret).toBe(true);
    const token = mail.text.match(/\/poptavka\/sprava\?token=([A-Za-z0-9_-]+)&c=(\d+)/);
    expect(token?.[2]).toBe(String(conversationId));
    const thread = await request(t.server)
      .get(`/api/conversations/${conversationId}/messages`)
      .query({ token: token![1] })
      .expect(200);
    expect(thread.body.conversation.side).toBe('couple');
  });
});
