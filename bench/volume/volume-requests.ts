import dayjs from 'dayjs';
import { pick, seededRandom } from './random';
import { LOCATIONS } from '../../backend/src/catalog/data/locations.data';
import { PlaceIndex } from '../../backend/src/catalog/place-index';
import { CategoryVocabulary } from '../../backend/src/requests/category-matching';
import { buildRequestFields, RequestFields } from '../../backend/src/requests/request-fields';

const FIRST_NAMES = ['Jana', 'Petra', 'Lucie', 'Tereza', 'Eva', 'Kateřina', 'Anna', 'Markéta', 'Veronika', 'Barbora', 'Klára', 'Eliška'];
const PARTNER_NAMES = ['Petr', 'Jakub', 'Tomáš', 'Martin', 'Jan', 'Ondřej', 'Lukáš', 'David', 'Michal', 'Filip', 'Vojtěch', 'Adam'];
const PLACES = [
  'Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Hradec Králové', 'Pardubice', 'Zlín', 'Jihlava', 'České Budějovice',
  'Ústí nad Labem', 'Karlovy Vary', 'Okolí Prahy', 'Jižní Čechy', 'Západní Čechy', 'Severní Čechy', 'Východní Čechy',
  'Jižní Morava', 'Severní Morava', 'Slezsko', 'Celá ČR', 'Ještě nevím', 'Zámek Hluboká', 'Statek u Tábora',
];
const BUDGETS = [
  'Ještě nevím', 'Do 50 000 Kč', '50 000 – 100 000 Kč', '100 000 – 200 000 Kč', '200 000 – 500 000 Kč', 'Nad 500 000 Kč',
  'kolem 30 tisíc', '80k', '150 tis.', 'Dohodou', 'Na vyžádání', 'max. 45 000 Kč', '1,2 mil', '25 000 Kč',
];
const OPENINGS = [
  'Plánujeme svatbu pro {guests} hostů',
  'Chystáme menší svatbu pro {guests} nejbližších',
  'Bereme se a čekáme asi {guests} hostů',
  'Hledáme dodavatele na svatbu pro {guests} lidí',
];
const WISHES = [
  'hledáme fotografa na celý den',
  'chceme živou kapelu a DJ na večer',
  'potřebujeme catering s obsluhou a nápoji',
  'sháníme svatební dort a sladký bar',
  'rádi bychom květinovou výzdobu v pastelových barvách',
  'hledáme koordinátorku na svatební den',
  'potřebujeme ubytování pro hosty',
  'chceme kameramana na krátký svatební film',
  'hledáme vizážistku a kadeřnici pro nevěstu',
  'potřebujeme dopravu pro hosty a veterána pro novomanžele',
];
const STYLES = ['v přírodě', 'na zámku', 've stodole', 'na zahradě', 'v hotelu', 'u rybníka', 'na vinici', 'v kostele'];

/**
 * Realistic Czech requests for load work: seeded, so the same count and seed give the same rows.
 * Built by the same rules as requests made through the API.
 */
export function* generateVolumeRequests(
  count: number,
  vocabulary: CategoryVocabulary,
  seed = 20_260_912,
): Generator<RequestFields & { createdAt: Date; updatedAt: Date; confirmedAt: Date }> {
  const random = seededRandom(seed);
  const categoryIds = [...vocabulary.names.keys()];
  const places = new PlaceIndex(LOCATIONS);
  const now = dayjs();
  for (let index = 0; index < count; index += 1) {
    const serviceCount = 1 + Math.floor(random() * random() * 5);
    const services = new Set<string>();
    while (services.size < serviceCount) services.add(pick(random, categoryIds));
    const guests = 30 + Math.floor(random() * 150);
    const description = `${pick(random, OPENINGS).replace('{guests}', String(guests))} ${pick(random, STYLES)}, ${pick(
      random,
      WISHES,
    )}. ${random() < 0.5 ? `Dále ${pick(random, WISHES)}.` : ''}`.trim();
    const createdAt = now.subtract(Math.floor(random() * 365 * 24 * 60), 'minute');
    const weddingDate = random() < 0.15 ? null : createdAt.add(30 + Math.floor(random() * 700), 'day').format('YYYY-MM-DD');
    const fields = buildRequestFields(
      {
        coupleName: `${pick(random, FIRST_NAMES)} a ${pick(random, PARTNER_NAMES)}`,
        weddingDate,
        services: [...services],
        description,
        budget: pick(random, BUDGETS),
        location: pick(random, PLACES),
        contactEmail: `par.${seed}.${index}@example.cz`,
        contactPhone: random() < 0.6 ? `7${String(Math.floor(random() * 1e8)).padStart(8, '0').replace(/(\d{2})(\d{3})(\d{3})/, '$1 $2 $3')}` : undefined,
      },
      vocabulary,
      places,
    );
    // A slice of older requests is already closed, as in a real market.
    const status = random() < 0.1 ? pick(random, ['fulfilled', 'cancelled', 'resolved', 'no_interest'] as const) : 'active';
    // Confirmed by the couple when submitted (DESIGN.md section 5): only confirmed requests are listed or closed.
    yield { ...fields, status, createdAt: createdAt.toDate(), updatedAt: createdAt.toDate(), confirmedAt: createdAt.toDate() };
  }
}
