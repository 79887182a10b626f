import { LOCATIONS } from './data/locations.data';
import { PlaceIndex } from './place-index';

describe('PlaceIndex', () => {
  const places = new PlaceIndex(LOCATIONS);

  it('reads a location id as the location with its name', () => {
    expect(places.resolve('hradec-kralove')).toEqual({ id: 'hradec-kralove', name: 'Hradec Králové' });
    expect(places.resolve('cela-cr')).toEqual({ id: 'cela-cr', name: 'Celá ČR' });
  });

  it("reads a location's name in any case, with or without diacritics, as that location", () => {
    expect(places.resolve('Plzeň')).toEqual({ id: 'plzen', name: 'Plzeň' });
    expect(places.resolve('  plzen ')).toEqual({ id: 'plzen', name: 'Plzeň' });
    expect(places.resolve('HRADEC KRÁLOVÉ')).toEqual({ id: 'hradec-kralove', name: 'Hradec Králové' });
  });

  it('keeps any other place as the couple wrote it (trimmed), without an id', () => {
    expect(places.resolve(' Zámek Loučeň ')).toEqual({ id: null, name: 'Zámek Loučeň' });
    expect(places.resolve('Praha 5')).toEqual({ id: null, name: 'Praha 5' });
  });
});
