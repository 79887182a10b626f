import dayjs from 'dayjs';
import { pick, seededRandom } from './random';
import { CategoryVocabulary } from '../../backend/src/common/text/category-matching';
import { buildProviderFields, ProviderFields } from '../../backend/src/providers/provider-fields';

const SURNAMES = ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Marek', 'Pospíšil', 'Hájek', 'Král', 'Jelínek', 'Růžička'];
const FIRST_NAMES = ['Jana', 'Petra', 'Lucie', 'Tereza', 'Martin', 'Tomáš', 'Jakub', 'Eva', 'Kateřina', 'Ondřej', 'Veronika', 'David', 'Klára', 'Filip'];
const QUALIFIERS = ['Svatební', 'Romantické', 'Rodinné', 'Zámecké', 'Moravské', 'Pražské', 'Jihočeské', 'Venkovské', 'Elegantní', 'Rustikální'];

/** Per provider type: a business noun, what they do, a price range in Kč (from, to). */
const TYPES: Record<string, { nouns: string[]; offers: string[]; price: [number, number] }> = {
  photography: {
    nouns: ['Fotograf', 'Foto studio', 'Fotoateliér'],
    offers: ['svatební fotografie v reportážním stylu', 'focení příprav, obřadu i večerní party', 'předsvatební focení a online galerie'],
    price: [8_000, 60_000],
  },
  video: {
    nouns: ['Kameraman', 'Video studio', 'Svatební film'],
    offers: ['svatební film a krátký klip', 'natáčení obřadu dronem', 'videozáznam celého dne'],
    price: [12_000, 70_000],
  },
  music: {
    nouns: ['Kapela', 'Muzika', 'Hudební skupina'],
    offers: ['živá hudba k obřadu i k tanci', 'kapela na večerní zábavu', 'cimbálová muzika a lidové písně'],
    price: [10_000, 60_000],
  },
  dj: { nouns: ['DJ', 'Party DJ'], offers: ['DJ na svatební párty s vlastním ozvučením', 'moderování a hudba až do rána'], price: [6_000, 25_000] },
  catering: {
    nouns: ['Catering', 'Gastro', 'Kuchyně'],
    offers: ['svatební catering a raut', 'slavnostní oběd a večerní grilování', 'obsluha hostů a kompletní inventář'],
    price: [400, 2_000],
  },
  cake: { nouns: ['Cukrárna', 'Dortíky'], offers: ['patrové svatební dorty na míru', 'svatební koláčky a dort s ochutnávkou'], price: [2_500, 15_000] },
  flowers: {
    nouns: ['Květinářství', 'Floristika', 'Květiny'],
    offers: ['svatební kytice a korsáže', 'květinová výzdoba obřadu a tabulí', 'sezónní květiny od českých pěstitelů'],
    price: [2_000, 40_000],
  },
  decoration: {
    nouns: ['Dekorace', 'Výzdoba', 'Svatební design'],
    offers: ['výzdoba sálu a slavobrána', 'půjčovna svatební dekorace', 'rustikální dekorace a světelné řetězy'],
    price: [5_000, 60_000],
  },
  wedding_planning: {
    nouns: ['Svatební agentura', 'Wedding planner', 'Agentura'],
    offers: ['svatba na klíč včetně dodavatelů', 'kompletní příprava a koordinace svatby', 'plánování svatby od A do Z'],
    price: [20_000, 150_000],
  },
  venue: { nouns: ['Zámek', 'Statek', 'Hotel'], offers: ['svatební místo pro obřad i hostinu', 'pronájem sálu a zahrady pro svatbu'], price: [30_000, 250_000] },
  hair_makeup: { nouns: ['Vizáž', 'Salon'], offers: ['svatební líčení a účes pro nevěstu', 'vizážistka a kadeřnice na svatební den'], price: [3_000, 15_000] },
  transport: { nouns: ['Autopůjčovna', 'Veterány'], offers: ['svatební auto s řidičem', 'doprava hostů a veterán pro novomanžele'], price: [4_000, 30_000] },
};

