import { PDFParse } from 'pdf-parse';
import type { BookingDocumentContent } from '../booking-document';
import { czechDate, PDF_FOOTER, priceText, renderBookingPdf } from './booking-pdf';

const CONTENT: BookingDocumentContent = {
  number: 'SV-2026-000123',
  issuedAt: '2026-11-28T10:15:00.000Z',
  provider: { companyName: 'Fotoateliér Šťastný s.r.o.', ico: '12345678', email: 'foto@example.cz', phone: '+420 777 123 456', address: 'Žižkova 12, Brno' },
  couple: { name: 'Jana Nováková a Petr Růžička', email: 'jana@example.cz', phone: null },
  eventDate: '2027-06-12',
  place: 'Zámek Průhonice',
  title: 'Svatební fotograf na celý den',
  items: ['Celodenní focení', 'Příprava nevěsty', '300 upravených fotografií'],
  price: { kind: 'exact', min: 45000, max: null },
  deposit: { amount: 13500, iban: 'CZ6508000000192000145399' },
  cancellationTerms: 'Při zrušení více než 90 dní před termínem se záloha vrací v plné výši.',
};

/** The PDF's text with Intl's non-breaking spaces as plain ones. */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\u00a0/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('renderBookingPdf', () => {
  it('writes "Potvrzení rezervace" with every part of the agreement, in Czech with diacritics', async () => {
    const pdf = await renderBookingPdf(CONTENT);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const part of [
      'Potvrzení rezervace',
      'SV-2026-000123',
      'Fotoateliér Šťastný s.r.o.',
      'IČO: 12345678',
      'Jana Nováková a Petr Růžička',
      'sobota 12. června 2027',
      'Zámek Průhonice',
      'Příprava nevěsty',
      '45 000 Kč',
      'Výše zálohy: 13 500 Kč',
      'Účet dodavatele: 19-2000145399/0800',
      'Variabilní symbol: 2026000123',
      'Při zrušení více než 90 dní před termínem',
    ]) {
      expect(text).toContain(part);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(PDF_FOOTER);
  });

  it('gives the same bytes for the same content (the creation date is the confirmation)', async () => {
    const [first, second] = await Promise.all([renderBookingPdf(CONTENT), renderBookingPdf(CONTENT)]);
    expect(first.equals(second)).toBe(true);
    const later = await renderBookingPdf({ ...CONTENT, issuedAt: '2026-11-29T10:15:00.000Z' });
    expect(later.equals(first)).toBe(false);
  });

  it('says when there is no deposit, no date and lists the history', async () => {
    const text = await textOf(
      await renderBookingPdf({ ...CONTENT, deposit: null, eventDate: null, place: null }, [
        { at: '2026-11-28T10:15:00.000Z', actor: 'provider', action: 'confirmed', reason: null },
        { at: '2026-12-01T08:00:00.000Z', actor: 'couple', action: 'cancelled', reason: 'Svatbu přesouváme' },
      ]),
    );
    expect(text).toContain('Záloha se neplatí.');
    expect(text).toContain('termín neuveden');
    expect(text).toContain('Zrušeno (snoubenci): Svatbu přesouváme');
  });
});

describe('Czech texts', () => {
  it('writes the wedding day with its weekday', () => {
    expect(czechDate('2027-06-12')).toBe('sobota 12. června 2027');
    expect(czechDate('2026-12-31')).toBe('čtvrtek 31. prosince 2026');
  });

  it('writes prices with Czech grouping', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(priceText({ kind: 'exact', min: 45000, max: null }))).toBe('45 000 Kč');
    expect(plain(priceText({ kind: 'from', min: 45000, max: null }))).toBe('od 45 000 Kč');
    expect(plain(priceText({ kind: 'range', min: 45000, max: 60000 }))).toBe('45 000 Kč – 60 000 Kč');
  });
});
