import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { ACCOUNT_PASSWORD, signedInAdmin, signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `bil${process.pid}x${Date.now().toString(36)}`;
const CHECKOUT = '/api/get-or-create-subscription';
const ICO_MESSAGE = 'IČO musí mít 8 číslic a platný kontrolní součet';
const ARES_UNAVAILABLE = 'ARES je teď nedostupný, vyplňte údaje ručně';

type Json = Record<string, any>;

/** The PDF's text, Intl's non-breaking spaces as plain ones. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** A local stand-in of ARES's REST API: one company, a 404, a slow answer and a broken one. */
function startAresStandIn(): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const ico = /^\/ekonomicke-subjekty\/(\d{8})$/.exec(req.url ?? '')?.[1];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (ico === '27082440') {
      return json(200, {
        ico: '27082440',
        obchodniJmeno: 'Fotoateliér Šťastný s.r.o.',
        dic: 'CZ27082440',
        sidlo: { nazevUlice: 'Jankovcova', cisloDomovni: 1522, cisloOrientacni: 53, nazevObce: 'Praha', psc: 17000 },
      });
    }
    if (ico === '25596641') {
      // Slower than ARES_TIMEOUT_MS.
      setTimeout(() => json(200, { ico, obchodniJmeno: 'Pozdě a.s.' }), 1500).unref();
      return;
    }
    if (ico === '45274649') return json(500, { kod: 'CHYBA' });
    return json(404, { kod: 'NENALEZENO', popis: 'Ekonomický subjekt nenalezen' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        close: () => new Promise<void>((done) => server.closeAllConnections() ?? server.close(() => done())),
      }),
    ),
  );
}

