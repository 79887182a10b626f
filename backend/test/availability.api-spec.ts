import request from 'supertest';
import { signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { insertProvider } from './support/provider-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `kal${process.pid}x${Date.now().toString(36)}`;

/** YYYY-MM-DD of today + n in the server's local calendar (what the API uses). */
const inDays = (days: number): string => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

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

    it('writes nothing when one day of a bulk call is outside the window or not a date', async () => {
      const other = await signedInProvider(t, { companyName: `Atomický kalendář ${RUN}` });
      const outside = await other.agent.post('/api/availability/bulk').send({ dates: [inDays(5), inDays(6), inDays(91)], status: 'busy' }).expect(400);
      expect(outside.body.message).toBe('Datum musí být v rozmezí dnes až 90 dní dopředu');
      const invalid = await other.agent.post('/api/availability/bulk').send({ dates: [inDays(5), '2026-02-30'], status: 'busy' }).expect(400);
      expect(invalid.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      expect(await rowsOf(other.providerId)).toEqual([]);
    });

    it.each([
      ['yesterday', { date: inDays(-1), status: 'busy' }, 'Datum musí být v rozmezí dnes až 90 dní dopředu'],
      ['91 days ahead', { date: inDays(91), status: 'busy' }, 'Datum musí být v rozmezí dnes až 90 dní dopředu'],
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

    it('answers 404 for an unknown provider', async () => {
      for (const id of ['2147483000', 'abc']) {
        const response = await request(t.server).get(`/api/providers/${id}/availability`).expect(404);
        expect(response.body.message).toBe('Dodavatel s tímto ID nebyl nalezen.');
      }
    });
  });

  describe('the catalogue filter weddingDate', () => {
    it('hides a listed provider that is busy on the day and keeps the others', async () => {
      const busy = await insertProvider(t.dataSource, { companyName: `Obsazený fotograf ${RUN}`, isDemo: true });
      const free = await insertProvider(t.dataSource, { companyName: `Volný fotograf ${RUN}`, isDemo: true });
      const unknown = await insertProvider(t.dataSource, { companyName: `Nevyplněný fotograf ${RUN}`, isDemo: true });
      await t.dataSource.query(
        `INSERT INTO provider_availability (provider_id, day, status) VALUES ($1, $3, 'busy'), ($2, $3, 'available'), ($1, $4, 'inquiry')`,
        [busy, free, inDays(40), inDays(41)],
      );
      const list = async (query: Record<string, string>) => {
        const response = await request(t.server).get('/api/service-providers').query({ search: RUN, pageSize: 50, ...query }).expect(200);
        return (response.body.items as Array<{ id: number }>).map((item) => item.id).sort();
      };
      expect(await list({})).toEqual([busy, free, unknown].sort());
      expect(await list({ weddingDate: inDays(40) })).toEqual([free, unknown].sort());
      expect(await list({ weddingDate: inDays(41) })).toEqual([busy, free, unknown].sort());
      const total = await request(t.server).get('/api/service-providers').query({ search: RUN, weddingDate: inDays(40) }).expect(200);
      expect(total.body.total).toBe(2);
      for (const weddingDate of ['2026-02-30', '12.9.2026']) {
        const bad = await request(t.server).get('/api/service-providers').query({ weddingDate }).expect(400);
        expect(bad.body.message).toBe('Datum musí být ve formátu RRRR-MM-DD');
      }
    });
  });
});
