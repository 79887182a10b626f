import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ConversationsService } from '../src/conversations/conversations.service';
import { signedInAdmin, signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { coupleRequest, type CoupleRequest, listedProvider, offerConversation } from './support/conversation-fixtures';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = ReturnType<TestApp['agent']>;

const RUN = `konverzace-${process.pid}-${Date.now().toString(36)}`;
const NOT_FOUND = 'Konverzace nenalezena';
const BLOCKED = 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('conversations', () => {
  let t: TestApp;
  let provider: SignedInProvider;
  let otherProvider: SignedInProvider;
  let couple: { agent: Agent; userId: number; email: string };
  let stranger: { agent: Agent; userId: number; email: string };
  let admin: { agent: Agent; userId: number; email: string };
  let owned: CoupleRequest;
  let linkOnly: CoupleRequest;
  let conversationId: number;
  let offerId: number;
  let linkConversationId: number;
  let png: Buffer;

  const send = (agent: Agent | ReturnType<typeof request>, id: number) => agent.post(`/api/conversations/${id}/messages`);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await listedProvider(t, `Foto Novák ${RUN}`);
    otherProvider = await listedProvider(t, `Květiny Jasmín ${RUN}`);
    couple = await signedInCouple(t);
    stranger = await signedInCouple(t);
    admin = await signedInAdmin(t);
    owned = await coupleRequest(t, RUN, { userId: couple.userId, coupleName: 'Jana a Petr' });
    linkOnly = await coupleRequest(t, RUN, { coupleName: 'Eva a Adam' });
    ({ conversationId, offerId } = await offerConversation(t, owned.requestId, provider.providerId));
    ({ conversationId: linkConversationId } = await offerConversation(t, linkOnly.requestId, provider.providerId));
    png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
  });

  afterAll(() => t.close());

  describe('who reads a thread', () => {
    it('shows the offer thread to the couple (signed in or by manage link) and to the provider', async () => {
      const asCouple = await couple.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
      expect(asCouple.body.conversation).toMatchObject({
        id: conversationId,
        side: 'couple',
        offerId,
        request: { id: owned.requestId },
        counterpart: { name: `Foto Novák ${RUN}`, providerId: provider.providerId },
        unreadCount: 1,
      });
      expect(asCouple.body.messages).toHaveLength(1);
      expect(asCouple.body.messages[0]).toMatchObject({
        senderSide: 'provider',
        mine: false,
        reportedByMe: false,
        attachments: [],
      });
      expect(asCouple.body.hasOlder).toBe(false);

      const asProvider = await provider.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
      expect(asProvider.body.conversation).toMatchObject({
        side: 'provider',
        counterpart: { name: 'Jana a Petr', providerId: null },
        unreadCount: 0,
      });
      expect(asProvider.body.messages[0].mine).toBe(true);

      const byLink = await request(t.server)
        .get(`/api/conversations/${conversationId}/messages`)
        .query({ token: owned.manageToken })
        .expect(200);
      expect(byLink.body.conversation.side).toBe('couple');
    });

    it("answers 404 to everyone else: another user, another provider, a visitor, another request's link, an admin without a report", async () => {
      for (const agent of [stranger.agent, otherProvider.agent, admin.agent, request(t.server)]) {
        const response = await agent.get(`/api/conversations/${conversationId}/messages`).expect(404);
        expect(response.body.message).toBe(NOT_FOUND);
      }
      const otherLink = await request(t.server)
        .get(`/api/conversations/${conversationId}/messages`)
        .query({ token: linkOnly.manageToken });
      expect(otherLink.status).toBe(404);
      const unknownLink = await request(t.server)
        .get(`/api/conversations/${conversationId}/messages`)
        .query({ token: 'neplatny-odkaz' });
      expect(unknownLink.status).toBe(400);
      await couple.agent.get('/api/conversations/999999999/messages').expect(404);
      await couple.agent.get('/api/conversations/abc/messages').expect(404);
      await admin.agent.get(`/api/admin/conversations/${conversationId}/messages`).expect(404);
    });

    it('lists the threads of each side, newest activity first; 401 for a visitor', async () => {
      const coupleList = await couple.agent.get('/api/conversations').expect(200);
      expect(coupleList.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(coupleList.body.items[0]).toMatchObject({
        id: conversationId,
        side: 'couple',
        request: { id: owned.requestId },
        lastMessage: { senderSide: 'provider' },
      });
      expect(coupleList.body.items[0].lastMessage.body.length).toBeLessThanOrEqual(140);

      const providerList = await provider.agent.get('/api/conversations').expect(200);
      expect(providerList.body.items.map((item: { id: number }) => item.id).sort()).toEqual(
        [conversationId, linkConversationId].sort(),
      );
      expect(providerList.body.items.find((item: { id: number }) => item.id === linkConversationId).counterpart.name).toBe(
        'Eva a Adam',
      );

      expect((await stranger.agent.get('/api/conversations').expect(200)).body).toMatchObject({ items: [], total: 0 });
      await request(t.server).get('/api/conversations').expect(401);
      await request(t.server).get('/api/conversations/unread').expect(401);
      await couple.agent.get('/api/conversations').query({ pageSize: 500 }).expect(400);
    });
  });

  describe('sending', () => {
    it('stores plain text (HTML stripped) from either side and moves the thread up', async () => {
      const sent = await send(couple.agent, conversationId)
        .field('body', 'Dobrý den, <b>máte</b> volno?<script>alert(1)</script> a < b & c')
        .expect(201);
      expect(sent.body).toMatchObject({
        conversationId,
        senderSide: 'couple',
        body: 'Dobrý den, máte volno? a < b & c',
        mine: true,
        attachments: [],
      });
      const [row] = await t.dataSource.query(`SELECT body, sender_user_id AS "userId" FROM messages WHERE id = $1`, [
        sent.body.id,
      ]);
      expect(row).toEqual({ body: 'Dobrý den, máte volno? a < b & c', userId: couple.userId });

      const reply = await send(provider.agent, conversationId).field('body', 'Ano, máme.').expect(201);
      expect(reply.body.senderSide).toBe('provider');
      const byLink = await send(request(t.server), conversationId)
        .field('token', owned.manageToken)
        .field('body', 'Děkujeme!')
        .expect(201);
      expect(byLink.body.senderSide).toBe('couple');
    });

    it('takes a message without attachments as JSON as well (an integrator, the bench), keeping its text', async () => {
      const sent = await couple.agent
        .post(`/api/conversations/${conversationId}/messages`)
        .send({ body: 'Jen text, bez příloh.' })
        .expect(201);
      expect(sent.body).toMatchObject({ conversationId, senderSide: 'couple', body: 'Jen text, bez příloh.', attachments: [] });
    });

    it('refuses other people (404), an empty message (400) and a too long one (400)', async () => {
      await send(stranger.agent, conversationId).field('body', 'Ahoj').expect(404);
      await send(otherProvider.agent, conversationId).field('body', 'Ahoj').expect(404);
      await send(request(t.server), conversationId).field('body', 'Ahoj').expect(404);
      await send(request(t.server), conversationId).field('token', linkOnly.manageToken).field('body', 'Ahoj').expect(404);

      const empty = await send(couple.agent, conversationId).field('body', '   <p></p> ').expect(400);
      expect(empty.body.message).toBe('Napište zprávu nebo přiložte soubor');
      const none = await send(couple.agent, conversationId).expect(400);
      expect(none.body.message).toBe('Napište zprávu nebo přiložte soubor');
      const long = await send(couple.agent, conversationId).field('body', 'a'.repeat(5001)).expect(400);
      expect(long.body.message).toBe('Zpráva může mít nejvýše 5000 znaků');
      // Tags do not count: what is stored is at most 5000 characters.
      await send(couple.agent, conversationId)
        .field('body', `<i>${'a'.repeat(5000)}</i>`)
        .expect(201);
    });
  });

  describe('attachments', () => {
    let attachmentUrl: string;
    let storedKey: string;

    it('accepts a PDF and an image by content (a PNG named .pdf is a PNG), stored privately under a random name', async () => {
      const sent = await send(couple.agent, conversationId)
        .attach('files', PDF, { filename: 'Rozpočet svatby.pdf', contentType: 'application/pdf' })
        .attach('files', png, { filename: 'fotka.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(sent.body.body).toBe('');
      expect(sent.body.attachments).toEqual([
        { id: expect.any(Number), fileName: 'Rozpočet svatby.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
        { id: expect.any(Number), fileName: 'fotka.png', contentType: 'image/png', sizeBytes: png.length },
      ]);
      const [row] = await t.dataSource.query(`SELECT storage_key AS key FROM message_attachments WHERE id = $1`, [
        sent.body.attachments[0].id,
      ]);
      storedKey = row.key;
      expect(storedKey).toMatch(/^[0-9a-f]{32}$/);
      const file = path.join(t.config.attachmentsDir, storedKey.slice(0, 2), storedKey);
      expect(fs.readFileSync(file).equals(PDF)).toBe(true);
      expect(fs.existsSync(path.join(t.config.uploadsDir, storedKey))).toBe(false);
      attachmentUrl = `/api/conversations/${conversationId}/attachments/${sent.body.attachments[0].id}`;
    });

    it('serves the file to the two sides only, as a download that is not sniffed or cached; never under /uploads', async () => {
      for (const agent of [couple.agent, provider.agent]) {
        const response = await agent
          .get(attachmentUrl)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expect(response.status).toBe(200);
        expect((response.body as Buffer).equals(PDF)).toBe(true);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Rozpocet svatby.pdf"; filename*=UTF-8''Rozpo%C4%8Det%20svatby.pdf`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      await request(t.server).get(attachmentUrl).query({ token: owned.manageToken }).expect(200);
      for (const agent of [stranger.agent, otherProvider.agent, admin.agent, request(t.server)])
        await agent.get(attachmentUrl).expect(404);
      await request(t.server).get(attachmentUrl).query({ token: linkOnly.manageToken }).expect(404);
      // Another conversation's attachment id through this conversation: not found.
      await provider.agent
        .get(`/api/conversations/${linkConversationId}/attachments/${attachmentUrl.split('/').pop()}`)
        .expect(404);
      await request(t.server).get(`/uploads/${storedKey}`).expect(404);
      await request(t.server)
        .get(`/uploads/${storedKey.slice(0, 2)}/${storedKey}`)
        .expect(404);
    });

    it('refuses a renamed program, a fourth file and a file over 10 MB, in Czech, and writes nothing', async () => {
      const before = fs.readdirSync(t.config.attachmentsDir, { recursive: true }).length;
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);
      const renamed = await send(couple.agent, conversationId)
        .attach('files', exe, { filename: 'faktura.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(renamed.body.message).toBe('Přiložit lze jen PDF nebo obrázek JPG, PNG či WebP');
      // A fake PNG header over garbage: sharp cannot read it.
      const fakePng = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 7)]);
      await send(couple.agent, conversationId).attach('files', fakePng, 'obrazek.png').expect(400);

      let four = send(couple.agent, conversationId);
      for (let index = 0; index < 4; index += 1) four = four.attach('files', PDF, `soubor-${index}.pdf`);
      const tooMany = await four.expect(400);
      expect(tooMany.body.message).toBe('Ke zprávě lze přiložit nejvýše 3 soubory');

      const large = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const tooLarge = await send(couple.agent, conversationId).attach('files', large, 'velky.pdf');
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('Příloha může mít nejvýše 10 MB');
      expect(fs.readdirSync(t.config.attachmentsDir, { recursive: true }).length).toBe(before);
    });
  });

  describe('read state', () => {
    it('counts the unread messages of the other side and clears them on read, per side', async () => {
      const { conversationId: id } = await offerConversation(
        t,
        owned.requestId,
        otherProvider.providerId,
        'Nabízíme květinovou výzdobu.',
      );
      await send(otherProvider.agent, id).field('body', 'A ještě jedna zpráva.').expect(201);
      const unread = await couple.agent.get('/api/conversations/unread').expect(200);
      expect(unread.body.unreadMessages).toBeGreaterThanOrEqual(2);
      const thread = (await couple.agent.get('/api/conversations').expect(200)).body.items.find(
        (item: { id: number }) => item.id === id,
      );
      expect(thread.unreadCount).toBe(2);
      expect((await otherProvider.agent.get('/api/conversations/unread').expect(200)).body).toEqual({
        unreadMessages: 0,
        conversations: 0,
      });

      await couple.agent.post(`/api/conversations/${id}/read`).send({}).expect(204);
      const after = (await couple.agent.get('/api/conversations').expect(200)).body.items.find(
        (item: { id: number }) => item.id === id,
      );
      expect(after.unreadCount).toBe(0);
      await stranger.agent.post(`/api/conversations/${id}/read`).send({}).expect(404);
      await request(t.server).post(`/api/conversations/${id}/read`).send({ token: owned.manageToken }).expect(204);

      // The offers' view (Offers module): the conversation and the side's unread count per offer.
      const [{ id: offer }] = await t.dataSource.query(`SELECT offer_id AS id FROM conversations WHERE id = $1`, [id]);
      const byOffer = await t.app.get(ConversationsService).unreadForOffers([offer], 'provider');
      expect(byOffer.get(offer)).toEqual({ conversationId: id, unread: 0 });
    });

    it('counts a notice from Svatby as unread for both sides', async () => {
      const { conversationId: id } = await offerConversation(
        t,
        owned.requestId,
        (await listedProvider(t, `Cukrárna ${RUN}`)).providerId,
      );
      await couple.agent.post(`/api/conversations/${id}/read`).send({}).expect(204);
      await t.dataSource.transaction((manager) =>
        t.app.get(ConversationsService).postSystemMessage(manager, id, 'Pár si vybral jinou nabídku.'),
      );
      const thread = await couple.agent.get(`/api/conversations/${id}/messages`).expect(200);
      expect(thread.body.conversation.unreadCount).toBe(1);
      expect(thread.body.messages.at(-1)).toMatchObject({
        senderSide: 'system',
        mine: false,
        body: 'Pár si vybral jinou nabídku.',
      });
    });

    it("never counts a notice about a side's own action as unread for that side (issue 51), older unread messages stay unread", async () => {
      const listed = await listedProvider(t, `Květiny ${RUN}`);
      const { conversationId: id } = await offerConversation(t, owned.requestId, listed.providerId);
      const unreadOf = async () =>
        (await couple.agent.get(`/api/conversations/${id}/messages`).expect(200)).body.conversation.unreadCount as number;
      const notice = (body: string) =>
        t.dataSource.transaction((manager) => t.app.get(ConversationsService).postSystemMessage(manager, id, body, 'couple'));
      // The offer's first message is unread: the couple's own notice does not hide it, nor count.
      await notice('Pár nabídku odmítl.');
      expect(await unreadOf()).toBe(1);
      await couple.agent.post(`/api/conversations/${id}/read`).send({}).expect(204);
      await notice('Pár přijal tuto nabídku.');
      expect(await unreadOf()).toBe(0);
      // For the provider it is news.
      const providerThread = await listed.agent.get(`/api/conversations/${id}/messages`).expect(200);
      expect(providerThread.body.conversation.unreadCount).toBe(2);
    });
  });

  describe('questions from the portfolio', () => {
    it("starts one thread per couple and provider, only to a listed provider that is not one's own", async () => {
      const asker = await signedInCouple(t);
      const first = await asker.agent
        .post('/api/conversations')
        .send({ providerId: provider.providerId, message: 'Máte volno <b>14. 6.</b>?' })
        .expect(201);
      expect(first.body).toMatchObject({
        side: 'couple',
        request: null,
        offerId: null,
        offerStatus: null,
        counterpart: { name: `Foto Novák ${RUN}`, providerId: provider.providerId },
        lastMessage: { body: 'Máte volno 14. 6.?', senderSide: 'couple' },
      });
      const again = await asker.agent
        .post('/api/conversations')
        .send({ providerId: provider.providerId, message: 'A ještě dotaz.' })
        .expect(201);
      expect(again.body.id).toBe(first.body.id);
      const messages = await asker.agent.get(`/api/conversations/${first.body.id}/messages`).expect(200);
      expect(messages.body.messages.map((message: { body: string }) => message.body)).toEqual([
        'Máte volno 14. 6.?',
        'A ještě dotaz.',
      ]);
      const providerView = await provider.agent.get(`/api/conversations/${first.body.id}/messages`).expect(200);
      expect(providerView.body.conversation.counterpart.name).toBe('Jana Nováková');
      await stranger.agent.get(`/api/conversations/${first.body.id}/messages`).expect(404);

      const own = await provider.agent
        .post('/api/conversations')
        .send({ providerId: provider.providerId, message: 'Ahoj' })
        .expect(400);
      expect(own.body.message).toBe('Vlastnímu profilu zprávu poslat nemůžete');
      const unlisted = await signedInProvider(t, { companyName: `Bez předplatného ${RUN}` });
      const notListed = await asker.agent
        .post('/api/conversations')
        .send({ providerId: unlisted.providerId, message: 'Ahoj' })
        .expect(404);
      expect(notListed.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
      await request(t.server).post('/api/conversations').send({ providerId: provider.providerId, message: 'Ahoj' }).expect(401);
      await asker.agent.post('/api/conversations').send({ providerId: provider.providerId, message: '' }).expect(400);
      await asker.agent
        .post('/api/conversations')
        .send({ providerId: provider.providerId, message: 'x'.repeat(5001) })
        .expect(400);
    });
  });

  describe('rate limits', () => {
    it('refuses the 31st message of an account within a minute (429, Czech)', async () => {
      const sender = await signedInCouple(t);
      const started = await sender.agent
        .post('/api/conversations')
        .send({ providerId: otherProvider.providerId, message: 'Zpráva 1' })
        .expect(201);
      for (let index = 2; index <= 30; index += 1) {
        await send(sender.agent, started.body.id).field('body', `Zpráva ${index}`).expect(201);
      }
      const refused = await send(sender.agent, started.body.id).field('body', 'Zpráva 31').expect(429);
      expect(refused.body.message).toBe('Posíláte zprávy příliš rychle. Zkuste to prosím znovu za chvíli.');
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1`, [
        started.body.id,
      ]);
      expect(count).toBe(30);
    });

    it('lets an account open at most 10 new question threads an hour (continuing one is not new)', async () => {
      const asker = await signedInCouple(t);
      const providers: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        const id = await insertProvider(t.dataSource, { companyName: `Dotazovaný ${index} ${RUN}` });
        await activateSubscription(t.dataSource, id, 'basic');
        providers.push(id);
      }
      for (const id of providers.slice(0, 10))
        await asker.agent.post('/api/conversations').send({ providerId: id, message: 'Dotaz' }).expect(201);
      const refused = await asker.agent
        .post('/api/conversations')
        .send({ providerId: providers[10], message: 'Dotaz' })
        .expect(429);
      expect(refused.body.message).toBe(
        'Oslovili jste v poslední hodině příliš mnoho dodavatelů. Zkuste to prosím znovu později.',
      );
      await asker.agent.post('/api/conversations').send({ providerId: providers[0], message: 'Ještě jeden dotaz' }).expect(201);
    });

    it("counts a manage link's messages per request", async () => {
      const request2 = await coupleRequest(t, RUN);
      const { conversationId: id } = await offerConversation(t, request2.requestId, otherProvider.providerId);
      for (let index = 1; index <= 30; index += 1) {
        await send(request(t.server), id).field('token', request2.manageToken).field('body', `Zpráva ${index}`).expect(201);
      }
      await send(request(t.server), id).field('token', request2.manageToken).field('body', 'Zpráva 31').expect(429);
      // The provider's own allowance is separate.
      await send(otherProvider.agent, id).field('body', 'Odpověď').expect(201);
    });
  });

  describe('reports, blocks and the admin', () => {
    let providerMessageId: number;
    let reportId: number;

    it('lets a side report a message of the other side once; not its own, not a notice, not others', async () => {
      providerMessageId = (
        await send(provider.agent, conversationId).field('body', 'Zaplaťte zálohu na můj soukromý účet.').expect(201)
      ).body.id;
      const coupleMessageId = (await send(couple.agent, conversationId).field('body', 'To raději ne.').expect(201)).body.id;

      const reported = await couple.agent
        .post(`/api/messages/${providerMessageId}/reports`)
        .send({ reason: 'scam', note: 'Chce platbu mimo Svatby.' })
        .expect(201);
      expect(reported.body.message).toBe('Děkujeme, zprávu prověříme');
      const twice = await request(t.server)
        .post(`/api/messages/${providerMessageId}/reports`)
        .send({ reason: 'spam', token: owned.manageToken })
        .expect(409);
      expect(twice.body.message).toBe('Tuto zprávu jste už nahlásili');
      const ownMessage = await couple.agent.post(`/api/messages/${coupleMessageId}/reports`).send({ reason: 'spam' }).expect(400);
      expect(ownMessage.body.message).toBe('Nahlásit lze jen zprávy druhé strany');
      await provider.agent.post(`/api/messages/${coupleMessageId}/reports`).send({ reason: 'offensive' }).expect(201);
      await stranger.agent.post(`/api/messages/${providerMessageId}/reports`).send({ reason: 'spam' }).expect(404);
      await request(t.server).post(`/api/messages/${providerMessageId}/reports`).send({ reason: 'spam' }).expect(404);
      await couple.agent.post(`/api/messages/${providerMessageId}/reports`).send({ reason: 'nevim' }).expect(400);
      await t.dataSource.transaction((manager) =>
        t.app.get(ConversationsService).postSystemMessage(manager, conversationId, 'Oznámení Svatby.'),
      );
      const [{ id: noticeId }] = await t.dataSource.query(`SELECT max(id)::int AS id FROM messages WHERE conversation_id = $1`, [
        conversationId,
      ]);
      await couple.agent.post(`/api/messages/${noticeId}/reports`).send({ reason: 'spam' }).expect(400);

      const thread = await couple.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
      expect(thread.body.messages.find((message: { id: number }) => message.id === providerMessageId).reportedByMe).toBe(true);
    });

    it('shows the admin the open reports with the message and its sender, and the reported conversation whole', async () => {
      await couple.agent.get('/api/admin/message-reports').expect(403);
      await request(t.server).get('/api/admin/message-reports').expect(401);
      const reports = await admin.agent.get('/api/admin/message-reports').query({ status: 'open', pageSize: 50 }).expect(200);
      const report = reports.body.items.find((item: { message: { id: number } }) => item.message.id === providerMessageId);
      expect(report).toMatchObject({
        reason: 'scam',
        note: 'Chce platbu mimo Svatby.',
        reporterSide: 'couple',
        resolvedAt: null,
        conversationId,
        providerId: provider.providerId,
        providerName: `Foto Novák ${RUN}`,
        requestId: owned.requestId,
        sender: { userId: provider.userId, name: `Foto Novák ${RUN}`, email: provider.email, blocked: false },
        message: { id: providerMessageId, senderSide: 'provider', body: 'Zaplaťte zálohu na můj soukromý účet.', mine: false },
      });
      reportId = report.id;

      const whole = await admin.agent.get(`/api/admin/conversations/${conversationId}/messages`).expect(200);
      expect(whole.body.messages.length).toBeGreaterThan(5);
      expect(whole.body.messages.every((message: { mine: boolean }) => !message.mine)).toBe(true);
      await couple.agent.get(`/api/admin/conversations/${conversationId}/messages`).expect(403);
      // With a report the admin may open its attachments too.
      const [{ id: attachmentId }] = await t.dataSource.query(
        `SELECT a.id FROM message_attachments a JOIN messages m ON m.id = a.message_id WHERE m.conversation_id = $1 LIMIT 1`,
        [conversationId],
      );
      await admin.agent.get(`/api/conversations/${conversationId}/attachments/${attachmentId}`).expect(200);
      await stranger.agent.get(`/api/conversations/${conversationId}/attachments/${attachmentId}`).expect(404);
    });

    it('blocks the sender with a reason (audited); the blocked account sends nothing until unblocked', async () => {
      const noReason = await admin.agent
        .post(`/api/admin/message-reports/${reportId}/resolve`)
        .send({ action: 'block' })
        .expect(400);
      expect(noReason.body.message).toBe('Zadejte důvod zablokování');
      const blocked = await admin.agent
        .post(`/api/admin/message-reports/${reportId}/resolve`)
        .send({ action: 'block', reason: 'Žádá platby mimo Svatby.' })
        .expect(200);
      expect(blocked.body.message).toBe('Odesílatel byl zablokován');
      await admin.agent.post(`/api/admin/message-reports/${reportId}/resolve`).send({ action: 'dismiss' }).expect(409);
      await admin.agent.post('/api/admin/message-reports/999999/resolve').send({ action: 'dismiss' }).expect(404);

      const [audit] = await t.dataSource.query(
        `SELECT admin_email AS "adminEmail", details FROM admin_audit_log WHERE action = 'message-report.block' AND target_id = $1`,
        [String(reportId)],
      );
      expect(audit).toMatchObject({
        adminEmail: admin.email,
        details: { reason: 'Žádá platby mimo Svatby.', senderUserId: provider.userId },
      });
      const [settings] = await t.dataSource.query(`SELECT blocked_reason AS reason FROM messaging_settings WHERE user_id = $1`, [
        provider.userId,
      ]);
      expect(settings.reason).toBe('Žádá platby mimo Svatby.');
      expect(await t.app.get(ConversationsService).isBlocked(provider.userId)).toBe(true);

      const refused = await send(provider.agent, conversationId).field('body', 'Ještě jednou.').expect(403);
      expect(refused.body.message).toBe(BLOCKED);
      const resolved = await admin.agent
        .get('/api/admin/message-reports')
        .query({ status: 'resolved', pageSize: 50 })
        .expect(200);
      expect(resolved.body.items.find((item: { id: number }) => item.id === reportId)).toMatchObject({
        sender: { blocked: true },
      });

      await admin.agent.put(`/api/admin/users/${provider.userId}/messaging-block`).send({ blocked: true }).expect(400);
      const unblocked = await admin.agent
        .put(`/api/admin/users/${provider.userId}/messaging-block`)
        .send({ blocked: false })
        .expect(200);
      expect(unblocked.body).toMatchObject({
        userId: provider.userId,
        blocked: false,
        blockedAt: null,
        message: 'Posílání zpráv a nabídek bylo odblokováno',
      });
      await send(provider.agent, conversationId).field('body', 'Omlouváme se.').expect(201);
      await admin.agent.put('/api/admin/users/999999999/messaging-block').send({ blocked: true, reason: 'Spam' }).expect(404);
      await couple.agent.put(`/api/admin/users/${provider.userId}/messaging-block`).send({ blocked: false }).expect(403);
      const audits = await t.dataSource.query(
        `SELECT action FROM admin_audit_log WHERE target_type = 'user' AND target_id = $1`,
        [String(provider.userId)],
      );
      expect(audits).toEqual([{ action: 'user.messaging-unblock' }]);
    });

    it('blocks a couple too: it can neither ask nor write', async () => {
      const asker = await signedInCouple(t);
      await admin.agent
        .put(`/api/admin/users/${asker.userId}/messaging-block`)
        .send({ blocked: true, reason: 'Obtěžování dodavatelů.' })
        .expect(200);
      const refused = await asker.agent
        .post('/api/conversations')
        .send({ providerId: provider.providerId, message: 'Ahoj' })
        .expect(403);
      expect(refused.body.message).toBe(BLOCKED);
    });

    it('dismisses a report (audited) and closes it', async () => {
      const [open] = await t.dataSource.query(
        `SELECT id FROM message_reports WHERE resolved_at IS NULL AND reporter_side = 'provider' ORDER BY id DESC LIMIT 1`,
      );
      const dismissed = await admin.agent
        .post(`/api/admin/message-reports/${open.id}/resolve`)
        .send({ action: 'dismiss' })
        .expect(200);
      expect(dismissed.body.message).toBe('Nahlášení bylo zamítnuto');
      const [row] = await t.dataSource.query(`SELECT resolved_at IS NOT NULL AS resolved FROM message_reports WHERE id = $1`, [
        open.id,
      ]);
      expect(row.resolved).toBe(true);
      const [audit] = await t.dataSource.query(
        `SELECT action FROM admin_audit_log WHERE target_type = 'message_report' AND target_id = $1`,
        [String(open.id)],
      );
      expect(audit.action).toBe('message-report.dismiss');
    });
  });

  describe('messaging settings', () => {
    it('keeps message e-mails on by default and lets the account turn them off', async () => {
      expect((await stranger.agent.get('/api/conversations/settings').expect(200)).body).toEqual({ messageEmails: true });
      expect((await stranger.agent.put('/api/conversations/settings').send({ messageEmails: false }).expect(200)).body).toEqual({
        messageEmails: false,
      });
      expect((await stranger.agent.get('/api/conversations/settings').expect(200)).body).toEqual({ messageEmails: false });
      await stranger.agent.put('/api/conversations/settings').send({ messageEmails: 'ne' }).expect(400);
      await request(t.server).get('/api/conversations/settings').expect(401);
    });
  });
});
