import { WHOLE_COUNTRY } from '../common/text/location-display';
import { LOCATIONS } from './data/locations.data';

/**
 * Which catalogue locations overlap: a city lies in its region(s) (locations.data.ts has cities and
 * the informal regions side by side, no hierarchy). Ostrava sits where Severní Morava and Slezsko
 * meet; Jihlava (Vysočina) is in none of the regions offered.
 */
export const CITY_REGIONS: Readonly<Record<string, readonly string[]>> = {
  praha: ['okoli-prahy'],
  brno: ['jizni-morava'],
  zlin: ['jizni-morava'],
  ostrava: ['severni-morava', 'slezsko'],
  plzen: ['zapadni-cechy'],
  'karlovy-vary': ['zapadni-cechy'],
  liberec: ['severni-cechy'],
  'usti-nad-labem': ['severni-cechy'],
  'hradec-kralove': ['vychodni-cechy'],
  pardubice: ['vychodni-cechy'],
  'ceske-budejovice': ['jizni-cechy'],
  jihlava: [],
};

const KNOWN = new Set(LOCATIONS.map((location) => location.id));

/**
 * The request places a provider serving `areas` reaches (the provider's "relevant" requests): null
 * for every place (the provider serves the whole country); otherwise each area, the places that
 * overlap it (a region's cities, a city's region) and a request for the whole country ('Celá ČR':
 * the couple takes anyone). A place the couple named outside the catalogue is reached only by
 * whole-country providers. Unknown ids are ignored.
 */
export function locationReach(areas: readonly string[]): string[] | null {
  if (areas.includes(WHOLE_COUNTRY)) return null;
  const reach = new Set<string>([WHOLE_COUNTRY]);
  for (const area of areas) {
    if (!KNOWN.has(area)) continue;
    reach.add(area);
    for (const region of CITY_REGIONS[area] ?? []) reach.add(region);
    for (const [city, regions] of Object.entries(CITY_REGIONS)) if (regions.includes(area)) reach.add(city);
  }
  return [...reach].sort();
}

/** A region of the catalogue with the places inside it: itself and its cities (CITY_REGIONS). */
export interface RegionPlaces {
  regionId: string;
  placeIds: string[];
}

/**
 * The catalogue's regions with their places, in display order: how the public figures (insights,
 * issue 47) group requests and providers by area. A place may lie in two regions (Ostrava); Jihlava in none.
 */
export function regionPlaces(): RegionPlaces[] {
  return LOCATIONS.filter((location) => location.type === 'region').map((region) => ({
    regionId: region.id,
    placeIds: [region.id, ...Object.entries(CITY_REGIONS).filter(([, regions]) => regions.includes(region.id)).map(([city]) => city)],
  }));
}
