/**
 * Service-area / location options. Order matters for display: country, then cities, then regions.
 * Ids are lowercase slugs without diacritics, words joined by '-'.
 */
export type LocationType = 'city' | 'region' | 'country';

export interface LocationSeed {
  id: string;
  name: string;
  type: LocationType;
  sortOrder: number;
}

export const LOCATIONS: readonly LocationSeed[] = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country', sortOrder: 1 },

  { id: 'praha', name: 'Praha', type: 'city', sortOrder: 2 },
  { id: 'brno', name: 'Brno', type: 'city', sortOrder: 3 },
  { id: 'ostrava', name: 'Ostrava', type: 'city', sortOrder: 4 },
  { id: 'plzen', name: 'Plzeň', type: 'city', sortOrder: 5 },
  { id: 'liberec', name: 'Liberec', type: 'city', sortOrder: 6 },
  { id: 'hradec-kralove', name: 'Hradec Králové', type: 'city', sortOrder: 7 },
  { id: 'pardubice', name: 'Pardubice', type: 'city', sortOrder: 8 },
  { id: 'zlin', name: 'Zlín', type: 'city', sortOrder: 9 },
  { id: 'jihlava', name: 'Jihlava', type: 'city', sortOrder: 10 },
  { id: 'ceske-budejovice', name: 'České Budějovice', type: 'city', sortOrder: 11 },
  { id: 'usti-nad-labem', name: 'Ústí nad Labem', type: 'city', sortOrder: 12 },
  { id: 'karlovy-vary', name: 'Karlovy Vary', type: 'city', sortOrder: 13 },

  { id: 'okoli-prahy', name: 'Okolí Prahy', type: 'region', sortOrder: 14 },
  { id: 'jizni-cechy', name: 'Jižní Čechy', type: 'region', sortOrder: 15 },
  { id: 'zapadni-cechy', name: 'Západní Čechy', type: 'region', sortOrder: 16 },
  { id: 'severni-cechy', name: 'Severní Čechy', type: 'region', sortOrder: 17 },
  { id: 'vychodni-cechy', name: 'Východní Čechy', type: 'region', sortOrder: 18 },
  { id: 'jizni-morava', name: 'Jižní Morava', type: 'region', sortOrder: 19 },
  { id: 'severni-morava', name: 'Severní Morava', type: 'region', sortOrder: 20 },
  { id: 'slezsko', name: 'Slezsko', type: 'region', sortOrder: 21 },
];
