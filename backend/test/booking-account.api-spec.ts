import { ACCOUNT_PASSWORD, signedInCouple } from './support/accounts';
import { insertBooking, listedProvider, type BookingRow } from './support/booking-rows';
import { nextCoupleAddress } from './support/request-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Bookings and the account's data rights (issue 44, "GDPR"): the export carries the account's
 * bookings on both sides; deleting an account keeps the other side's booking with the deleted
 * party's name replaced ('Smazaný účet') and its contacts and typed reasons gone.
 */
const RUN = `rezervace-gdpr${process.pid}x${Date.now().toString(36)}`;
const DAY = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Agent = ReturnType<TestApp['agent']>;

/** A frozen document as the confirmation writes it. */
const documentOf = (row: { number: string }, couple: { name: string; email: string }, companyName: string) => ({
  number: row.number,
  issuedAt: new Date().toISOString(),
  provider: { companyName, ico: '12345678', email: 'foto@example.cz', phone: '+420 777 111 222', address: 'Dlouhá 1, Praha' },
  couple: { name: couple.name, email: couple.email, phone: '+420 777 123 456' },
  eventDate: inDays(150),
  place: 'Praha',
  title: 'Fotografie – Praha',
  items: ['Celodenní focení'],
  price: { kind: 'exact', min: 25000, max: null },
  deposit: { amount: 5000, iban: 'CZ6508000000192000145399' },
  cancellationTerms: 'Storno do 30 dní zdarma.',
});

