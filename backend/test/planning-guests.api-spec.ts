/**
 * Issue 46, "Hosté": the plan's guest list (members only, another plan's guest is a 404), the 2 000
 * cap, the counts, CSV import (UTF-8, and Excel CZ's Windows-1250 with semicolons; bad rows by line,
 * good ones kept; 2 MB) and export, and the guest's RSVP link (what it shows, the answer, a wrong,
 * revoked, replaced or expired token, the rate limit).
 */
import { EventEmitter2 } from '@nestjs/event-emitter';
import iconv from 'iconv-lite';
import request from 'supertest';
import { signedInCouple, signedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedInCouple>>['agent'];

const NO_PLAN = 'Svatební plán zatím nemáte.';
const COUPLES_ONLY = 'Svatební plán je určen párům.';
const NOT_FOUND = 'Host nenalezen.';
const LIST_FULL = 'Seznam může mít nejvýše 2 000 hostů.';
const LINK_INVALID = 'Odkaz je neplatný nebo vypršel.';
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Guest {
  id: number;
  name: string;
  group: string | null;
  child: boolean;
  contact: string | null;
  dietary: string | null;
  table: string | null;
  rsvp: 'invited' | 'confirmed' | 'declined';
  partySize: number;
  respondedAt: string | null;
  rsvpLinkActive: boolean;
}

describe('Plan guests and RSVP API', () => {
  let t: TestApp;
  let couple: Awaited<ReturnType<typeof signedInCouple>>;
  let other: Awaited<ReturnType<typeof signedInCouple>>;
  let planId: number;
  let otherPlanId: number;
  const weddingDate = inDays(200);
  let address = 0;
  /** A fresh client address, so the RSVP limits of one test stay out of another's way. */
  const nextAddress = () => `10.46.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  const createPlan = async (agent: Agent, body: Record<string, unknown>): Promise<number> =>
    (await agent.post('/api/plan').send(body).expect(201)).body.id as number;
  const addGuest = async (agent: Agent, body: Record<string, unknown>): Promise<Guest> =>
    (await agent.post('/api/plan/guests').send(body).expect(201)).body as Guest;
  const rows = async (plan: number) =>
    (await t.dataSource.query(
      `SELECT name, group_name AS "group", is_child AS child, contact, dietary, table_label AS "table", rsvp, party_size AS "partySize"
         FROM plan_guests WHERE plan_id = $1 ORDER BY id`,
      [plan],
    )) as Array<Omit<Guest, 'id' | 'respondedAt' | 'rsvpLinkActive'>>;
  const importFile = (agent: Agent, file: Buffer, name = 'hoste.csv') => agent.post('/api/plan/guests/import').attach('file', file, name);
  const tokenOf = (url: string) => url.split('/rsvp/')[1];

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    couple = await signedInCouple(t);
    other = await signedInCouple(t);
    planId = await createPlan(couple.agent, { coupleNames: 'Jana a Petr', weddingDate });
    otherPlanId = await createPlan(other.agent, { coupleNames: 'Eva a Adam', weddingDate: null });
  });
  afterAll(() => t.close());

  it('refuses a visitor (401), a provider account (403) and a couple without a plan (404)', async () => {
    await request(t.server).get('/api/plan/guests').expect(401);
    await request(t.server).post('/api/plan/guests').send({ name: 'Host' }).expect(401);
    const provider = await signedInProvider(t, { companyName: `Hosté Dodavatel ${process.pid}` });
    expect((await provider.agent.get('/api/plan/guests').expect(403)).body.message).toBe(COUPLES_ONLY);
    const planless = await signedInCouple(t);
    expect((await planless.agent.get('/api/plan/guests').expect(404)).body.message).toBe(NO_PLAN);
    expect((await planless.agent.post('/api/plan/guests').send({ name: 'Host' }).expect(404)).body.message).toBe(NO_PLAN);
    await importFile(planless.agent, Buffer.from('Jméno\nHost\n')).expect(404);
  });

  it('adds, changes and deletes a guest, validating each field in Czech', async () => {
    const created = await addGuest(couple.agent, {
      name: '  Žofie Šťastná ',
      group: 'Rodina nevěsty',
      contact: 'zofie@example.cz',
      dietary: '',
      table: '3',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Žofie Šťastná',
      group: 'Rodina nevěsty',
      child: false,
      contact: 'zofie@example.cz',
      dietary: null,
      table: '3',
      rsvp: 'invited',
      partySize: 1,
      respondedAt: null,
      rsvpLinkActive: false,
    });

    const bad = await couple.agent.post('/api/plan/guests').send({ name: ' ', partySize: 11, rsvp: 'maybe', table: 'x'.repeat(41) }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Vyplňte jméno hosta.' },
        { field: 'partySize', message: 'Počet osob musí být celé číslo od 1 do 10.' },
        { field: 'rsvp', message: 'Neplatná odpověď (pozván, potvrdil, omluvil se).' },
        { field: 'table', message: 'Stůl může mít nejvýše 40 znaků.' },
      ]),
    );
    await couple.agent.patch(`/api/plan/guests/${created.id}`).send({ name: null }).expect(400);
    await couple.agent.patch(`/api/plan/guests/${created.id}`).send({ child: null }).expect(400);

    const changed = (
      await couple.agent.patch(`/api/plan/guests/${created.id}`).send({ group: null, child: true, rsvp: 'confirmed', partySize: 3 }).expect(200)
    ).body as Guest;
    expect(changed).toMatchObject({
      name: 'Žofie Šťastná',
      group: null,
      child: true,
      contact: 'zofie@example.cz',
      rsvp: 'confirmed',
      partySize: 3,
    });
    expect(await rows(planId)).toEqual([
      { name: 'Žofie Šťastná', group: null, child: true, contact: 'zofie@example.cz', dietary: null, table: '3', rsvp: 'confirmed',
        partySize: 3 },
    ]);

    await couple.agent.delete(`/api/plan/guests/${created.id}`).expect(204);
    expect((await couple.agent.delete(`/api/plan/guests/${created.id}`).expect(404)).body.message).toBe(NOT_FOUND);
    await couple.agent.patch('/api/plan/guests/abc').send({ name: 'X' }).expect(404);
    expect(await rows(planId)).toEqual([]);
  });

  it("answers 404 for another plan's guest and leaves it alone", async () => {
    const theirs = await addGuest(other.agent, { name: 'Cizí Host' });
    for (const call of [
      couple.agent.patch(`/api/plan/guests/${theirs.id}`).send({ name: 'Ukradený' }),
      couple.agent.delete(`/api/plan/guests/${theirs.id}`),
      couple.agent.post(`/api/plan/guests/${theirs.id}/rsvp-link`),
      couple.agent.delete(`/api/plan/guests/${theirs.id}/rsvp-link`),
    ]) {
      expect((await call.expect(404)).body.message).toBe(NOT_FOUND);
    }
    expect(await rows(otherPlanId)).toEqual([expect.objectContaining({ name: 'Cizí Host' })]);
    const [{ hash }] = await t.dataSource.query(`SELECT rsvp_token_hash AS hash FROM plan_guests WHERE id = $1`, [theirs.id]);
    expect(hash).toBeNull();
    await other.agent.delete(`/api/plan/guests/${theirs.id}`).expect(204);
  });

  it('lists a page by group and name, searches without diacritics, filters, and counts the whole list', async () => {
    const fresh = await signedInCouple(t);
    await createPlan(fresh.agent, {});
    const guests = [
      { name: 'Zdeněk Černý', group: 'Přátelé', rsvp: 'confirmed', partySize: 2 },
      { name: 'Anna Černá', group: 'Přátelé', rsvp: 'declined' },
      { name: 'Malý Kryštof', group: 'Rodina nevěsty', child: true },
      { name: 'Malá Ema', group: 'Rodina nevěsty', child: true, rsvp: 'declined' },
      { name: 'Bez Skupiny' },
      { name: 'Babička Šárka', group: 'Rodina nevěsty', rsvp: 'confirmed' },
    ];
    for (const guest of guests) await addGuest(fresh.agent, guest);

    const all = (await fresh.agent.get('/api/plan/guests').expect(200)).body;
    expect(all.items.map((guest: Guest) => guest.name)).toEqual([
      'Anna Černá',
      'Zdeněk Černý',
      'Babička Šárka',
      'Malá Ema',
      'Malý Kryštof',
      'Bez Skupiny',
    ]);
    expect(all).toMatchObject({ total: 6, page: 1, pageSize: 50, groups: ['Přátelé', 'Rodina nevěsty'] });
    expect(all.counts).toEqual({ total: 6, invited: 2, confirmed: 2, declined: 2, children: 1, people: 3 });

    const second = (await fresh.agent.get('/api/plan/guests?page=2&pageSize=4').expect(200)).body;
    expect(second.items.map((guest: Guest) => guest.name)).toEqual(['Malý Kryštof', 'Bez Skupiny']);
    expect(second.total).toBe(6);

    const search = (await fresh.agent.get('/api/plan/guests').query({ search: 'cern' }).expect(200)).body;
    expect(search.items.map((guest: Guest) => guest.name)).toEqual(['Anna Černá', 'Zdeněk Černý']);
    expect(search.counts.total).toBe(6);
    const percent = (await fresh.agent.get('/api/plan/guests').query({ search: '%' }).expect(200)).body;
    expect(percent.total).toBe(0);

    const declined = (await fresh.agent.get('/api/plan/guests').query({ rsvp: 'declined', group: 'Rodina nevěsty' }).expect(200)).body;
    expect(declined.items.map((guest: Guest) => guest.name)).toEqual(['Malá Ema']);
    await fresh.agent.get('/api/plan/guests').query({ pageSize: 201 }).expect(400);
    await fresh.agent.get('/api/plan/guests').query({ rsvp: 'maybe' }).expect(400);
  });

  it('keeps at most 2 000 guests: adding and importing over the cap is refused', async () => {
    const full = await signedInCouple(t);
    const fullPlan = await createPlan(full.agent, {});
    await t.dataSource.query(`INSERT INTO plan_guests (plan_id, name) SELECT $1, 'Host ' || n FROM generate_series(1, 1998) n`, [fullPlan]);
    await addGuest(full.agent, { name: 'Předposlední' });
    const imported = (await importFile(full.agent, Buffer.from('Jméno\nPoslední\nNavíc\nTaky navíc\n')).expect(200)).body;
    expect(imported).toEqual({
      imported: 1,
      errors: [
        { line: 3, message: LIST_FULL },
        { line: 4, message: LIST_FULL },
      ],
    });
    expect((await full.agent.post('/api/plan/guests').send({ name: 'Jeden navíc' }).expect(409)).body.message).toBe(LIST_FULL);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM plan_guests WHERE plan_id = $1`, [fullPlan]);
    expect(count).toBe(2000);
  });

  describe('CSV import and export', () => {
    let importer: Awaited<ReturnType<typeof signedInCouple>>;
    let importerPlan: number;

    beforeAll(async () => {
      importer = await signedInCouple(t);
      importerPlan = await createPlan(importer.agent, {});
    });

    it('imports a UTF-8 file with commas and English headers', async () => {
      const file = Buffer.from(
        '\uFEFFName,Group,Child,Contact,Dietary,Table,RSVP\n"Novák, Jan",Friends,no,+420 777 111 222,vegan,2,confirmed\n',
        'utf8',
      );
      expect((await importFile(importer.agent, file).expect(200)).body).toEqual({ imported: 1, errors: [] });
      expect(await rows(importerPlan)).toEqual([
        { name: 'Novák, Jan', group: 'Friends', child: false, contact: '+420 777 111 222', dietary: 'vegan', table: '2', rsvp: 'confirmed',
          partySize: 1 },
      ]);
    });

    it("imports Excel CZ's Windows-1250 file with semicolons, reports the bad rows by line and keeps the good ones", async () => {
      const text =
        'Jméno;Skupina;Dítě (ano/ne);Kontakt;Dieta/Strava;Stůl;Odpověď\r\n' +
        'Šťastná Žofie;Rodina nevěsty;ne;zofie@example.cz;bezlepková;1;potvrdila\r\n' +
        ';Rodina nevěsty;ne;;;;\r\n' +
        'Řehoř Čížek;Rodina ženicha;možná;;;;\r\n' +
        'Malý Kryštof;Rodina nevěsty;ano;;;1;\r\n' +
        'Ďábelská Ťápa;Přátelé;ne;;;;snad\r\n' +
        'Dvořák Ludvík;Přátelé;;;;;omluvil se\r\n';
      const file = iconv.encode(text, 'win1250');
      expect(file.includes(Buffer.from('Šťastná', 'utf8'))).toBe(false);
      const result = (await importFile(importer.agent, file).expect(200)).body;
      expect(result).toEqual({
        imported: 3,
        errors: [
          { line: 3, message: 'Chybí jméno.' },
          { line: 4, message: 'Dítě: napište „ano“, nebo „ne“ (ne „možná“).' },
          { line: 6, message: 'RSVP: napište „pozván“, „potvrdil“, nebo „omluvil se“ (ne „snad“).' },
        ],
      });
      expect((await rows(importerPlan)).slice(1)).toEqual([
        { name: 'Šťastná Žofie', group: 'Rodina nevěsty', child: false, contact: 'zofie@example.cz', dietary: 'bezlepková', table: '1',
          rsvp: 'confirmed', partySize: 1 },
        { name: 'Malý Kryštof', group: 'Rodina nevěsty', child: true, contact: null, dietary: null, table: '1', rsvp: 'invited', partySize: 1 },
        { name: 'Dvořák Ludvík', group: 'Přátelé', child: false, contact: null, dietary: null, table: null, rsvp: 'declined', partySize: 1 },
      ]);
    });

    it('refuses a file over 2 MB (413), no file, and a file without a name column (400), in Czech, adding nothing', async () => {
      const before = (await rows(importerPlan)).length;
      const large = Buffer.concat([Buffer.from('Jméno\n'), Buffer.alloc(2 * 1024 * 1024, 'a')]);
      const tooLarge = await importFile(importer.agent, large);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('Soubor může mít nejvýše 2 MB.');
      const missing = await importer.agent.post('/api/plan/guests/import').field('note', 'x').expect(400);
      expect(missing.body.message).toBe('Vyberte soubor CSV se seznamem hostů.');
      const noName = await importFile(importer.agent, Buffer.from('Skupina;Stůl\nRodina;1\n')).expect(400);
      expect(noName.body.errors).toEqual([{ field: 'file', message: 'V souboru chybí sloupec „Jméno“ (první řádek má nést názvy sloupců).' }]);
      expect((await importFile(importer.agent, Buffer.alloc(0)).expect(400)).body.message).toBe('Soubor je prázdný.');
      const spreadsheet = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
      expect((await importFile(importer.agent, spreadsheet, 'hoste.xlsx').expect(400)).body.message).toBe(
        'Soubor není textové CSV. V Excelu ho uložte jako „CSV (oddělený středníkem)“.',
      );
      expect((await rows(importerPlan)).length).toBe(before);
    });

    it('exports UTF-8 with a BOM and semicolons that imports back the same', async () => {
      const response = await importer.agent.get('/api/plan/guests/export').buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="hoste.csv"');
      const file = response.body as Buffer;
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = file.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Jméno;Skupina;Dítě;Kontakt;Strava;Stůl;RSVP;Počet osob');
      expect(lines).toContain('Šťastná Žofie;Rodina nevěsty;ne;zofie@example.cz;bezlepková;1;potvrdil;1');

      const copy = await signedInCouple(t);
      const copyPlan = await createPlan(copy.agent, {});
      expect((await importFile(copy.agent, file).expect(200)).body).toEqual({ imported: 4, errors: [] });
      const sorted = (list: Awaited<ReturnType<typeof rows>>) => [...list].sort((a, b) => a.name.localeCompare(b.name));
      expect(sorted(await rows(copyPlan))).toEqual(sorted(await rows(importerPlan)));
    });
  });

  describe('RSVP by link', () => {
    let guest: Guest;
    let token: string;
    const published: Array<{ planId: number; section: string }> = [];

    beforeAll(async () => {
      t.app.get(EventEmitter2).on('planning.changed', (event: { planId: number; section: string }) => published.push(event));
      guest = await addGuest(couple.agent, { name: 'Teta Věra', group: 'Rodina ženicha', contact: 'vera@example.cz', dietary: 'bez laktózy' });
      await addGuest(couple.agent, { name: 'Jiný Host', contact: 'jiny@example.cz' });
    });

    it('gives a link that works until the day after the wedding, and shows only the names, the date and the guest', async () => {
      const link = (await couple.agent.post(`/api/plan/guests/${guest.id}/rsvp-link`).expect(201)).body as { url: string; expiresAt: string };
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/rsvp\/[A-Za-z0-9_-]{43}$/);
      token = tokenOf(link.url);
      const [expected] = await t.dataSource.query(
        `SELECT ((($1::date + 2)::timestamp) AT TIME ZONE 'Europe/Prague') AS at`,
        [weddingDate],
      );
      expect(new Date(link.expiresAt).getTime()).toBe((expected.at as Date).getTime());
      const [{ hash }] = await t.dataSource.query(`SELECT rsvp_token_hash AS hash FROM plan_guests WHERE id = $1`, [guest.id]);
      expect(hash).toHaveLength(64);
      expect(hash).not.toContain(token);

      const page = await request(t.server).get(`/api/rsvp/${token}`).set('X-Forwarded-For', nextAddress()).expect(200);
      expect(page.body).toEqual({
        coupleNames: 'Jana a Petr',
        weddingDate,
        guestName: 'Teta Věra',
        rsvp: 'invited',
        partySize: 1,
        dietary: 'bez laktózy',
      });
      expect(JSON.stringify(page.body)).not.toMatch(/example\.cz|Jiný|Rodina/);
      const listed = (await couple.agent.get('/api/plan/guests').query({ search: 'Věra' }).expect(200)).body.items[0] as Guest;
      expect(listed.rsvpLinkActive).toBe(true);

      const noDate = await addGuest(other.agent, { name: 'Host Bez Data' });
      const yearLink = (await other.agent.post(`/api/plan/guests/${noDate.id}/rsvp-link`).expect(201)).body;
      const days = (new Date(yearLink.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    });

    it("records the guest's answer on the row and in the counts, and tells the plan's members", async () => {
      const before = (await couple.agent.get('/api/plan/guests').expect(200)).body.counts;
      published.length = 0;
      const answered = await request(t.server)
        .post(`/api/rsvp/${token}`)
        .set('X-Forwarded-For', nextAddress())
        .send({ attending: true, partySize: 2, dietary: 'bezlepková' })
        .expect(200);
      expect(answered.body).toEqual({
        coupleNames: 'Jana a Petr',
        weddingDate,
        guestName: 'Teta Věra',
        rsvp: 'confirmed',
        partySize: 2,
        dietary: 'bezlepková',
      });
      const [row] = await t.dataSource.query(
        `SELECT rsvp, party_size AS "partySize", dietary, responded_at AS "respondedAt" FROM plan_guests WHERE id = $1`,
        [guest.id],
      );
      expect(row).toMatchObject({ rsvp: 'confirmed', partySize: 2, dietary: 'bezlepková' });
      expect(row.respondedAt).toBeInstanceOf(Date);
      const after = (await couple.agent.get('/api/plan/guests').expect(200)).body.counts;
      expect(after).toEqual({ ...before, invited: before.invited - 1, confirmed: before.confirmed + 1, people: before.people + 2 });
      expect(published).toEqual([expect.objectContaining({ planId, section: 'guests' })]);

      await request(t.server)
        .post(`/api/rsvp/${token}`)
        .set('X-Forwarded-For', nextAddress())
        .send({ attending: false, partySize: 1 })
        .expect(200);
      const [declined] = await t.dataSource.query(`SELECT rsvp, dietary FROM plan_guests WHERE id = $1`, [guest.id]);
      expect(declined).toEqual({ rsvp: 'declined', dietary: 'bezlepková' });
      const invalid = { attending: 'yes', partySize: 0 };
      await request(t.server).post(`/api/rsvp/${token}`).set('X-Forwarded-For', nextAddress()).send(invalid).expect(400);
    });

    it('answers 404 for a wrong token, after a new link for the old one, after revocation and after expiry', async () => {
      const get = (value: string) => request(t.server).get(`/api/rsvp/${value}`).set('X-Forwarded-For', nextAddress());
      const post = (value: string) =>
        request(t.server).post(`/api/rsvp/${value}`).set('X-Forwarded-For', nextAddress()).send({ attending: true, partySize: 1 });
      expect((await get('neplatny-token').expect(404)).body.message).toBe(LINK_INVALID);
      await post('neplatny-token').expect(404);

      const renewed = tokenOf((await couple.agent.post(`/api/plan/guests/${guest.id}/rsvp-link`).expect(201)).body.url);
      expect((await get(token).expect(404)).body.message).toBe(LINK_INVALID);
      await post(token).expect(404);
      await get(renewed).expect(200);

      await couple.agent.delete(`/api/plan/guests/${guest.id}/rsvp-link`).expect(204);
      expect((await get(renewed).expect(404)).body.message).toBe(LINK_INVALID);
      await post(renewed).expect(404);
      const listed = (await couple.agent.get('/api/plan/guests').query({ search: 'Věra' }).expect(200)).body.items[0] as Guest;
      expect(listed).toMatchObject({ rsvpLinkActive: false, rsvp: 'declined' });

      const expiring = tokenOf((await couple.agent.post(`/api/plan/guests/${guest.id}/rsvp-link`).expect(201)).body.url);
      await get(expiring).expect(200);
      await t.dataSource.query(`UPDATE plan_guests SET rsvp_token_expires_at = now() - interval '1 minute' WHERE id = $1`, [guest.id]);
      expect((await get(expiring).expect(404)).body.message).toBe(LINK_INVALID);
      await post(expiring).expect(404);
      const [row] = await t.dataSource.query(`SELECT rsvp FROM plan_guests WHERE id = $1`, [guest.id]);
      expect(row.rsvp).toBe('declined');
    });

    it('limits answers per client address (429 in the end)', async () => {
      const fresh = tokenOf((await couple.agent.post(`/api/plan/guests/${guest.id}/rsvp-link`).expect(201)).body.url);
      const from = nextAddress();
      const statuses: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const response = await request(t.server).post(`/api/rsvp/${fresh}`).set('X-Forwarded-For', from).send({ attending: true, partySize: 1 });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another address is not limited by it.
      await request(t.server).get(`/api/rsvp/${fresh}`).set('X-Forwarded-For', nextAddress()).expect(200);
    });
  });
});
