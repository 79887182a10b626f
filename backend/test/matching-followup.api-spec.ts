/**
 * Issue 45, item 6: the 48-hour follow-up with a controlled clock (MatchingClock). Who is picked
 * (subscribed, listed, serving the category and the place, not busy on the date, not already invited
 * or answered) and in which order (answer rate, response time, id); at most 5; once per request (also
 * when none was found); the couple told "Oslovili jsme dalších 5 dodavatelů". On a database of its own:
 * the job looks at every request, other files' included.
 */
import { EventsService } from '../src/events/events.api';
import { MatchingClock } from '../src/matching/matching.api';
import { MatchingJobs } from '../src/matching/matching.jobs';
import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { TestApp, uniqueEmail } from './support/test-app';

const RUN = `dohled${process.pid}x${Date.now().toString(36)}`;
const HOUR = 3_600_000;
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('The 48-hour follow-up', () => {
  let t: TestApp;
  let couple: Awaited<ReturnType<typeof signedInCouple>>;
  const weddingDate = inDays(90);
  const ids: Record<string, number> = {};

  const q = <T>(sql: string, params: unknown[]) => t.dataSource.query(sql, params) as Promise<T[]>;
  const provider = async (
    name: string,
    fixture: { categories?: string[]; serviceAreas?: string[]; share?: number | null; minutes?: number | null; subscribed?: boolean; isDemo?: boolean },
  ) => {
    const id = await insertProvider(t.dataSource, {
      companyName: `${name} ${RUN}`,
      categories: fixture.categories ?? ['photography'],
      serviceAreas: fixture.serviceAreas ?? ['praha'],
      isDemo: fixture.isDemo ?? false,
    });
    if (fixture.subscribed ?? true) await activateSubscription(t.dataSource, id, 'basic');
    await t.dataSource.query(`UPDATE provider_profiles SET response_share = $2, response_minutes_median = $3 WHERE id = $1`, [
      id,
      fixture.share ?? null,
      fixture.minutes ?? null,
    ]);
    ids[name] = id;
    return id;
  };
  const couplesRequest = async (overrides: Record<string, unknown> = {}) =>
    (await submitRequest(t, accountRequestBody(uniqueEmail('par-dohled'), RUN, { weddingDate, ...overrides }), { agent: couple.agent })).body
      .id as number;
  const invitedTo = async (requestId: number) =>
    (
      await q<{ providerId: number; source: string }>(
        `SELECT provider_id AS "providerId", source FROM request_invitations WHERE request_id = $1 ORDER BY id`,
        [requestId],
      )
    ).map((row) => row.providerId);
  const run = async (at: Date) => {
    jest.spyOn(t.app.get(MatchingClock), 'now').mockReturnValue(at);
    return t.app.get(MatchingJobs).followup();
  };

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_matching_followup', { TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    await provider('Rychlý', { share: 0.9, minutes: 30, serviceAreas: ['okoli-prahy'] }); // reaches Praha through its region
    await provider('Pomalejší', { share: 0.9, minutes: 60 });
    await provider('Průměrný', { share: 0.5, minutes: 120 });
    await provider('Slabší', { share: 0.2, minutes: 200 });
    await provider('Nejslabší', { share: 0.1, minutes: 300, serviceAreas: ['cela-cr'] });
    await provider('Bez čísel', { share: null, minutes: null }); // ranked last: sixth, left out
    await provider('Obsazený', { share: 1, minutes: 10 });
    await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $2, 'busy')`, [ids['Obsazený'], weddingDate]);
    await provider('Bez předplatného', { share: 1, minutes: 10, subscribed: false });
    await provider('Ukázkový', { share: 1, minutes: 10, isDemo: true });
    await provider('Catering', { share: 1, minutes: 10, categories: ['catering'] });
    await provider('Brno', { share: 1, minutes: 10, serviceAreas: ['brno'] });
    await provider('Pozvaný', { share: 1, minutes: 10 });
    await provider('Odpověděl', { share: 1, minutes: 10 });
  }, 60_000);
  afterAll(() => t.close());

  it('invites the best 5 matching providers once, 48 hours after confirmation, and tells the couple', async () => {
    const requestId = await couplesRequest();
    await couple.agent.post(`/api/service-requests/${requestId}/invitations`).send({ providerIds: [ids['Pozvaný']] }).expect(201);
    await t.dataSource.query(`INSERT INTO request_replies (request_id, provider_id, kind) VALUES ($1, $2, 'unavailable')`, [requestId, ids['Odpověděl']]);
    const [{ confirmedAt }] = await q<{ confirmedAt: Date }>(`SELECT confirmed_at AS "confirmedAt" FROM service_requests WHERE id = $1`, [requestId]);

    // 47 hours on: too early.
    expect(await run(new Date(confirmedAt.getTime() + 47 * HOUR))).toEqual({ requests: 0, invited: 0 });
    expect(await invitedTo(requestId)).toEqual([ids['Pozvaný']]);

    const published = jest.spyOn(t.app.get(EventsService), 'publish');
    expect(await run(new Date(confirmedAt.getTime() + 48 * HOUR + 1000))).toEqual({ requests: 1, invited: 5 });
    expect(await invitedTo(requestId)).toEqual([ids['Pozvaný'], ids['Rychlý'], ids['Pomalejší'], ids['Průměrný'], ids['Slabší'], ids['Nejslabší']]);
    const system = await q<{ n: number }>(`SELECT count(*)::int AS n FROM request_invitations WHERE request_id = $1 AND source = 'system' AND invited_by IS NULL`, [
      requestId,
    ]);
    expect(system[0].n).toBe(5);
    expect(await q(`SELECT invited_count AS "invitedCount" FROM request_followups WHERE request_id = $1`, [requestId])).toEqual([{ invitedCount: 5 }]);

    // The couple's mail, the invitees' mails (no couple text), the live events.
    const coupleMails = await q<{ subject: string; text: string }>(
      `SELECT subject, text_body AS text FROM mail_outbox WHERE template = 'matching-followup' AND to_email = (SELECT contact_email FROM service_requests WHERE id = $1)`,
      [requestId],
    );
    expect(coupleMails).toHaveLength(1);
    expect(coupleMails[0].subject).toBe('Oslovili jsme dalších 5 dodavatelů – Svatby');
    expect(coupleMails[0].text).toContain('Oslovili jsme dalších 5 dodavatelů');
    const providerMails = await q<{ subject: string; text: string }>(
      `SELECT m.subject, m.text_body AS text FROM mail_outbox m JOIN provider_profiles p ON p.email = m.to_email
        WHERE m.template = 'matching-invitation' AND p.id = ANY($1::int[])`,
      [[ids['Rychlý'], ids['Pomalejší'], ids['Průměrný'], ids['Slabší'], ids['Nejslabší']]],
    );
    expect(providerMails).toHaveLength(5);
    for (const mail of providerMails) {
      expect(mail.subject).toBe('Pozvánka k nabídce – Svatby');
      expect(mail.text).not.toContain(RUN);
      expect(mail.text).not.toContain('Jana a Petr');
    }
    expect(published).toHaveBeenCalledWith([couple.userId], { type: 'request.invited', requestId });
    published.mockRestore();

    // Once per request: a later run changes nothing.
    expect(await run(new Date(confirmedAt.getTime() + 60 * HOUR))).toEqual({ requests: 0, invited: 0 });
    expect(await invitedTo(requestId)).toHaveLength(6);
    const again = await q(`SELECT 1 FROM mail_outbox WHERE template = 'matching-followup' AND to_email = (SELECT contact_email FROM service_requests WHERE id = $1)`, [
      requestId,
    ]);
    expect(again).toHaveLength(1);
  });

  it('skips requests with two offers, and marks a request with nobody to invite without telling the couple', async () => {
    const withOffers = await couplesRequest();
    await t.dataSource.query(`UPDATE service_requests SET offer_count = 2 WHERE id = $1`, [withOffers]);
    const nobody = await couplesRequest({ services: ['officiant'], description: `Hledáme oddávajícího. ${RUN}` });
    const [{ confirmedAt }] = await q<{ confirmedAt: Date }>(`SELECT max(confirmed_at) AS "confirmedAt" FROM service_requests WHERE id = ANY($1::int[])`, [
      [withOffers, nobody],
    ]);
    expect(await run(new Date(confirmedAt.getTime() + 49 * HOUR))).toEqual({ requests: 1, invited: 0 });
    expect(await q(`SELECT 1 FROM request_followups WHERE request_id = $1`, [withOffers])).toHaveLength(0);
    expect(await q(`SELECT invited_count AS "invitedCount" FROM request_followups WHERE request_id = $1`, [nobody])).toEqual([{ invitedCount: 0 }]);
    expect(await invitedTo(nobody)).toEqual([]);
    const told = await q(`SELECT 1 FROM mail_outbox WHERE template = 'matching-followup' AND to_email = (SELECT contact_email FROM service_requests WHERE id = $1)`, [
      nobody,
    ]);
    expect(told).toHaveLength(0);
  });
});
