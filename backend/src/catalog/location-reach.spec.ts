import { LOCATIONS } from './data/locations.data';
import { CITY_REGIONS, locationReach } from './location-reach';

describe('locationReach', () => {
  it('reaches the areas, their overlapping places and whole-country requests, not Liberec or Severní Morava', () => {
    const reach = locationReach(['brno', 'jizni-morava', 'zlin'])!;
    expect(reach).toEqual(['brno', 'cela-cr', 'jizni-morava', 'zlin']);
    expect(reach).not.toContain('liberec');
    expect(reach).not.toContain('severni-morava');
  });

  it('a region reaches its cities, a city its region', () => {
    expect(locationReach(['severni-cechy'])).toEqual(['cela-cr', 'liberec', 'severni-cechy', 'usti-nad-labem']);
    expect(locationReach(['ostrava'])).toEqual(['cela-cr', 'ostrava', 'severni-morava', 'slezsko']);
  });

  it('a whole-country provider reaches every place (null: no filter)', () => {
    expect(locationReach(['cela-cr'])).toBeNull();
    expect(locationReach(['praha', 'cela-cr'])).toBeNull();
  });

  it('knows every city of the catalogue and names only its regions', () => {
    const cities = LOCATIONS.filter((location) => location.type === 'city').map((location) => location.id);
    const regions = new Set(LOCATIONS.filter((location) => location.type === 'region').map((location) => location.id));
    expect(Object.keys(CITY_REGIONS).sort()).toEqual([...cities].sort());
    for (const list of Object.values(CITY_REGIONS)) for (const region of list) expect(regions.has(region)).toBe(true);
  });
});
