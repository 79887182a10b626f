import iconv from 'iconv-lite';
import { decodeCsv, encodeGuestCsv, GuestCsvFileError, parseGuestCsv, type GuestFields } from './guest-csv';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const guest = (fields: Partial<GuestFields> & { name: string }): GuestFields => ({
  group: null,
  child: false,
  contact: null,
  dietary: null,
  table: null,
  rsvp: 'invited',
  partySize: 1,
  ...fields,
});

describe('decodeCsv', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('Šťastná Žofie')]))).toBe('Šťastná Žofie');
    expect(decodeCsv(utf8('Šťastná Žofie'))).toBe('Šťastná Žofie');
  });

  it('falls back to Windows-1250 when the bytes are not UTF-8', () => {
    expect(decodeCsv(iconv.encode('Jméno;Stůl\nŠťastná Žofie;Č. 3', 'win1250'))).toBe('Jméno;Stůl\nŠťastná Žofie;Č. 3');
  });

  it("reads Excel's UTF-16 'Unicode text'", () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Říha', 'utf16le')]))).toBe('Říha');
  });
});

describe('parseGuestCsv', () => {
  it('reads a Czech Excel file (Windows-1250, semicolons) with every column', () => {
    const file = iconv.encode(
      'Jméno;Skupina;Dítě (ano/ne);Kontakt;Dieta/Strava;Stůl;Odpověď;Počet osob\r\n' +
        'Šťastná Žofie;Rodina nevěsty;ne;zofie@example.cz;bezlepková;1;potvrdila;2\r\n' +
        'Malý Kryštof;Rodina nevěsty;ano;;;1;;\r\n',
      'win1250',
    );
    expect(parseGuestCsv(file)).toEqual({
      rows: [
        {
          line: 2,
          guest: guest({
            name: 'Šťastná Žofie',
            group: 'Rodina nevěsty',
            contact: 'zofie@example.cz',
            dietary: 'bezlepková',
            table: '1',
            rsvp: 'confirmed',
            partySize: 2,
          }),
        },
        { line: 3, guest: guest({ name: 'Malý Kryštof', group: 'Rodina nevěsty', child: true, table: '1' }) },
      ],
      errors: [],
    });
  });

  it('reads English headers with commas, in any order, only the name required', () => {
    const result = parseGuestCsv(utf8('RSVP,Name,Child\ndeclined,Jan Novák,no\n"Omluvil se","Novák, Petr",yes\n'));
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.guest)).toEqual([
      guest({ name: 'Jan Novák', rsvp: 'declined' }),
      guest({ name: 'Novák, Petr', rsvp: 'declined', child: true }),
    ]);
  });

  it('reports bad rows by their line number and keeps the good ones', () => {
    const result = parseGuestCsv(
      utf8(
        'Jméno;Dítě;RSVP;Počet osob\n' +
          'Dobrý Host;ne;pozván;1\n' +
          '\n' +
          ';ne;;\n' +
          'Špatné Dítě;možná;;\n' +
          'Moc Lidí;;;11\n' +
          `${'x'.repeat(121)};;;\n` +
          'Divná Odpověď;;snad;\n' +
          'Druhý Dobrý;;potvrdil;3\n',
      ),
    );
    expect(result.rows.map((row) => [row.line, row.guest.name])).toEqual([
      [2, 'Dobrý Host'],
      [9, 'Druhý Dobrý'],
    ]);
    expect(result.errors).toEqual([
      { line: 4, message: 'Chybí jméno.' },
      { line: 5, message: 'Dítě: napište „ano“, nebo „ne“ (ne „možná“).' },
      { line: 6, message: 'Počet osob musí být celé číslo od 1 do 10.' },
      { line: 7, message: 'Jméno může mít nejvýše 120 znaků.' },
      { line: 8, message: 'RSVP: napište „pozván“, „potvrdil“, nebo „omluvil se“ (ne „snad“).' },
    ]);
  });

  it('counts the lines of a quoted value that spans lines', () => {
    const result = parseGuestCsv(utf8('Jméno;Strava\n"Anna";"bez laktózy\nbez ořechů"\n;\nBohuslav;\n'));
    expect(result.rows.map((row) => [row.line, row.guest.name, row.guest.dietary])).toEqual([
      [2, 'Anna', 'bez laktózy\nbez ořechů'],
      [5, 'Bohuslav', null],
    ]);
  });

  it('refuses a file without a name column, or without anything', () => {
    expect(() => parseGuestCsv(utf8('Skupina;Stůl\nRodina;1\n'))).toThrow(GuestCsvFileError);
    expect(() => parseGuestCsv(utf8('\n\n'))).toThrow(GuestCsvFileError);
    expect(() => parseGuestCsv(Buffer.from('PK\u0003\u0004\u0000\u0000Jméno', 'latin1'))).toThrow('binary');
  });
});

describe('encodeGuestCsv', () => {
  it('writes UTF-8 with a BOM and semicolons, which the import reads back the same', () => {
    const guests = [
      guest({ name: 'Šťastná Žofie', group: 'Rodina; nevěsty', child: true, contact: '+420 777 123 456', rsvp: 'declined' }),
      guest({ name: '=HYPERLINK("x")', dietary: 'vegan\n"bez masa"', table: '2', rsvp: 'confirmed', partySize: 3 }),
    ];
    const file = encodeGuestCsv(guests);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Jméno;Skupina;Dítě;Kontakt;Strava;Stůl;RSVP;Počet osob');
    expect(text).toContain(`Šťastná Žofie;"Rodina; nevěsty";ano;"'+420 777 123 456";;;omluvil se;1\r\n`);
    // A formula is written as text.
    expect(text).toContain(`'=HYPERLINK`);
    expect(parseGuestCsv(file)).toEqual({ rows: guests.map((g, index) => ({ line: index === 0 ? 2 : 3, guest: g })), errors: [] });
  });
});