const OPENINGS = ['Jsme tým, který miluje svatby.', 'Svatbám se věnujeme celým srdcem.', 'Pomáháme párům po celé republice.', 'Každou svatbu bereme jako jedinečnou.'];
const CLOSINGS = ['Ozvěte se nám, rádi vám připravíme nabídku.', 'Termíny na příští sezónu se rychle plní.', 'Nezávazná konzultace je zdarma.', 'Rádi se s vámi potkáme osobně.'];

/** "Foto studio" → "foto studio" after an adjective, but "DJ" stays. */
const lowerNoun = (noun: string): string => (noun === noun.toUpperCase() ? noun : noun.toLowerCase());

export interface VolumeProvider {
  email: string;
  fields: ProviderFields;
  createdAt: Date;
  /** The plan of the provider's active subscription; null = free (not listed). */
  subscription: 'basic' | 'premium' | null;
}

/**
 * Realistic Czech providers for load work: seeded, so the same count and seed give the same rows;
 * built by the same field rules as registrations. Spread over the provider types (and a few
 * other categories each), the cities, regions and the whole country.
 *
 * Half of them are listed: every even one has an active subscription (every tenth a premium one),
 * the others are free accounts the catalogue leaves out.
 */
export function* generateVolumeProviders(
  count: number,
  vocabulary: CategoryVocabulary,
  areaIds: readonly string[],
  seed = 20_260_912,
): Generator<VolumeProvider> {
  const random = seededRandom(seed);
  const categoryIds = [...vocabulary.names.keys()];
  const typeIds = Object.keys(TYPES).filter((id) => categoryIds.includes(id));
  const cityAndRegionIds = areaIds.filter((id) => id !== 'cela-cr');
  const now = dayjs();
  for (let index = 0; index < count; index += 1) {
    const type = pick(random, typeIds);
    const spec = TYPES[type];
    const categories = new Set([type]);
    const extra = Math.floor(random() * random() * 4);
    while (categories.size < 1 + extra) categories.add(random() < 0.6 ? pick(random, typeIds) : pick(random, categoryIds));

    const surname = pick(random, SURNAMES);
    const companyName =
      random() < 0.5
        ? `${pick(random, spec.nouns)} ${surname}`
        : `${pick(random, QUALIFIERS)} ${lowerNoun(pick(random, spec.nouns))} ${pick(random, FIRST_NAMES)}`;
    const offers = [...new Set([pick(random, spec.offers), pick(random, spec.offers)])];
    const description = `${pick(random, OPENINGS)} Nabízíme ${offers.join(' a ')}. ${pick(random, CLOSINGS)}`;

    const serviceAreas = new Set<string>();
    if (random() < 0.15) serviceAreas.add('cela-cr');
    else {
      const areaCount = 1 + Math.floor(random() * 3);
      while (serviceAreas.size < areaCount) serviceAreas.add(pick(random, cityAndRegionIds));
    }

    const [low, high] = spec.price;
    const priced = random() < 0.9;
    const priceFrom = Math.round((low + random() * (high - low) * 0.6) / 100) * 100;
    const priceTo = Math.min(99_999_999, Math.round((priceFrom * (1.5 + random() * 2.5)) / 100) * 100);
    const email = `dodavatel.${seed}.${index}@example.cz`;
    const createdAt = now.subtract(Math.floor(random() * 3 * 365 * 24 * 60), 'minute').toDate();
    yield {
      email,
      createdAt,
      subscription: index % 10 === 0 ? 'premium' : index % 2 === 0 ? 'basic' : null,
      fields: buildProviderFields({
        companyName,
        description,
        categories: [...categories],
        serviceAreas: [...serviceAreas],
        email,
        phonePrefix: random() < 0.9 ? '+420' : '+421',
        phone: `7${String(Math.floor(random() * 1e8)).padStart(8, '0').replace(/(\d{2})(\d{3})(\d{3})/, '$1 $2 $3')}`,
        website: random() < 0.6 ? `https://${surname.normalize('NFD').replace(/[^\w]/g, '').toLowerCase()}${index}.example.cz` : null,
        yearsExperience: random() < 0.8 ? Math.floor(random() * 30) : null,
        priceFrom: priced ? priceFrom : null,
        priceTo: priced ? priceTo : null,
      }, vocabulary),
    };
  }
}
