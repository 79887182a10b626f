/*
 * The Czech forms the offline draft needs of the catalogue's fixed lists (issue 51, item 5): where
 * the wedding is, in the locative with its preposition ('v Brně', 've Zlíně', 'na jižní Moravě'), and
 * what the couple looks for, in the accusative after 'Hledáme' ('fotografa', 'živou hudbu').
 * Keyed by the catalogue's ids (catalog/data); czech-forms.spec.ts checks that every id has its form.
 * A place or a service outside the catalogue has none: the draft then words it without declining it.
 */

/** Location id → 'v …' / 've …' / 'na …' (what follows 'Svatba se uskuteční'). */
export const LOCATION_LOCATIVES: Readonly<Record<string, string>> = {
  'cela-cr': 'kdekoli v České republice',
  praha: 'v Praze',
  brno: 'v Brně',
  ostrava: 'v Ostravě',
  plzen: 'v Plzni',
  liberec: 'v Liberci',
  'hradec-kralove': 'v Hradci Králové',
  pardubice: 'v Pardubicích',
  zlin: 've Zlíně',
  jihlava: 'v Jihlavě',
  'ceske-budejovice': 'v Českých Budějovicích',
  'usti-nad-labem': 'v Ústí nad Labem',
  'karlovy-vary': 'v Karlových Varech',
  'okoli-prahy': 'v okolí Prahy',
  'jizni-cechy': 'v jižních Čechách',
  'zapadni-cechy': 'v západních Čechách',
  'severni-cechy': 'v severních Čechách',
  'vychodni-cechy': 've východních Čechách',
  'jizni-morava': 'na jižní Moravě',
  'severni-morava': 'na severní Moravě',
  slezsko: 've Slezsku',
};

/** Category id → the accusative after 'Hledáme' ('Hledáme fotografa, catering a DJe'). */
export const CATEGORY_ACCUSATIVES: Readonly<Record<string, string>> = {
  photography: 'fotografa',
  video: 'kameramana',
  catering: 'catering',
  cake: 'svatební dort',
  music: 'živou hudbu',
  dj: 'DJe',
  flowers: 'květinovou výzdobu',
  decoration: 'dekorace',
  venue: 'místo konání',
  planning: 'kompletní plánování svatby',
  partial_planning: 'pomoc s částí plánování',
  wedding_planning: 'svatební agenturu',
  transport: 'svatební dopravu',
  accommodation: 'ubytování pro hosty',
  bridal_dresses: 'svatební šaty',
  groom_suits: 'oblek pro ženicha',
  hair_makeup: 'účes a líčení',
  rings: 'snubní prsteny',
  invitations: 'svatební oznámení',
  officiant: 'obřadníka nebo řečníka',
  moderator: 'svatebního moderátora',
  photobooth: 'fotokoutek',
  entertainment: 'program a zábavu',
  lighting: 'osvětlení a světelné efekty',
  sweet_bar: 'sladký bar s koláčky',
  mobile_bar: 'mobilní bar',
  tent_rental: 'svatební stan',
  equipment_rental: 'vybavení k zapůjčení',
  fireworks: 'ohňostroj',
  dance_lessons: 'taneční lekce',
  childcare: 'hlídání dětí',
};

/** 'v Brně' for 'brno'; undefined for a place outside the catalogue. */
export function locativeOf(locationId: string | null | undefined): string | undefined {
  return locationId ? LOCATION_LOCATIVES[locationId] : undefined;
}

/** 'fotografa' for 'photography'; undefined for an id outside the catalogue. */
export function accusativeOf(categoryId: string): string | undefined {
  return CATEGORY_ACCUSATIVES[categoryId];
}
