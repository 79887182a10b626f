import request from 'supertest';
import { BookingReviewInvitations } from '../src/bookings/bookings.review-invitations';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp, uniqueEmail } from './support/test-app';

/*
 * Issue 44, item 7: reviews from real bookings. The invitation job runs with a controlled clock
 * (its `now`); the bookings are written straight into the table (the Bookings core makes them from
 * accepted offers; here only what the invitation and the review read matters).
 */

const RUN = `rezhod${process.pid}x${Date.now().toString(36)}`;
const UNKNOWN_LINK = 'Odkaz k hodnocení rezervace je neplatný nebo vypršel.';
const BOOKING_REVIEWED = 'K této rezervaci už bylo hodnocení přidáno.';

/** A Prague noon `days` after the YYYY-MM-DD `day` (a time no DST change moves across midnight). */
const pragueNoon = (day: string, days = 0): Date => {
  const date = new Date(`${day}T10:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

/** The Prague day `days` before today, YYYY-MM-DD (the links' expiry runs on the database's clock, so these bookings are recent). */
const pragueDaysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

describe('Reviews from real bookings (issue 44, item 7)', () => {
  let t: TestApp;
  let jobs: BookingReviewInvitations;
  let clientIp = 0;
  const post = (path: string) => {
    clientIp += 1;
    return request(t.server).post(path).set('X-Forwarded-For', `10.44.${Math.floor(clientIp / 250)}.${clientIp % 250}`);
  };
  const get = (path: string) => {
    clientIp += 1;
    return request(t.server).get(path).set('X-Forwarded-For', `10.45.${Math.floor(clientIp / 250)}.${clientIp % 250}`);
  };
  let sequence = 0;

  /** A booking in the given state with an event date, straight in the table; its id and couple e-mail. */
  const insertBooking = async (providerId: number, eventDate: string, status = 'confirmed'): Promise<{ id: number; email: string }> => {
    sequence += 1;
    const email = uniqueEmail(`par-${sequence}`);
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO bookings (number, offer_id, request_id, provider_id, status, event_date, respond_by, confirmed_at,
                             couple_name, couple_email, provider_name)
       VALUES ($1, $2, $3, $4, $5, $6, now() + interval '72 hours', CASE WHEN $5::varchar = 'confirmed' THEN now() END,
               'Jana a Petr', $7, 'Fotograf')
       RETURNING id`,
      [`SV-T-${process.pid % 100000}-${sequence}`.slice(0, 20), 2_000_000_000 - process.pid * 100 - sequence, 1, providerId, status, eventDate, email],
    )) as Array<{ id: number }>;
    return { id, email };
  };
  const invitationsTo = (email: string): Promise<Array<{ template: string; textBody: string; secret: boolean }>> =>
    t.dataSource.query(
      `SELECT template, text_body AS "textBody", secret FROM mail_outbox WHERE to_email = $1 AND template = 'booking-review-invitation' ORDER BY id`,
      [email],
    );
  const tokenIn = (text: string): string => {
    const url = /https?:\/\/\S+rezervace=\S+/.exec(text)?.[0];
    if (!url) throw new Error(`no review link in: ${text}`);
    return new URL(url).searchParams.get('rezervace')!;
  };
  /** Runs the job until a booking of `providerId` invites `email` (other suites' bookings may share the table), at `now`. */
  const runJob = (now: Date) => jobs.sendDue(now);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    jobs = t.app.get(BookingReviewInvitations);
  });
  afterAll(() => t.close());

  it('invites the couple once, three days after the wedding date (Prague), not before and not twice, with a link that carries no typed text', async () => {
    const providerId = await insertProvider(t.dataSource, { companyName: `Fotoateliér Pozvánka ${RUN}`, categories: ['photography'] });
    const eventDate = '2026-06-13';
    const booking = await insertBooking(providerId, eventDate);
    const declined = await insertBooking(providerId, eventDate, 'declined');

    // Two days after: nothing yet.
    await runJob(pragueNoon(eventDate, 2));
    expect(await invitationsTo(booking.email)).toEqual([]);
    // Late on the second day in Prague (22:30 UTC = 00:30 the third day in Prague in summer): the third Prague day counts.
    const [{ invited: before }] = await t.dataSource.query(`SELECT review_invited_at AS invited FROM bookings WHERE id = $1`, [booking.id]);
    expect(before).toBeNull();
    await runJob(new Date(`2026-06-15T21:30:00Z`)); // 23:30 on the 15th in Prague: still 2 days after
    expect(await invitationsTo(booking.email)).toEqual([]);
    await runJob(new Date(`2026-06-15T22:30:00Z`)); // 00:30 on the 16th in Prague: 3 days after
    const mails = await invitationsTo(booking.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].secret).toBe(true);
    // Nothing anybody typed: neither the couple's nor the provider's name.
    expect(mails[0].textBody).not.toContain('Jana a Petr');
    expect(mails[0].textBody).not.toContain(RUN);
    expect(mails[0].textBody).toContain(`/portfolio?provider=${providerId}&rezervace=`);
    expect(mails[0].textBody).toContain('13. 6. 2026');
    const [row] = await t.dataSource.query(
      `SELECT review_invited_at AS "invitedAt", review_token_hash AS "hash", review_token_expires_at AS "expiresAt" FROM bookings WHERE id = $1`,
      [booking.id],
    );
    expect(row.invitedAt).not.toBeNull();
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    // The token is kept hashed, never as sent.
    expect(row.hash).not.toBe(tokenIn(mails[0].textBody));
    expect(Math.round((new Date(row.expiresAt).getTime() - new Date(row.invitedAt).getTime()) / 86_400_000)).toBe(60);

    // Later runs (the next days, and one at the same moment) send nothing more.
    await Promise.all([runJob(pragueNoon(eventDate, 4)), runJob(pragueNoon(eventDate, 4))]);
    await runJob(pragueNoon(eventDate, 10));
    expect(await invitationsTo(booking.email)).toHaveLength(1);
    // A booking that was not confirmed is never invited.
    expect(await invitationsTo(declined.email)).toEqual([]);
  });

  describe('a review through the link', () => {
    let providerId: number;
    let token: string;
    let bookingId: number;
    let coupleEmail: string;

    beforeAll(async () => {
      providerId = await insertProvider(t.dataSource, { companyName: `Cukrárna Rezervace ${RUN}`, categories: ['cake'] });
      await activateSubscription(t.dataSource, providerId, 'basic');
      const booking = await insertBooking(providerId, pragueDaysAgo(3));
      bookingId = booking.id;
      coupleEmail = booking.email;
      await runJob(new Date());
      token = tokenIn((await invitationsTo(coupleEmail))[0].textBody);
    });

    it('shows the form its provider and the couple, is published at once marked "Ověřená rezervace", and the counts follow', async () => {
      expect((await get('/api/reviews/booking-invitation').query({ token }).expect(200)).body).toEqual({ providerId, coupleName: 'Jana a Petr' });

      const created = await post('/api/reviews/booking')
        .send({ token, reviewerName: 'Jana a Petr', overallRating: 5, qualityRating: 4, reviewText: 'Dort byl výborný.' })
        .expect(201);
      expect(created.body).toMatchObject({
        status: 'confirmed',
        review: { reviewerName: 'Jana a Petr', overallRating: 5, qualityRating: 4, mark: 'reservation', verifiedCollaboration: false },
      });
      // Published: no confirmation mail went out, and the list shows it with its mark.
      expect(await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_email = $1 AND template <> 'booking-review-invitation'`, [coupleEmail])).toEqual([]);
      const [stored] = await t.dataSource.query(`SELECT status, booking_id AS "bookingId", email FROM reviews WHERE id = $1`, [created.body.review.id]);
      expect(stored).toEqual({ status: 'confirmed', bookingId, email: coupleEmail.toLowerCase() });
      const list = (await get(`/api/providers/${providerId}/reviews`).expect(200)).body;
      expect(list.items).toEqual([expect.objectContaining({ id: created.body.review.id, mark: 'reservation' })]);

      // A review of the same provider the usual way (Gmail, confirmed by its link) counts, but not as from a booking.
      const gmail = uniqueEmail('hodnotitel').replace('@example.cz', '@gmail.com');
      const plain = await post(`/api/providers/${providerId}/reviews`).send({ email: gmail, overallRating: 4 }).expect(201);
      const confirmed = await post('/api/reviews/confirm')
        .send({ token: new URL(plain.body.devConfirmLink).searchParams.get('token') })
        .expect(200);
      expect(confirmed.body.review.mark).toBeNull();

      // The portfolio header and the catalogue card: 2 reviews, 1 of them from a booking.
      const header = (await get(`/api/providers/${providerId}`).expect(200)).body;
      expect(header).toMatchObject({ reviewCount: 2, bookingReviewCount: 1 });
      const catalogue = (await get('/api/service-providers').query({ search: `Cukrárna Rezervace ${RUN}`, pageSize: 50 }).expect(200)).body;
      expect(catalogue.items).toEqual([expect.objectContaining({ id: providerId, reviewCount: 2, bookingReviewCount: 1 })]);
      // Kept on the row with the review count (no join per card).
      const [figures] = await t.dataSource.query(`SELECT review_count, booking_review_count FROM provider_profiles WHERE id = $1`, [providerId]);
      expect(figures).toEqual({ review_count: 2, booking_review_count: 1 });

      // An admin hiding the booking's review takes it out of both counts.
      await t.dataSource.query(`UPDATE reviews SET status = 'hidden' WHERE id = $1`, [created.body.review.id]);
      expect((await get(`/api/providers/${providerId}`).expect(200)).body).toMatchObject({ reviewCount: 1, bookingReviewCount: 0 });
      await t.dataSource.query(`UPDATE reviews SET status = 'confirmed' WHERE id = $1`, [created.body.review.id]);
    });

    it('answers 409 to a second review through the same link', async () => {
      const again = await post('/api/reviews/booking').send({ token, overallRating: 1 }).expect(409);
      expect(again.body.message).toBe(BOOKING_REVIEWED);
      expect((await get('/api/reviews/booking-invitation').query({ token }).expect(409)).body.message).toBe(BOOKING_REVIEWED);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE booking_id = $1`, [bookingId]);
      expect(count).toBe(1);
    });

    it('publishes one of two reviews sent at once through one link, and answers 409 to the other', async () => {
      const booking = await insertBooking(providerId, pragueDaysAgo(4));
      await runJob(new Date());
      const raceToken = tokenIn((await invitationsTo(booking.email))[0].textBody);
      const answers = await Promise.all([1, 2].map((n) => post('/api/reviews/booking').send({ token: raceToken, overallRating: n + 3 })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE booking_id = $1`, [booking.id]);
      expect(count).toBe(1);
    });

    it('answers 400 to a malformed token and 404 to a tampered or expired one, storing nothing', async () => {
      const before = (await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [providerId]))[0].count;
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await post('/api/reviews/booking').send({ token: tampered, overallRating: 5 }).expect(404)).body.message).toBe(UNKNOWN_LINK);
      expect((await get('/api/reviews/booking-invitation').query({ token: tampered }).expect(404)).body.message).toBe(UNKNOWN_LINK);
      expect((await post('/api/reviews/booking').send({ token: 'not a token!', overallRating: 5 }).expect(400)).body.message).toBeDefined();
      expect((await post('/api/reviews/booking').send({ overallRating: 5 }).expect(400)).body.message).toBeDefined();

      // An expired link (60 days) is unknown too.
      const other = await insertBooking(providerId, pragueDaysAgo(5));
      await runJob(new Date());
      const otherToken = tokenIn((await invitationsTo(other.email))[0].textBody);
      await t.dataSource.query(`UPDATE bookings SET review_token_expires_at = now() - interval '1 second' WHERE id = $1`, [other.id]);
      expect((await post('/api/reviews/booking').send({ token: otherToken, overallRating: 5 }).expect(404)).body.message).toBe(UNKNOWN_LINK);
      const after = (await t.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE provider_id = $1`, [providerId]))[0].count;
      expect(after).toBe(before);
    });
  });
});