describe('Billing: details, ARES, invoices, credit notes', () => {
  let t: TestApp;
  let ares: Awaited<ReturnType<typeof startAresStandIn>>;
  let sequence = 0;
  const newProvider = () => {
    sequence += 1;
    return signedInProvider(t, { companyName: `Fakturovaný ${sequence} ${RUN}` });
  };
  const invoicesOf = async (provider: SignedInProvider) => (await provider.agent.get('/api/invoices').expect(200)).body as { items: Json[]; total: number };
  const paymentOf = async (providerId: number) =>
    ((await t.dataSource.query(
      `SELECT id, amount, refunded_at AS "refundedAt", refunded_amount AS "refundedAmount" FROM subscription_payments WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    )) as Json[])[0];
  const details = { companyName: 'Foto Šťastný s.r.o.', street: 'Dlouhá 12', city: 'Praha 1', postalCode: '11000', ico: '27082440', dic: 'CZ27082440', vatPayer: true };

  beforeAll(async () => {
    ares = await startAresStandIn();
    t = await createTestApp({ TRUST_PROXY: 'true', ARES_API_URL: ares.url, ARES_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await t.close();
    await ares.close();
  });

  describe('billing details', () => {
    it('prefills the company name until saved, then keeps what was saved (postal code with its space)', async () => {
      const provider = await newProvider();
      const first = await provider.agent.get('/api/billing/details').expect(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.body).toEqual({
        companyName: `Fakturovaný ${sequence} ${RUN}`,
        street: '',
        city: '',
        postalCode: '',
        ico: null,
        dic: null,
        vatPayer: false,
        aresAvailable: true,
        complete: false,
      });
      const saved = await provider.agent.put('/api/billing/details').send(details).expect(200);
      expect(saved.body).toEqual({ ...details, postalCode: '110 00', aresAvailable: true, complete: true });
      expect((await provider.agent.get('/api/billing/details').expect(200)).body).toEqual(saved.body);
      // Optional IČO / DIČ cleared with empty strings.
      const cleared = await provider.agent.put('/api/billing/details').send({ ...details, ico: '', dic: '', vatPayer: false }).expect(200);
      expect(cleared.body).toMatchObject({ ico: null, dic: null, vatPayer: false });
    });

    it.each([
      [{ ico: '27082441' }, ICO_MESSAGE],
      [{ ico: '2708244' }, ICO_MESSAGE],
      [{ dic: 'SK27082440' }, 'DIČ musí mít tvar CZ a 8–10 číslic'],
      [{ dic: 'CZ1234567' }, 'DIČ musí mít tvar CZ a 8–10 číslic'],
      [{ postalCode: '1100' }, 'PSČ musí mít 5 číslic (např. 110 00)'],
      [{ companyName: '  ' }, 'Vyplňte název firmy'],
    ])('refuses %p with a Czech message and saves nothing', async (change, message) => {
      const provider = await newProvider();
      const response = await provider.agent.put('/api/billing/details').send({ ...details, ...change }).expect(400);
      expect(JSON.stringify(response.body)).toContain(message);
      expect(await t.dataSource.query(`SELECT 1 FROM billing_details WHERE provider_id = $1`, [provider.providerId])).toEqual([]);
    });

    it('is for providers only: 401 anonymous, 403 for a couple', async () => {
      await request(t.server).get('/api/billing/details').expect(401);
      const couple = await signedInCouple(t);
      await couple.agent.get('/api/billing/details').expect(403);
      await couple.agent.put('/api/billing/details').send(details).expect(403);
      await couple.agent.get('/api/billing/ares/27082440').expect(403);
    });
  });

  describe('ARES (HTTP adapter against the stand-in)', () => {
    it('fills the company from ARES by IČO', async () => {
      const provider = await newProvider();
      const response = await provider.agent.get('/api/billing/ares/27082440').expect(200);
      expect(response.body).toEqual({
        ico: '27082440',
        companyName: 'Fotoateliér Šťastný s.r.o.',
        street: 'Jankovcova 1522/53',
        city: 'Praha',
        postalCode: '170 00',
        dic: 'CZ27082440',
      });
      expect(ares.calls).toContain('/ekonomicke-subjekty/27082440');
    });

    it('answers 404 for an IČO ARES does not know and 400 for a bad checksum without asking ARES', async () => {
      const provider = await newProvider();
      expect((await provider.agent.get('/api/billing/ares/00006947').expect(404)).body.message).toBe('Subjekt s tímto IČO v ARES není');
      const before = ares.calls.length;
      expect((await provider.agent.get('/api/billing/ares/12345678').expect(400)).body.message).toBe(ICO_MESSAGE);
      expect(ares.calls.length).toBe(before);
    });

    it('answers 503 with a Czech message when ARES is slower than ARES_TIMEOUT_MS or fails', async () => {
      const provider = await newProvider();
      const started = Date.now();
      expect((await provider.agent.get('/api/billing/ares/25596641').expect(503)).body.message).toBe(ARES_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(1400);
      expect((await provider.agent.get('/api/billing/ares/45274649').expect(503)).body.message).toBe(ARES_UNAVAILABLE);
    });
  });

  describe('the seller', () => {
    it('is public and cacheable, from INVOICE_SELLER_* (development defaults here)', async () => {
      const response = await request(t.server).get('/api/billing/seller').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toEqual({ name: 'Svatby s.r.o.', address: 'Vinohradská 12, 120 00 Praha 2', ico: '12345679', dic: 'CZ12345679', vatPayer: true });
    });
  });

  describe('invoices', () => {
    let provider: SignedInProvider;
    let invoice: Json;

    beforeAll(async () => {
      provider = await newProvider();
      await provider.agent.put('/api/billing/details').send(details).expect(200);
      await provider.agent.post(CHECKOUT).send({ planType: 'premium' }).expect(200);
      const list = await invoicesOf(provider);
      expect(list.total).toBe(1);
      invoice = list.items[0];
    });

    it('issues a tax invoice for the paid (offline) payment, listed for the provider', async () => {
      const payment = await paymentOf(provider.providerId);
      const year = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }).slice(0, 4);
      expect(invoice).toEqual({
        id: expect.any(Number),
        number: expect.stringMatching(new RegExp(`^${year}\\d{6}$`)),
        kind: 'invoice',
        issuedAt: expect.any(String),
        taxableSupplyDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }),
        totalHalere: payment.amount * 100,
        formattedTotal: expect.stringMatching(/Kč$/),
        description: expect.stringContaining('Premium'),
        correctedNumber: null,
      });
      expect(invoice.formattedTotal.replace(/\s/g, ' ')).toBe(`${new Intl.NumberFormat('cs-CZ').format(payment.amount).replace(/\s/g, ' ')} Kč`);
      const [row] = (await t.dataSource.query(`SELECT payment_id AS "paymentId", vat_mode AS "vatMode", base_halere::int AS base, vat_halere::int AS vat FROM invoices WHERE id = $1`, [
        invoice.id,
      ])) as Json[];
      expect(row).toEqual({ paymentId: payment.id, vatMode: 'payer', base: Math.round((payment.amount * 100) / 1.21), vat: payment.amount * 100 - Math.round((payment.amount * 100) / 1.21) });
    });

    it('links the receipt e-mail to the invoices', async () => {
      const [mail] = (await t.dataSource.query(
        `SELECT text_body AS text, html_body AS html FROM mail_outbox WHERE to_email = $1 AND template = 'payment-receipt'`,
        [provider.email],
      )) as Json[];
      expect(mail.text).toContain(`Faktura: ${invoice.number}`);
      expect(mail.html).toContain('http://localhost:3000/subscription-management#faktury');
    });

    it('downloads the PDF with the number, dates, seller, buyer, VAT and payment method', async () => {
      const response = await provider.agent.get(`/api/invoices/${invoice.id}/pdf`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice.number}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(response.body as Buffer);
      const payment = await paymentOf(provider.providerId);
      const base = Math.round((payment.amount * 100) / 1.21);
      const kc = (halere: number) => new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2 }).format(halere / 100).replace(/\s/g, ' ');
      const day = new Date().toLocaleDateString('cs-CZ', { timeZone: 'Europe/Prague' }).replace(/\s/g, ' ');
      for (const expected of [
        'Faktura – daňový doklad',
        `Číslo dokladu: ${invoice.number}`,
        'Svatby s.r.o.',
        'Vinohradská 12, 120 00 Praha 2',
        'IČO: 12345679',
        'DIČ: CZ12345679',
        'Foto Šťastný s.r.o.',
        'Dlouhá 12, 110 00 Praha 1',
        'IČO: 27082440',
        'DIČ: CZ27082440',
        `Datum vystavení: ${day}`,
        `Datum uskutečnění zdanitelného plnění: ${day}`,
        'Způsob platby: Testovací platba',
        `Variabilní symbol: ${invoice.number}`,
        'Základ daně',
        kc(base),
        'DPH 21 %',
        kc(payment.amount * 100 - base),
        'Celkem s DPH',
        kc(payment.amount * 100),
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('is immutable: new billing details change the next invoice only, and the database refuses an update', async () => {
      await provider.agent.put('/api/billing/details').send({ ...details, companyName: 'Úplně jiná firma s.r.o.', ico: '', dic: '' }).expect(200);
      const pdf = (await provider.agent.get(`/api/invoices/${invoice.id}/pdf`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200)).body as Buffer;
      const text = await pdfText(pdf);
      expect(text).toContain('Foto Šťastný s.r.o.');
      expect(text).not.toContain('Úplně jiná firma');
      await expect(t.dataSource.query(`UPDATE invoices SET description = 'x' WHERE id = $1`, [invoice.id])).rejects.toThrow(/cannot change/);
      await expect(t.dataSource.query(`UPDATE invoices SET provider_id = provider_id + 1 WHERE id = $1`, [invoice.id])).rejects.toThrow(/cannot change/);
      // The upgrade's invoice takes the new details.
      await provider.agent.post(CHECKOUT).send({ planType: 'premium_yearly' }).expect(200);
      const [upgrade] = (await t.dataSource.query(`SELECT buyer FROM invoices WHERE provider_id = $1 ORDER BY id DESC LIMIT 1`, [provider.providerId])) as Json[];
      expect(upgrade.buyer).toMatchObject({ name: 'Úplně jiná firma s.r.o.', ico: null });
    });

    it("hides another provider's invoice (404) and is for providers only", async () => {
      const other = await newProvider();
      await other.agent.get(`/api/invoices/${invoice.id}/pdf`).expect(404);
      expect((await invoicesOf(other)).items).toEqual([]);
      const couple = await signedInCouple(t);
      await couple.agent.get('/api/invoices').expect(403);
      await couple.agent.get(`/api/invoices/${invoice.id}/pdf`).expect(403);
      await request(t.server).get('/api/invoices').expect(401);
      await request(t.server).get(`/api/invoices/${invoice.id}/pdf`).expect(401);
      await provider.agent.get('/api/invoices/999999999/pdf').expect(404);
      await provider.agent.get('/api/admin/invoices').expect(403);
      await request(t.server).get('/api/admin/invoices').expect(401);
      await provider.agent.post(`/api/admin/payments/1/refund`).send({}).expect(403);
    });

    it('lets the admin search and download any invoice', async () => {
      const admin = await signedInAdmin(t);
      const byNumber = await admin.agent.get('/api/admin/invoices').query({ q: invoice.number }).expect(200);
      expect(byNumber.body.items).toEqual([
        expect.objectContaining({ id: invoice.id, number: invoice.number, providerId: provider.providerId, buyerName: 'Foto Šťastný s.r.o.', refundable: true }),
      ]);
      const byName = await admin.agent.get('/api/admin/invoices').query({ q: 'foto stastny' }).expect(200);
      expect(byName.body.items.map((item: Json) => item.id)).toContain(invoice.id);
      const pdf = await admin.agent.get(`/api/admin/invoices/${invoice.id}/pdf`).expect(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice.number}.pdf"`);
      await admin.agent.get('/api/admin/invoices/999999999/pdf').expect(404);
    });

    it('refunds a payment with a credit note in the same series, once, audit-logged', async () => {
      const admin = await signedInAdmin(t);
      const payment = await paymentOf(provider.providerId);
      const response = await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({ reason: 'Omylem zaplaceno' }).expect(200);
      const creditNoteNumber = response.body.creditNoteNumber as string;
      expect(creditNoteNumber).toMatch(/^\d{10}$/);
      expect(Number(creditNoteNumber)).toBeGreaterThan(Number(invoice.number));
      expect(await paymentOf(provider.providerId)).toMatchObject({ refundedAt: expect.any(Date), refundedAmount: payment.amount });
      const [audit] = (await t.dataSource.query(
        `SELECT admin_email AS "adminEmail", target_type AS "targetType", details FROM admin_audit_log WHERE action = 'payment.refund' AND target_id = $1`,
        [String(payment.id)],
      )) as Json[];
      expect(audit).toEqual({ adminEmail: admin.email, targetType: 'payment', details: expect.objectContaining({ creditNoteNumber, reason: 'Omylem zaplaceno' }) });

      const again = await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({}).expect(409);
      expect(again.body.message).toBe('Vrátit lze jen uhrazenou platbu, která ještě vrácená nebyla');
      await admin.agent.post('/api/admin/payments/999999999/refund').send({}).expect(404);
      await admin.agent.post(`/api/admin/payments/${payment.id}/refund`).send({ reason: 'x'.repeat(501) }).expect(400);

      const list = await invoicesOf(provider);
      const creditNote = list.items.find((item) => item.number === creditNoteNumber)!;
      expect(creditNote).toMatchObject({ kind: 'credit_note', totalHalere: -payment.amount * 100, correctedNumber: invoice.number });
      const adminRow = (await admin.agent.get('/api/admin/invoices').query({ q: invoice.number }).expect(200)).body.items[0];
      expect(adminRow.refundable).toBe(false);

      const pdf = await provider.agent.get(`/api/invoices/${creditNote.id}/pdf`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="opravny-doklad-${creditNoteNumber}.pdf"`);
      const text = await pdfText(pdf.body as Buffer);
      expect(text).toContain('Opravný daňový doklad');
      expect(text).toContain(`Opravuje fakturu č. ${invoice.number}`);
      expect(text).toContain('Foto Šťastný s.r.o.');
      expect(text).toMatch(/Celkem k vrácení\s*-\s?[\d ]+,00 Kč/);
    });
  });

  describe('GDPR', () => {
    it('exports billing details and invoices; deletion keeps the invoices, unlinked, and drops the details', async () => {
      const provider = await newProvider();
      await provider.agent.put('/api/billing/details').send(details).expect(200);
      await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(200);
      const exported = (await provider.agent.get('/api/account/export').expect(200)).body as Json;
      expect(exported.billingDetails).toMatchObject({ companyName: details.companyName, ico: details.ico });
      expect(exported.invoices).toEqual([expect.objectContaining({ kind: 'invoice', buyer: expect.objectContaining({ name: details.companyName }) })]);
      const number = exported.invoices[0].number as string;

      await provider.agent.delete('/api/account').send({ password: ACCOUNT_PASSWORD }).expect((res) => expect(res.status).toBeLessThan(300));
      expect(await t.dataSource.query(`SELECT 1 FROM billing_details WHERE provider_id = $1`, [provider.providerId])).toEqual([]);
      const [kept] = (await t.dataSource.query(`SELECT provider_id AS "providerId", buyer FROM invoices WHERE number = $1`, [number])) as Json[];
      expect(kept).toEqual({ providerId: null, buyer: expect.objectContaining({ name: details.companyName, ico: details.ico }) });
    });
  });
});

describe('Billing without ARES (offline mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('says the lookup is unavailable and keeps manual entry', async () => {
    const provider = await signedInProvider(t, { companyName: `Ruční ${RUN}` });
    expect((await provider.agent.get('/api/billing/details').expect(200)).body.aresAvailable).toBe(false);
    expect((await provider.agent.get('/api/billing/ares/27082440').expect(503)).body.message).toBe(ARES_UNAVAILABLE);
    await provider.agent
      .put('/api/billing/details')
      .send({ companyName: 'Ruční s.r.o.', street: 'Krátká 1', city: 'Brno', postalCode: '602 00', ico: '27082440', vatPayer: false })
      .expect(200);
  });
});
