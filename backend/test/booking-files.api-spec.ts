import * as ical from 'node-ical';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { CALENDAR_FEED_RATE_LIMIT } from '../src/bookings/calendar/calendar-feeds.controller';
import { accountRequestBody } from './support/account-fixtures';
import { signedInAdmin, signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { listedProvider } from './support/conversation-fixtures';
import { manageLinkToken, submitRequest } from './support/request-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/*
 * Issue 44, items 3 and 6: a booking's PDF document and .ics event for its two sides, and the private
 * calendar feeds (made, read back with a parser as Google or Apple would, replaced, revoked, expired).
 * Bookings are made as in the product: the couple accepts an offer, the provider confirms.
 */

const RUN = `soubory${process.pid}x${Date.now().toString(36)}`;
const NOT_CONFIRMED = 'Potvrzení rezervace vznikne, až dodavatel rezervaci potvrdí.';
const FEED_NOT_FOUND = 'Kalendář nenalezen. Odkaz byl zrušen, nahrazen novým, nebo dlouho nepoužit: vytvořte si ve Svatbách nový.';

type Agent = ReturnType<TestApp['agent']>;
type Couple = { agent: Agent; userId: number; email: string };

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A binary body (PDF) as a Buffer. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The PDF's text, Intl's non-breaking spaces as plain ones. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\u00a0/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The VEVENTs of an iCalendar text, parsed back with node-ical. */
function eventsOf(text: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item): item is ical.VEvent => item?.type === 'VEVENT');
}

/** The path of a feed URL (the app's own server answers it). */
const feedPath = (url: string): string => new URL(url).pathname;

