import { mapAresSubject } from './ares-client';

describe('mapAresSubject', () => {
  it("maps ARES's seat to street, city and postal code", () => {
    expect(
      mapAresSubject('27082440', {
        ico: '27082440',
        obchodniJmeno: 'Alza.cz a.s.',
        dic: 'CZ27082440',
        sidlo: { nazevUlice: 'Jankovcova', cisloDomovni: 1522, cisloOrientacni: 53, nazevObce: 'Praha', psc: 17000 },
      }),
    ).toEqual({ ico: '27082440', companyName: 'Alza.cz a.s.', street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '170 00', dic: 'CZ27082440' });
  });

  it('uses the part of the municipality where there is no street, and no DIČ when ARES has none', () => {
    expect(
      mapAresSubject('00000019', { obchodniJmeno: 'Obec Lhota', sidlo: { nazevCastiObce: 'Lhota', cisloDomovni: 5, nazevObce: 'Lhota', psc: 5401 } }),
    ).toMatchObject({ street: 'Lhota 5', city: 'Lhota', postalCode: '054 01', dic: null });
  });

  it('is no company without a name', () => {
    expect(mapAresSubject('00000019', {})).toBeNull();
  });
});
