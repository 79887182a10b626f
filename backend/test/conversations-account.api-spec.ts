import * as fs from 'node:fs';
import * as path from 'node:path';
import { AttachmentSweepService } from '../src/conversations/attachment-sweep.service';
import { ERASED_MESSAGE } from '../src/conversations/conversations.service';
import { SIGN_IN_PASSWORD } from './support/account-fixtures';
import { signedInAdmin, signedInCouple } from './support/accounts';
import { coupleRequest, listedProvider, nextCoupleAddress, offerConversation } from './support/conversation-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

const RUN = `zpravy-ucet-${process.pid}-${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Conversations in the account's data rights: the export, the deletion (rows and files), the sweep of orphaned files. */
describe('conversations and the account', () => {
  let t: TestApp;

  const attach = async (agent: Agent, conversationId: number, body: string): Promise<{ messageId: number; file: string }> => {
    const sent = await agent
      .post(`/api/conversations/${conversationId}/messages`)
      .field('body', body)
      .attach('files', PDF, 'smlouva.pdf')
      .expect(201);
    const [{ key }] = await t.dataSource.query(`SELECT storage_key AS key FROM message_attachments WHERE message_id = $1`, [
      sent.body.id,
    ]);
    return { messageId: sent.body.id, file: path.join(t.config.attachmentsDir, key.slice(0, 2), key) };
  };
  const deleteAccount = (agent: Agent) =>
    agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: SIGN_IN_PASSWORD }).expect(200);
  const count = async (sql: string, params: unknown[]) => ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });

  afterAll(() => t.close());

  it("exports the account's conversations on both sides with their messages", async () => {
    const provider = await listedProvider(t, `Foto Export ${RUN}`);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId, offerId } = await offerConversation(t, owned.requestId, provider.providerId, 'Naše nabídka.');
    await couple.agent.post(`/api/conversations/${conversationId}/messages`).field('body', 'Děkujeme za nabídku.').expect(201);
    const question = await couple.agent
      .post('/api/conversations')
      .send({ providerId: provider.providerId, message: 'Fotíte i v zimě?' })
      .expect(201);

    const exported = (await couple.agent.get('/api/account/export').expect(200)).body;
    expect(exported.conversations).toEqual([
      {
        id: conversationId,
        side: 'couple',
        providerId: provider.providerId,
        requestId: owned.requestId,
        offerId,
        createdAt: expect.any(String),
        // One thread per couple and provider (issue 51): the later question continues the offer's thread.
        messages: [
          expect.objectContaining({ senderSide: 'provider', body: 'Naše nabídka.', mine: false, attachments: [] }),
          expect.objectContaining({ senderSide: 'couple', body: 'Děkujeme za nabídku.', mine: true }),
          expect.objectContaining({ senderSide: 'couple', body: 'Fotíte i v zimě?', mine: true }),
        ],
      },
    ]);
    expect(question.body.id).toBe(conversationId);
    const providerExport = (await provider.agent.get('/api/account/export').expect(200)).body;
    expect(providerExport.conversations.map((row: { id: number; side: string }) => [row.id, row.side])).toEqual([
      [conversationId, 'provider'],
    ]);
  });

  it("deleting a couple's account deletes its question threads and erases its words (and files) in its requests' threads", async () => {
    const provider = await listedProvider(t, `Foto Mazání ${RUN}`);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId, 'Nabídka dodavatele.');
    const coupleWords = await attach(couple.agent, conversationId, 'Naše adresa je Dlouhá 5.');
    const providerWords = await attach(provider.agent, conversationId, 'Posíláme smlouvu.');
    // A question to another provider is a thread of its own (to this one it would join the offer's thread).
    const asked = await listedProvider(t, `Foto Dotaz ${RUN}`);
    const question = await couple.agent
      .post('/api/conversations')
      .send({ providerId: asked.providerId, message: 'Dotaz' })
      .expect(201);
    const questionFile = await attach(couple.agent, question.body.id, 'Příloha k dotazu');
    expect(fs.existsSync(coupleWords.file) && fs.existsSync(questionFile.file)).toBe(true);

    await deleteAccount(couple.agent);

    expect(await count(`SELECT count(*)::int AS n FROM conversations WHERE id = $1`, [question.body.id])).toBe(0);
    expect(fs.existsSync(questionFile.file)).toBe(false);
    const [erased] = await t.dataSource.query(`SELECT body, sender_user_id AS "userId" FROM messages WHERE id = $1`, [
      coupleWords.messageId,
    ]);
    expect(erased).toEqual({ body: ERASED_MESSAGE, userId: null });
    expect(await count(`SELECT count(*)::int AS n FROM message_attachments WHERE message_id = $1`, [coupleWords.messageId])).toBe(
      0,
    );
    expect(fs.existsSync(coupleWords.file)).toBe(false);
    // The provider keeps its offer's thread and its own words and files.
    const thread = await provider.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(thread.body.messages.map((message: { body: string }) => message.body)).toEqual([
      'Nabídka dodavatele.',
      ERASED_MESSAGE,
      'Posíláme smlouvu.',
    ]);
    expect(fs.existsSync(providerWords.file)).toBe(true);
  });

  it("deleting a provider's account (or the admin deleting the provider) takes its conversations and their files", async () => {
    for (const by of ['account', 'admin'] as const) {
      const provider = await listedProvider(t, `Foto Konec ${by} ${RUN}`);
      const couple = await signedInCouple(t);
      const owned = await coupleRequest(t, RUN, { userId: couple.userId });
      const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
      const fromCouple = await attach(couple.agent, conversationId, 'Naše představa');
      const fromProvider = await attach(provider.agent, conversationId, 'Ceník');

      if (by === 'account') await deleteAccount(provider.agent);
      else await (await signedInAdmin(t)).agent.delete(`/api/admin/providers/${provider.providerId}`).expect(200);

      expect(await count(`SELECT count(*)::int AS n FROM conversations WHERE id = $1`, [conversationId])).toBe(0);
      expect(fs.existsSync(fromCouple.file)).toBe(false);
      expect(fs.existsSync(fromProvider.file)).toBe(false);
      await couple.agent.get(`/api/conversations/${conversationId}/messages`).expect(404);
    }
  });

  it('sweeps attachment files whose rows are gone, once they are an hour old', async () => {
    const provider = await listedProvider(t, `Foto Úklid ${RUN}`);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const kept = await attach(couple.agent, conversationId, 'Zůstává');
    const orphan = await attach(couple.agent, conversationId, 'Sirotek');
    // The row goes by a cascade elsewhere (e.g. the admin deleting the request): only the file is left.
    await t.dataSource.query(`DELETE FROM messages WHERE id = $1`, [orphan.messageId]);

    const sweep = t.app.get(AttachmentSweepService);
    expect(await sweep.removeOrphans(new Date())).toBe(0);
    expect(fs.existsSync(orphan.file)).toBe(true);
    expect(await sweep.removeOrphans(new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(fs.existsSync(orphan.file)).toBe(false);
    expect(fs.existsSync(kept.file)).toBe(true);
  });
});