describe('Booking files and calendar feeds API', () => {
  let t: TestApp;
  let provider: SignedInProvider;
  let stranger: SignedInProvider;
  let couple: Couple;
  let admin: { agent: Agent };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await listedProvider(t, 'Fotoateliér Šťastný');
    stranger = await signedInProvider(t, { companyName: 'Cizí Foto' });
    couple = await signedInCouple(t);
    admin = await signedInAdmin(t);
    // The provider's bank account and a 30 % deposit: the document shows the deposit and the account.
    await t.dataSource.query(
      `INSERT INTO provider_booking_settings (provider_id, cancellation_terms, deposit_percent, bank_account_iban)
       VALUES ($1, $2, 30, 'CZ6508000000192000145399')
       ON CONFLICT (provider_id) DO UPDATE SET cancellation_terms = excluded.cancellation_terms, deposit_percent = 30,
         bank_account_iban = excluded.bank_account_iban`,
      [provider.providerId, 'Zálohu vracíme při zrušení více než 90 dní před svatbou.'],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  let made = 0;
  /**
   * A booking waiting for the provider: a request (of the signed-in couple, or link-only), the provider's offer for
   * 45 000 Kč, the couple's accept. Its id, number and the manage token.
   */
  async function pendingBooking(options: { linkOnly?: boolean; day?: number } = {}): Promise<{ id: number; number: string; eventDate: string; token: string }> {
    made += 1;
    const eventDate = inDays(options.day ?? 120 + made * 7);
    const email = options.linkOnly ? uniqueEmail('odkaz') : couple.email;
    const body = accountRequestBody(email, RUN, {
      coupleName: 'Jana a Petr Růžičkovi',
      weddingDate: eventDate,
      description: `Hledáme fotografa na celý den, poptávka ${made}. ${RUN}`,
    });
    const created = await submitRequest(t, body, options.linkOnly ? {} : { agent: couple.agent });
    const requestId = created.body.id as number;
    const token = await manageLinkToken(t, email);
    const offer = await provider.agent
      .post(`/api/service-requests/${requestId}/offers`)
      .send({
        message: 'Dobrý den, rádi vám nafotíme celý svatební den.',
        priceKind: 'exact',
        priceMin: 45_000,
        includedItems: ['Celodenní focení', 'Příprava nevěsty', '300 upravených fotografií'],
      })
      .expect(201);
    const answer = options.linkOnly ? { token } : {};
    await (options.linkOnly ? request(t.server) : couple.agent).post(`/api/offers/${offer.body.id}/accept`).send(answer).expect(200);
    const [row] = (await t.dataSource.query(`SELECT id, number FROM bookings WHERE offer_id = $1`, [offer.body.id])) as Array<{ id: number; number: string }>;
    expect(row).toBeDefined();
    return { ...row, eventDate, token };
  }

  async function confirmedBooking(options: { linkOnly?: boolean } = {}) {
    const booking = await pendingBooking(options);
    await provider.agent.post(`/api/bookings/${booking.id}/confirm`).send({}).expect(200);
    return booking;
  }

  const sequenceOf = async (id: number): Promise<number> =>
    ((await t.dataSource.query(`SELECT sequence FROM bookings WHERE id = $1`, [id])) as Array<{ sequence: number }>)[0].sequence;

  describe('the document and the single event', () => {
    it('answers 409 until the provider confirms', async () => {
      const booking = await pendingBooking();
      for (const file of ['document.pdf', 'event.ics']) {
        const res = await couple.agent.get(`/api/bookings/${booking.id}/${file}`).expect(409);
        expect(res.body.message).toBe(NOT_CONFIRMED);
      }
      await provider.agent.get(`/api/bookings/${booking.id}/document.pdf`).expect(409);
    });

    it('gives both sides the PDF "Potvrzení rezervace" with the number, the Czech price and diacritics', async () => {
      const booking = await confirmedBooking();
      const res = await couple.agent.get(`/api/bookings/${booking.id}/document.pdf`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="potvrzeni-rezervace-${booking.number}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(booking.number).toMatch(/^SV-\d{4}-\d{6}$/);
      expect(text).toContain(booking.number);
      expect(text).toContain('Potvrzení rezervace');
      expect(text).toContain('45 000 Kč');
      expect(text).toContain('Fotoateliér Šťastný');
      expect(text).toContain('Jana a Petr Růžičkovi');
      expect(text).toContain('Příprava nevěsty');
      expect(text).toContain('Zálohu vracíme při zrušení více než 90 dní před svatbou.');
      // The deposit (30 % of the price, the provider's default) to the provider's own account.
      expect(text).toContain('Výše zálohy: 13 500 Kč');
      expect(text).toContain('Účet dodavatele: 19-2000145399/0800');
      expect(text).toContain(`Variabilní symbol: ${booking.number.replace(/\D/g, '')}`);
      // The date in Czech words, as Intl writes it for Prague.
      const czechDay = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' }).format(
        new Date(`${booking.eventDate}T12:00:00Z`),
      );
      expect(text).toContain(czechDay);

      // The provider gets the same document (the content is frozen: the same bytes).
      const theirs = await provider.agent.get(`/api/bookings/${booking.id}/document.pdf`).buffer(true).parse(binary).expect(200);
      expect((theirs.body as Buffer).equals(pdf)).toBe(true);
      await admin.agent.get(`/api/bookings/${booking.id}/document.pdf`).expect(200);
    });

    it('opens the files to a link-only couple by the manage token', async () => {
      const booking = await confirmedBooking({ linkOnly: true });
      const res = await request(t.server).get(`/api/bookings/${booking.id}/document.pdf?token=${booking.token}`).buffer(true).parse(binary).expect(200);
      expect(await pdfText(res.body as Buffer)).toContain(booking.number);
      const ics = await request(t.server).get(`/api/bookings/${booking.id}/event.ics?token=${booking.token}`).expect(200);
      expect(eventsOf(ics.text)[0].uid).toBe(`booking-${booking.id}@svatby.cz`);
      await request(t.server).get(`/api/bookings/${booking.id}/document.pdf`).expect(401);
    });

    it('hides the files from strangers (404)', async () => {
      const booking = await confirmedBooking();
      await stranger.agent.get(`/api/bookings/${booking.id}/document.pdf`).expect(404);
      await stranger.agent.get(`/api/bookings/${booking.id}/event.ics`).expect(404);
      const other = await signedInCouple(t);
      await other.agent.get(`/api/bookings/${booking.id}/document.pdf`).expect(404);
      // Another request's manage link opens nothing of this booking.
      const foreign = await pendingBooking({ linkOnly: true });
      await request(t.server).get(`/api/bookings/${booking.id}/event.ics?token=${foreign.token}`).expect(404);
    });

    it('gives one all-day event with the booking UID, its SEQUENCE and STATUS', async () => {
      const booking = await confirmedBooking();
      const res = await couple.agent.get(`/api/bookings/${booking.id}/event.ics`).expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="rezervace-${booking.number}.ics"`);
      const events = eventsOf(res.text);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event.uid).toBe(`booking-${booking.id}@svatby.cz`);
      expect(event.datetype).toBe('date');
      expect(event.start.dateOnly).toBe(true);
      expect(res.text).toContain(`DTSTART;VALUE=DATE:${booking.eventDate.replace(/-/g, '')}`);
      expect(Number(event.sequence)).toBe(await sequenceOf(booking.id));
      expect(event.status).toBe('CONFIRMED');
      expect(event.summary).toBe('Svatba: Jana a Petr Růžičkovi – Fotoateliér Šťastný');
    });
  });

  describe('the calendar feed', () => {
    it('makes a private URL, shows it only once, and serves the bookings as all-day events in Europe/Prague', async () => {
      const booking = await confirmedBooking();
      const made = await couple.agent.post('/api/calendar-feed').expect(200);
      expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(made.body.active).toBe(true);
      const [stored] = (await t.dataSource.query(`SELECT token_hash AS "tokenHash" FROM calendar_feeds WHERE user_id = $1`, [couple.userId])) as Array<{
        tokenHash: string;
      }>;
      // Only the SHA-256 of the token is kept.
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(made.body.url).not.toContain(stored.tokenHash);
      const read = await couple.agent.get('/api/calendar-feed').expect(200);
      expect(read.body).toMatchObject({ url: null, active: true });

      const feed = await request(t.server).get(feedPath(made.body.url)).expect(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.text).toContain('X-WR-TIMEZONE:Europe/Prague');
      const parsed = ical.sync.parseICS(feed.text);
      const zone = Object.values(parsed).find((item) => item?.type === 'VTIMEZONE') as { tzid?: string } | undefined;
      expect(zone?.tzid).toBe('Europe/Prague');
      const event = eventsOf(feed.text).find((item) => item.uid === `booking-${booking.id}@svatby.cz`);
      expect(event).toBeDefined();
      expect(event!.datetype).toBe('date');
      expect(event!.status).toBe('CONFIRMED');
      expect(feed.text).toContain(`DTSTART;VALUE=DATE:${booking.eventDate.replace(/-/g, '')}`);
      // A new feed of someone else does not show this couple's booking.
      const otherFeed = await stranger.agent.post('/api/calendar-feed').expect(200);
      const theirs = await request(t.server).get(feedPath(otherFeed.body.url)).expect(200);
      expect(eventsOf(theirs.text).some((item) => item.uid === `booking-${booking.id}@svatby.cz`)).toBe(false);
    });

    it('keeps the UID across regenerations, raises SEQUENCE on a change and marks a cancellation STATUS:CANCELLED', async () => {
      const booking = await confirmedBooking();
      const uid = `booking-${booking.id}@svatby.cz`;
      const first = await couple.agent.post('/api/calendar-feed').expect(200);
      const before = eventsOf((await request(t.server).get(feedPath(first.body.url)).expect(200)).text).find((item) => item.uid === uid)!;
      expect(before).toBeDefined();

      const second = await couple.agent.post('/api/calendar-feed').expect(200);
      expect(second.body.url).not.toBe(first.body.url);
      // The replaced URL stops working; the new one shows the same event.
      const gone = await request(t.server).get(feedPath(first.body.url)).expect(404);
      expect(gone.body.message).toBe(FEED_NOT_FOUND);
      const again = eventsOf((await request(t.server).get(feedPath(second.body.url)).expect(200)).text).find((item) => item.uid === uid)!;
      expect(again.sequence).toEqual(before.sequence);

      await couple.agent.post(`/api/bookings/${booking.id}/cancel`).send({ reason: 'Svatbu přesouváme na jiný rok.' }).expect(200);
      const after = eventsOf((await request(t.server).get(feedPath(second.body.url)).expect(200)).text).find((item) => item.uid === uid)!;
      expect(after).toBeDefined();
      expect(after.status).toBe('CANCELLED');
      expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
      expect(Number(after.sequence)).toBe(await sequenceOf(booking.id));

      // The provider's feed has the cancelled booking too, under the same UID.
      const providerFeed = await provider.agent.post('/api/calendar-feed').expect(200);
      const theirs = eventsOf((await request(t.server).get(feedPath(providerFeed.body.url)).expect(200)).text).find((item) => item.uid === uid);
      expect(theirs?.status).toBe('CANCELLED');
    });

    it("adds the provider's busy days, without repeating a day a booking holds", async () => {
      const booking = await confirmedBooking();
      const busyDay = inDays(45);
      await provider.agent.post('/api/availability').send({ date: busyDay, status: 'busy', notes: 'Rodinná oslava' }).expect(200);
      const made = await provider.agent.post('/api/calendar-feed').expect(200);
      const text = (await request(t.server).get(feedPath(made.body.url)).expect(200)).text;
      const events = eventsOf(text);
      const busy = events.find((item) => item.uid === `busy-${provider.providerId}-${busyDay.replace(/-/g, '')}@svatby.cz`);
      expect(busy?.summary).toBe('Obsazeno');
      expect(busy?.datetype).toBe('date');
      expect(events.some((item) => item.uid === `booking-${booking.id}@svatby.cz`)).toBe(true);
      // Confirming made the wedding day busy; the feed shows it once, as the booking.
      expect(events.some((item) => item.uid === `busy-${provider.providerId}-${booking.eventDate.replace(/-/g, '')}@svatby.cz`)).toBe(false);
    });

    it('answers 404 to a revoked, an unknown or a long-unused token', async () => {
      const made = await couple.agent.post('/api/calendar-feed').expect(200);
      await request(t.server).get(feedPath(made.body.url)).expect(200);
      const revoked = await couple.agent.delete('/api/calendar-feed').expect(200);
      expect(revoked.body).toMatchObject({ url: null, active: false });
      await request(t.server).get(feedPath(made.body.url)).expect(404);
      expect((await couple.agent.get('/api/calendar-feed').expect(200)).body.active).toBe(false);

      await request(t.server).get(`/api/calendar/${'a'.repeat(43)}.ics`).expect(404);
      await request(t.server).get('/api/calendar/kratky.ics').expect(404);

      const fresh = await couple.agent.post('/api/calendar-feed').expect(200);
      await t.dataSource.query(`UPDATE calendar_feeds SET last_used_at = now() - interval '181 days' WHERE user_id = $1`, [couple.userId]);
      await request(t.server).get(feedPath(fresh.body.url)).expect(404);
      expect((await couple.agent.get('/api/calendar-feed').expect(200)).body.active).toBe(false);
    });

    it('records a use at most once a day', async () => {
      const made = await couple.agent.post('/api/calendar-feed').expect(200);
      const lastUsed = async () =>
        ((await t.dataSource.query(`SELECT last_used_at AS "at" FROM calendar_feeds WHERE user_id = $1`, [couple.userId])) as Array<{ at: Date }>)[0].at;
      await t.dataSource.query(`UPDATE calendar_feeds SET last_used_at = now() - interval '3 days' WHERE user_id = $1`, [couple.userId]);
      await request(t.server).get(feedPath(made.body.url)).expect(200);
      const touched = await lastUsed();
      expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
      await request(t.server).get(feedPath(made.body.url)).expect(200);
      expect((await lastUsed()).getTime()).toBe(touched.getTime());
    });

    it('limits the feed per client address', async () => {
      const { limit } = CALENDAR_FEED_RATE_LIMIT.default;
      const address = '10.66.1.1';
      for (let index = 0; index < limit; index++) {
        await request(t.server).get(`/api/calendar/${'b'.repeat(43)}.ics`).set('X-Forwarded-For', address).expect(404);
      }
      await request(t.server).get(`/api/calendar/${'b'.repeat(43)}.ics`).set('X-Forwarded-For', address).expect(429);
      // Another address is not affected.
      await request(t.server).get(`/api/calendar/${'b'.repeat(43)}.ics`).set('X-Forwarded-For', '10.66.1.2').expect(404);
    });

    it('is for signed-in accounts only', async () => {
      await request(t.server).get('/api/calendar-feed').expect(401);
      await request(t.server).post('/api/calendar-feed').expect(401);
      await request(t.server).delete('/api/calendar-feed').expect(401);
    });
  });
});
