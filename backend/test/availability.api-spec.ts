import dayjs from 'dayjs';
import request from 'supertest';
import { OfferAvailabilityUnknown1763704005180 } from '../src/offers/migrations/1763704005180-OfferAvailabilityUnknown';
import { AvailabilityDemoSeeder } from '../src/availability/demo/availability-demo.seeder';
import { providerListWhere, providerPageQueries } from '../src/providers/providers.repository';
import { accountRequestBody } from './support/account-fixtures';
import { signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { indexDefinition } from './support/index-definition';
import { insertProvider } from './support/provider-fixtures';
import { submitRequest } from './support/request-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `kal${process.pid}x${Date.now().toString(36)}`;

/** YYYY-MM-DD of today + n in the server's local calendar (what the API uses). */
const inDays = (days: number): string => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** YYYY-MM-DD of today + n months (+ extra days) in the server's local calendar. */
const inMonths = (months: number, days = 0): string => dayjs().startOf('day').add(months, 'month').add(days, 'day').format('YYYY-MM-DD');

const OUTSIDE_WINDOW = 'Datum musí být v rozmezí dnes až 24 měsíců dopředu';

describe('Availability API', () => {
  let t: TestApp;
  let provider: SignedInProvider;

  const rowsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, notes FROM provider_availability WHERE provider_id = $1 ORDER BY day`,
      [providerId],
    ) as Promise<Array<{ day: string; status: string; notes: string | null }>>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    provider = await signedInProvider(t, { companyName: `Kalendářový fotograf ${RUN}` });
  });
  afterAll(() => t.close());

  describe('roles', () => {
    it('answers 401 to a visitor and 403 to a user without a provider profile, on every provider endpoint', async () => {
      const couple = (await signedInCouple(t)).agent;
      const calls = [
        (client: ReturnType<TestApp['agent']>) => client.get('/api/availability/current'),
        (client: ReturnType<TestApp['agent']>) => client.post('/api/availability').send({ date: inDays(1), status: 'busy' }),
        (client: ReturnType<TestApp['agent']>) => client.post('/api/availability/bulk').send({ dates: [inDays(1)], status: 'busy' }),
      ];
      for (const call of calls) {
        const visitor = await call(t.agent()).expect(401);
        expect(visitor.body.message).toBe('Pro tuto akci se musíte přihlásit');
        const forbidden = await call(couple).expect(403);
        expect(forbidden.body.message).toBe('Tato akce je jen pro dodavatele');
      }
    });
  });

  describe('setting days', () => {
    it('sets one day, replaces it on a second call, and reads it back with the note', async () => {
      const first = await provider.agent.post('/api/availability').send({ date: inDays(10), status: 'inquiry', notes: '  Obřad ve 14:00  ' }).expect(200);
      expect(first.body).toEqual({ date: inDays(10), status: 'inquiry', notes: 'Obřad ve 14:00' });
      const second = await provider.agent.post('/api/availability').send({ date: inDays(10), status: 'busy' }).expect(200);
      expect(second.body).toEqual({ date: inDays(10), status: 'busy', notes: null });
      expect(await rowsOf(provider.providerId)).toEqual([{ day: inDays(10), status: 'busy', notes: null }]);

      const today = await provider.agent.post('/api/availability').send({ date: inDays(0), status: 'available', notes: '   ' }).expect(200);
      expect(today.body).toEqual({ date: inDays(0), status: 'available', notes: null });
      const last = await provider.agent.post('/api/availability').send({ date: inDays(90), status: 'inquiry', notes: null }).expect(200);
      expect(last.body.date).toBe(inDays(90));

      const current = await provider.agent.get('/api/availability/current').expect(200);
      expect(current.body).toEqual([
        { date: inDays(0), status: 'available', notes: null },
        { date: inDays(10), status: 'busy', notes: null },
        { date: inDays(90), status: 'inquiry', notes: null },
      ]);
    });

    it('sets several days in bulk and reads a chosen range back', async () => {
      const other = await signedInProvider(t, { companyName: `Hromadný kalendář ${RUN}` });
      const dates = [inDays(30), inDays(20), inDays(21)];
      const response = await other.agent.post('/api/availability/bulk').send({ dates, status: 'busy', notes: ' Svatba Novákových ' }).expect(200);
      expect(response.body).toEqual([inDays(20), inDays(21), inDays(30)].map((date) => ({ date, status: 'busy', notes: 'Svatba Novákových' })));
      expect(await rowsOf(other.providerId)).toHaveLength(3);

      const range = await other.agent.get('/api/availability/current').query({ startDate: inDays(21), endDate: inDays(30) }).expect(200);
      expect(range.body.map((day: { date: string }) => day.date)).toEqual([inDays(21), inDays(30)]);
      // Another provider's days stay apart.
      expect((await rowsOf(provider.providerId)).map((row) => row.day)).not.toContain(inDays(20));
    });

    it('accepts days up to 24 months ahead (a wedding 20 months ahead) and reads them back by month', async () => {
      const other = await signedInProvider(t, { companyName: `Dlouhý kalendář ${RUN}` });
      const wedding = inMonths(20);
      const set = await other.agent.post('/api/availability').send({ date: wedding, status: 'busy', notes: 'Svatba za 20 měsíců' }).expect(200);
      expect(set.body).toEqual({ date: wedding, status: 'busy', notes: 'Svatba za 20 měsíců' });
      // The window's last day, in bulk with a day of next year.
      await other.agent.post('/api/availability/bulk').send({ dates: [inMonths(24), inMonths(13)], status: 'inquiry' }).expect(200);
      expect(await rowsOf(other.providerId)).toEqual([
        { day: inMonths(13), status: 'inquiry', notes: null },
        { day: wedding, status: 'busy', notes: 'Svatba za 20 měsíců' },
        { day: inMonths(24), status: 'inquiry', notes: null },
      ]);
      // The first view (no range) holds none of them; the month of the wedding does.
      expect((await other.agent.get('/api/availability/current').expect(200)).body).toEqual([]);
      const month = dayjs(wedding);
      const page = await other.agent
        .get('/api/availability/current')
        .query({ startDate: month.startOf('month').format('YYYY-MM-DD'), endDate: month.endOf('month').format('YYYY-MM-DD') })
        .expect(200);
      expect(page.body).toEqual([{ date: wedding, status: 'busy', notes: 'Svatba za 20 měsíců' }]);
    });

    it('refuses a day 25 months ahead with a Czech message and writes nothing', async () => {
      const other = await signedInProvider(t, { companyName: `Příliš daleko ${RUN}` });
      const response = await other.agent.post('/api/availability').send({ date: inMonths(25), status: 'available' }).expect(400);
      expect(response.body.message).toBe('Datum musí být v rozmezí dnes až 24 měsíců dopředu');
      expect(response.body.errors).toEqual([{ field: 'date', message: 'Datum musí být v rozmezí dnes až 24 měsíců dopředu' }]);
      expect(await rowsOf(other.providerId)).toEqual([]);
    });

    it('writes nothing when one day of a bulk call is outside the window or not a date', async () => {
      const other = await signedInProvider(t, { companyName: `Atomický kalendář ${RUN}` });
      const outside = await other.agent.post('/api/availability/bulk').send({ dates: [inDays(5), inDays(6), inMonths(25)], status: 'busy' }).expect(400);
      expect(outside.body.message).toBe(OUTSIDE_WINDOW);
      const invalid = await other.agent.post('/api/availability/bulk').send({ dates: [inDays(5), '2026-02-30'], status: 'busy' }).expect(400);
      expect(invalid.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      expect(await rowsOf(other.providerId)).toEqual([]);
    });

    it.each([
      ['yesterday', { date: inDays(-1), status: 'busy' }, OUTSIDE_WINDOW],
      ['the day after the window (24 months and a day ahead)', { date: inMonths(24, 1), status: 'busy' }, OUTSIDE_WINDOW],
      ['25 months ahead', { date: inMonths(25), status: 'busy' }, OUTSIDE_WINDOW],
      ['a Czech date', { date: '13.6.2026', status: 'busy' }, 'Datum musí být ve formátu RRRR-MM-DD'],
      ['an impossible date', { date: '2026-13-01', status: 'busy' }, 'Datum musí být ve formátu RRRR-MM-DD'],
      ['no date', { status: 'busy' }, 'Datum musí být ve formátu RRRR-MM-DD'],
      ['an unknown status', { date: inDays(3), status: 'free' }, 'Neplatný stav dostupnosti'],
      ['no status', { date: inDays(3) }, 'Neplatný stav dostupnosti'],
      ['a 501-character note', { date: inDays(3), status: 'busy', notes: 'x'.repeat(501) }, 'Poznámka může mít nejvýše 500 znaků'],
      ['an unknown field', { date: inDays(3), status: 'busy', providerId: 1 }, 'Neznámé pole „providerId“'],
    ])('refuses a single day with %s', async (_name, payload, message) => {
      const other = await signedInProvider(t, { companyName: `Chybný kalendář ${RUN}` });
      const response = await other.agent.post('/api/availability').send(payload).expect(400);
      expect(response.body.message).toBe(message);
      expect(await rowsOf(other.providerId)).toEqual([]);
    });

    it.each([
      ['no days', { dates: [], status: 'busy' }, 'Vyberte alespoň jeden den'],
      ['missing days', { status: 'busy' }, 'Vyberte alespoň jeden den'],
      ['a repeated day', { dates: [inDays(2), inDays(2)], status: 'busy' }, 'Každý den může být vybrán jen jednou'],
      ['an unknown status', { dates: [inDays(2)], status: 'obsazeno' }, 'Neplatný stav dostupnosti'],
      ['a 121-day list', { dates: Array.from({ length: 121 }, (_, index) => inDays(index)), status: 'busy' }, 'Vyberte nejvýše 120 dnů'],
    ])('refuses a bulk call with %s', async (_name, payload, message) => {
      const response = await provider.agent.post('/api/availability/bulk').send(payload).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('checks the range of the own calendar', async () => {
      const bad = await provider.agent.get('/api/availability/current').query({ startDate: '2026-1-1' }).expect(400);
      expect(bad.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      const impossible = await provider.agent.get('/api/availability/current').query({ endDate: '2026-02-30' }).expect(400);
      expect(impossible.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      const long = await provider.agent.get('/api/availability/current').query({ startDate: inDays(0), endDate: inDays(367) }).expect(400);
      expect(long.body.message).toBe('Období může mít nejvýše 366 dní');
      const reversed = await provider.agent.get('/api/availability/current').query({ startDate: inDays(5), endDate: inDays(4) }).expect(400);
      expect(reversed.body.message).toBe('Konec období nesmí být před jeho začátkem');
      await provider.agent.get('/api/availability/current').query({ startDate: inDays(0), endDate: inDays(366) }).expect(200);
    });
  });

  describe('GET /api/providers/{id}/availability', () => {
    it('shows the window to anyone without the private notes', async () => {
      const other = await signedInProvider(t, { companyName: `Veřejný kalendář ${RUN}` });
      await other.agent.post('/api/availability/bulk').send({ dates: [inDays(7), inDays(8)], status: 'busy', notes: 'Soukromá poznámka' }).expect(200);
      await other.agent.post('/api/availability').send({ date: inDays(9), status: 'inquiry', notes: 'Jen pro mě' }).expect(200);
      // A day that fell out of the window stays stored but is not shown.
      await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $2, 'busy')`, [other.providerId, inDays(-3)]);
      const response = await request(t.server).get(`/api/providers/${other.providerId}/availability`).expect(200);
      expect(response.body).toEqual([
        { date: inDays(7), status: 'busy', notes: null },
        { date: inDays(8), status: 'busy', notes: null },
        { date: inDays(9), status: 'inquiry', notes: null },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('poznámka');
    });

    it('pages through the window by month: a range beyond 90 days, cut to 24 months ahead, unset days left out', async () => {
      const other = await signedInProvider(t, { companyName: `Veřejný dlouhý kalendář ${RUN}` });
      const wedding = inMonths(18);
      await other.agent.post('/api/availability').send({ date: wedding, status: 'busy', notes: 'Soukromé' }).expect(200);
      // Stored beyond the window (the window moved on, or written before): never shown.
      await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $2, 'available')`, [
        other.providerId,
        inMonths(24, 3),
      ]);
      const month = dayjs(wedding);
      const page = await request(t.server)
        .get(`/api/providers/${other.providerId}/availability`)
        .query({ startDate: month.startOf('month').format('YYYY-MM-DD'), endDate: month.endOf('month').format('YYYY-MM-DD') })
        .expect(200);
      expect(page.body).toEqual([{ date: wedding, status: 'busy', notes: null }]);
      // The first view by default: the wedding is not in it, and no unset day is reported free.
      expect((await request(t.server).get(`/api/providers/${other.providerId}/availability`).expect(200)).body).toEqual([]);
      const last = await request(t.server)
        .get(`/api/providers/${other.providerId}/availability`)
        .query({ startDate: inMonths(23), endDate: inMonths(24, 30) })
        .expect(200);
      expect(last.body).toEqual([]);
      const long = await request(t.server)
        .get(`/api/providers/${other.providerId}/availability`)
        .query({ startDate: inDays(0), endDate: inDays(367) })
        .expect(400);
      expect(long.body.message).toBe('Období může mít nejvýše 366 dní');
    });

    it('answers 404 for an unknown provider', async () => {
      for (const id of ['2147483000', 'abc']) {
        const response = await request(t.server).get(`/api/providers/${id}/availability`).expect(404);
        expect(response.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
      }
    });
  });

  describe('the catalogue filter weddingDate', () => {
    it('leaves out a provider busy on the day and marks the rest free, on request or unknown (never free when unset)', async () => {
      const busy = await insertProvider(t.dataSource, { companyName: `Obsazený fotograf ${RUN}`, isDemo: true });
      const free = await insertProvider(t.dataSource, { companyName: `Volný fotograf ${RUN}`, isDemo: true });
      const unknown = await insertProvider(t.dataSource, { companyName: `Nevyplněný fotograf ${RUN}`, isDemo: true });
      const asked = await insertProvider(t.dataSource, { companyName: `Fotograf na dotaz ${RUN}`, isDemo: true });
      const far = inMonths(20);
      await t.dataSource.query(
        `INSERT INTO provider_availability (provider_id, day, status)
         VALUES ($1, $4, 'busy'), ($2, $4, 'available'), ($1, $5, 'inquiry'), ($3, $4, 'inquiry'), ($2, $6, 'available'), ($1, $6, 'busy')`,
        [busy, free, asked, inDays(40), inDays(41), far],
      );
      const list = async (query: Record<string, string>) => {
        const response = await request(t.server).get('/api/service-providers').query({ search: RUN, pageSize: 50, ...query }).expect(200);
        return Object.fromEntries(
          (response.body.items as Array<{ id: number; dateAvailability?: string }>).map((item) => [item.id, item.dateAvailability ?? null]),
        );
      };
      // Without a date: no marks at all.
      expect(await list({})).toEqual({ [busy]: null, [free]: null, [unknown]: null, [asked]: null });
      expect(await list({ weddingDate: inDays(40) })).toEqual({ [free]: 'available', [unknown]: 'unknown', [asked]: 'inquiry' });
      expect(await list({ weddingDate: inDays(41) })).toEqual({ [busy]: 'inquiry', [free]: 'unknown', [unknown]: 'unknown', [asked]: 'unknown' });
      // A wedding 20 months ahead.
      expect(await list({ weddingDate: far })).toEqual({ [free]: 'available', [unknown]: 'unknown', [asked]: 'unknown' });
      // The total counts the same rows, and a page holds only its own.
      const total = await request(t.server).get('/api/service-providers').query({ search: RUN, weddingDate: inDays(40) }).expect(200);
      expect(total.body.total).toBe(3);
      const paged = await request(t.server).get('/api/service-providers').query({ search: RUN, weddingDate: inDays(40), pageSize: 2, page: 2 }).expect(200);
      expect(paged.body.items).toHaveLength(1);
      expect(paged.body.total).toBe(3);
      for (const weddingDate of ['2026-02-30', '12.9.2026']) {
        const bad = await request(t.server).get('/api/service-providers').query({ weddingDate }).expect(400);
        expect(bad.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      }
    });

    it("counts the listed providers by one anti-join with the day's busy ones, not by a call of the day's status per provider", async () => {
      const where = providerListWhere({ weddingDay: inDays(40) });
      const { total } = providerPageQueries(where, 'newest', {});
      const plan = ((await t.dataSource.query(`EXPLAIN (VERBOSE, COSTS OFF) ${total!.text}`, total!.values)) as Array<{ 'QUERY PLAN': string }>)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('Anti Join');
      expect(plan).not.toContain('provider_day_status');
      // The day's busy providers are read from an index of the busy days, whatever the size of the calendars.
      expect(await indexDefinition(t.dataSource, 'provider_availability_busy_day_idx')).toContain(`(day) WHERE ((status)::text = 'busy'::text)`);
    });
  });

  describe('the demo calendars', () => {
    it("set some Saturdays ahead for a demo provider and keep the days the provider set", async () => {
      const demo = await insertProvider(t.dataSource, { companyName: `Ukázkový kalendář ${RUN}`, isDemo: true });
      const saturday = dayjs().startOf('day').add((6 - dayjs().day() + 7) % 7, 'day').format('YYYY-MM-DD');
      await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status, notes) VALUES ($1, $2, 'busy', 'Vlastní')`, [demo, saturday]);
      await t.dataSource.transaction((manager) =>
        t.app.get(AvailabilityDemoSeeder).seedDemoAvailability(manager, new Map([[`demo-${RUN}@example.cz`, demo]])),
      );
      const rows = await rowsOf(demo);
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.find((row) => row.day === saturday)).toEqual({ day: saturday, status: 'busy', notes: 'Vlastní' });
      expect(rows.every((row) => row.day >= inDays(0) && row.day <= inMonths(24))).toBe(true);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['available', 'inquiry', 'busy']));
    });
  });

  describe("an offer's wedding date", () => {
    let couple: Awaited<ReturnType<typeof signedInCouple>>;
    let provider: SignedInProvider;
    let requestNumber = 0;

    beforeAll(async () => {
      couple = await signedInCouple(t);
      provider = await signedInProvider(t, { companyName: `Nabízející fotograf ${RUN}` });
      await activateSubscription(t.dataSource, provider.providerId, 'basic');
    });

    async function offerOn(weddingDate: string): Promise<{ availableOnDate: string | null }> {
      requestNumber += 1;
      const body = accountRequestBody(couple.email, RUN, { weddingDate, description: `Hledáme fotografa, poptávka ${requestNumber}. ${RUN}` });
      const created = await submitRequest(t, body, { agent: couple.agent });
      const offer = await provider.agent
        .post(`/api/service-requests/${created.body.id as number}/offers`)
        .send({ message: 'Dobrý den, rádi vám svatbu nafotíme.', priceKind: 'exact', priceMin: 25_000, showAvailability: true })
        .expect(201);
      return offer.body as { availableOnDate: string | null };
    }

    it("is 'unknown' when the provider never set the day, never 'available'", async () => {
      const offer = await offerOn(inDays(70));
      expect(offer.availableOnDate).toBe('unknown');
      const [row] = (await t.dataSource.query(`SELECT available_on_date AS a FROM offers WHERE provider_id = $1`, [provider.providerId])) as Array<{ a: string }>;
      expect(row.a).toBe('unknown');
    });

    it("turns the earlier offers that read an unset day as free into 'unknown' (the migration), and keeps a day set free", async () => {
      const unset = inDays(75);
      const setFree = inDays(76);
      await provider.agent.post('/api/availability').send({ date: setFree, status: 'available' }).expect(200);
      await offerOn(unset);
      await offerOn(setFree);
      // As such offers were stored before issue 51.
      await t.dataSource.query(
        `UPDATE offers o SET available_on_date = 'available' FROM service_requests r
          WHERE r.id = o.request_id AND o.provider_id = $1 AND r.wedding_date IN ($2::date, $3::date)`,
        [provider.providerId, unset, setFree],
      );
      const runner = t.dataSource.createQueryRunner();
      try {
        await new OfferAvailabilityUnknown1763704005180().up(runner);
      } finally {
        await runner.release();
      }
      const rows = (await t.dataSource.query(
        `SELECT to_char(r.wedding_date, 'YYYY-MM-DD') AS day, o.available_on_date AS a FROM offers o
           JOIN service_requests r ON r.id = o.request_id
          WHERE o.provider_id = $1 AND r.wedding_date IN ($2::date, $3::date) ORDER BY r.wedding_date`,
        [provider.providerId, unset, setFree],
      )) as Array<{ day: string; a: string }>;
      expect(rows).toEqual([
        { day: unset, a: 'unknown' },
        { day: setFree, a: 'available' },
      ]);
    });

    it("is 'available' when the provider set the day free, also 20 months ahead", async () => {
      const wedding = inMonths(20);
      await provider.agent.post('/api/availability').send({ date: wedding, status: 'available' }).expect(200);
      expect((await offerOn(wedding)).availableOnDate).toBe('available');
    });
  });
});