describe('Bookings in the export and the deletion', () => {
  let t: TestApp;

  const bookingRow = async (id: number) =>
    (
      (await t.dataSource.query(
        `SELECT status, couple_user_id AS "coupleUserId", couple_name AS "coupleName", couple_email AS "coupleEmail",
                provider_user_id AS "providerUserId", provider_name AS "providerName", document
           FROM bookings WHERE id = $1`,
        [id],
      )) as Array<Record<string, unknown> & { document: ReturnType<typeof documentOf> }>
    )[0];
  const reasons = async (id: number) =>
    (await t.dataSource.query(`SELECT actor, action, reason FROM booking_history WHERE booking_id = $1 ORDER BY id`, [id])) as Array<{
      actor: string;
      action: string;
      reason: string | null;
    }>;
  const addHistory = (row: BookingRow, actor: string, action: string, reason: string | null) =>
    t.dataSource.query(`INSERT INTO booking_history (booking_id, actor, action, reason) VALUES ($1, $2, $3, $4)`, [
      row.bookingId,
      actor,
      action,
      reason,
    ]);
  const deleteAccount = (agent: Agent) =>
    agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('exports the couple’s and the provider’s bookings with their history and document', async () => {
    const provider = await listedProvider(t, `Foto Export ${RUN}`);
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'cancelled', eventDate: inDays(150) });
    await t.dataSource.query(`UPDATE bookings SET document = $2 WHERE id = $1`, [
      row.bookingId,
      JSON.stringify(documentOf(row, { name: 'Jana a Petr', email: row.coupleEmail }, `Foto Export ${RUN}`)),
    ]);
    await addHistory(row, 'couple', 'created', null);
    await addHistory(row, 'couple', 'cancelled', 'Svatba se přesouvá.');

    const coupleExport = (await couple.agent.get('/api/account/export').expect(200)).body;
    expect(coupleExport.bookings).toHaveLength(1);
    expect(coupleExport.bookings[0]).toMatchObject({
      id: row.bookingId,
      number: row.number,
      side: 'couple',
      status: 'cancelled',
      providerId: provider.providerId,
      coupleEmail: row.coupleEmail,
      eventDate: inDays(150),
      document: { number: row.number, deposit: { amount: 5000 } },
    });
    expect(coupleExport.bookings[0].history).toEqual([
      expect.objectContaining({ actor: 'couple', action: 'created', reason: null }),
      expect.objectContaining({ actor: 'couple', action: 'cancelled', reason: 'Svatba se přesouvá.' }),
    ]);

    const providerExport = (await provider.agent.get('/api/account/export').expect(200)).body;
    expect(providerExport.bookings.map((booking: { id: number; side: string }) => [booking.id, booking.side])).toEqual([
      [row.bookingId, 'provider'],
    ]);

    const stranger = await signedInCouple(t);
    expect((await stranger.agent.get('/api/account/export').expect(200)).body.bookings).toEqual([]);
  });

  it('keeps the provider’s booking when the couple deletes its account, without the couple’s name, contacts or words', async () => {
    const provider = await listedProvider(t, `Foto Pár Smazán ${RUN}`);
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, RUN, provider, {
      coupleUserId: couple.userId,
      status: 'confirmed',
      coupleName: 'Jana a Petr Smazaní',
      eventDate: inDays(150),
      confirmedAt: new Date(),
    });
    await t.dataSource.query(`UPDATE bookings SET document = $2 WHERE id = $1`, [
      row.bookingId,
      JSON.stringify(documentOf(row, { name: 'Jana a Petr Smazaní', email: row.coupleEmail }, `Foto Pár Smazán ${RUN}`)),
    ]);
    await addHistory(row, 'provider', 'declined', 'Důvod dodavatele');
    await addHistory(row, 'couple', 'cancelled', 'Slova páru');
    // A review link already mailed to the couple.
    await t.dataSource.query(
      `UPDATE bookings SET review_token_hash = repeat('a', 64), review_token_expires_at = now() + interval '60 days' WHERE id = $1`,
      [row.bookingId],
    );
    // A link-only booking of another request of the same couple is not touched by someone else's deletion.
    const unrelated = await insertBooking(t, RUN, provider, { status: 'confirmed', coupleName: 'Jiný pár' });

    await deleteAccount(couple.agent);

    const after = await bookingRow(row.bookingId);
    expect(after).toMatchObject({
      status: 'confirmed',
      coupleUserId: null,
      coupleName: 'Smazaný účet',
      coupleEmail: '',
      providerUserId: provider.userId,
      providerName: 'Foto Test',
    });
    expect(after.document.couple).toEqual({ name: 'Smazaný účet', email: '', phone: null });
    // The mailed review link no longer publishes anything.
    expect(
      await t.dataSource.query(`SELECT review_token_hash AS hash, review_token_expires_at AS expires FROM bookings WHERE id = $1`, [row.bookingId]),
    ).toEqual([{ hash: null, expires: null }]);
    expect(after.document.provider.email).toBe('foto@example.cz');
    expect(await reasons(row.bookingId)).toEqual([
      { actor: 'provider', action: 'declined', reason: 'Důvod dodavatele' },
      { actor: 'couple', action: 'cancelled', reason: null },
    ]);
    expect((await bookingRow(unrelated.bookingId)).coupleName).toBe('Jiný pár');

    // The provider still has it, with the neutral name.
    const list = (await provider.agent.get('/api/provider/bookings').expect(200)).body;
    const shown = list.items.find((item: { id: number }) => item.id === row.bookingId);
    expect(shown.couple.name).toBe('Smazaný účet');
  });

  it('deletes a provider account that lost a deadlock to another transaction on its rows, by trying again', async () => {
    // Seen in a CI run: the deletion locks the profile, then its cascade waits for a booking row another transaction
    // holds, which then asks for the profile. PostgreSQL aborts one of the two (40P01); the deletion was answered 500.
    const provider = await listedProvider(t, `Foto Dodavatel Zámek ${RUN}`);
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, RUN, provider, { coupleUserId: couple.userId, status: 'confirmed', eventDate: inDays(120) });

    const other = t.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      // Only the deletion may find the deadlock: PostgreSQL looks once, deadlock_timeout (1 s) after a wait starts,
      // and the side that looks is the one aborted. This side looks after a minute.
      await other.query(`SET LOCAL deadlock_timeout = '60s'`);
      await other.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [row.bookingId]);
      const deletion = provider.agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: ACCOUNT_PASSWORD });
      const answer = deletion.then((response) => response);
      // Once the deletion holds the profile and waits for this side's booking row (its provider's account goes: SET
      // NULL), ask for the profile. The wait is watched in PostgreSQL, so no lag of this process can let the deletion's
      // single look pass before the cycle exists (seen in a CI run: this side was aborted instead).
      await other.query(
        `DO $$
         BEGIN
           FOR attempt IN 1..1000 LOOP
             EXIT WHEN EXISTS (SELECT 1 FROM pg_locks WHERE NOT granted AND pg_backend_pid() = ANY (pg_blocking_pids(pid)));
             PERFORM pg_sleep(0.01);
           END LOOP;
           PERFORM 1 FROM provider_profiles WHERE id = ${Number(provider.providerId)} FOR UPDATE;
         END $$`,
      );
      await other.commitTransaction();
      const response = await answer;
      expect(response.status).toBe(200);
    } finally {
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.release();
    }
    expect(await t.dataSource.query(`SELECT 1 FROM provider_profiles WHERE id = $1`, [provider.providerId])).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [provider.userId])).toEqual([]);
    expect((await bookingRow(row.bookingId)).providerName).toBe('Smazaný účet');
  });

  it('keeps the couple’s booking when the provider deletes its account, without the provider’s name, contacts, account or words', async () => {
    const provider = await listedProvider(t, `Foto Dodavatel Smazán ${RUN}`);
    const couple = await signedInCouple(t);
    const row = await insertBooking(t, RUN, provider, {
      coupleUserId: couple.userId,
      status: 'confirmed',
      providerName: `Foto Dodavatel Smazán ${RUN}`,
      eventDate: inDays(150),
      confirmedAt: new Date(),
      depositAmount: 5000,
    });
    await t.dataSource.query(`UPDATE bookings SET document = $2 WHERE id = $1`, [
      row.bookingId,
      JSON.stringify(documentOf(row, { name: 'Jana a Petr', email: row.coupleEmail }, `Foto Dodavatel Smazán ${RUN}`)),
    ]);
    await addHistory(row, 'provider', 'confirmed', null);
    await addHistory(row, 'provider', 'cancelled', 'Slova dodavatele');

    await deleteAccount(provider.agent);

    const after = await bookingRow(row.bookingId);
    expect(after).toMatchObject({
      status: 'confirmed',
      providerUserId: null,
      providerName: 'Smazaný účet',
      coupleUserId: couple.userId,
      coupleEmail: row.coupleEmail,
    });
    expect(after.document.provider).toEqual({ companyName: 'Smazaný účet', ico: null, email: '', phone: null, address: null });
    expect(after.document.deposit).toEqual({ amount: 5000, iban: null });
    expect(after.document.couple.name).toBe('Jana a Petr');
    expect(await reasons(row.bookingId)).toEqual([
      { actor: 'provider', action: 'confirmed', reason: null },
      { actor: 'provider', action: 'cancelled', reason: null },
    ]);
    const settings = (await t.dataSource.query(`SELECT 1 FROM provider_booking_settings WHERE provider_id = $1`, [
      provider.providerId,
    ])) as unknown[];
    expect(settings).toEqual([]);

    // The couple still has it in its export.
    const exported = (await couple.agent.get('/api/account/export').expect(200)).body.bookings;
    expect(exported.map((booking: { id: number; providerName: string }) => [booking.id, booking.providerName])).toEqual([
      [row.bookingId, 'Smazaný účet'],
    ]);
  });
});
