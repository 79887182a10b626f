import * as fs from 'fs';
import * as path from 'path';
import { SERVICE_CATEGORIES } from './categories.data';
import { LOCATIONS } from './locations.data';
import { CATEGORY_KEYWORDS } from './keywords.data';

const LUCIDE_ICONS_DIR = path.resolve(__dirname, '../../../../node_modules/lucide-react/dist/esm/icons');

const SPEC_CATEGORY_IDS = [
  'photography',
  'video',
  'catering',
  'cake',
  'music',
  'dj',
  'flowers',
  'decoration',
  'planning',
  'partial_planning',
  'venue',
  'transport',
  'accommodation',
  'wedding_planning',
];

const EXPECTED_CITIES: ReadonlyArray<[string, string]> = [
  ['praha', 'Praha'],
  ['brno', 'Brno'],
  ['ostrava', 'Ostrava'],
  ['plzen', 'Plzeň'],
  ['liberec', 'Liberec'],
  ['hradec-kralove', 'Hradec Králové'],
  ['pardubice', 'Pardubice'],
  ['zlin', 'Zlín'],
  ['jihlava', 'Jihlava'],
  ['ceske-budejovice', 'České Budějovice'],
  ['usti-nad-labem', 'Ústí nad Labem'],
  ['karlovy-vary', 'Karlovy Vary'],
];

const EXPECTED_REGIONS: ReadonlyArray<[string, string]> = [
  ['okoli-prahy', 'Okolí Prahy'],
  ['jizni-cechy', 'Jižní Čechy'],
  ['zapadni-cechy', 'Západní Čechy'],
  ['severni-cechy', 'Severní Čechy'],
  ['vychodni-cechy', 'Východní Čechy'],
  ['jizni-morava', 'Jižní Morava'],
  ['severni-morava', 'Severní Morava'],
  ['slezsko', 'Slezsko'],
];

/** Lowercase and strip diacritics, like the accent-insensitive search does. */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Resolve an icon name to its file in the installed lucide-react (ESM build uses .mjs, older ones .js). */
const iconFile = (icon: string): string | undefined =>
  ['.mjs', '.js']
    .map((ext) => path.join(LUCIDE_ICONS_DIR, `${icon}${ext}`))
    .find((file) => fs.existsSync(file));

describe('SERVICE_CATEGORIES', () => {
  const ids = SERVICE_CATEGORIES.map((c) => c.id);

  it('has between 25 and 35 categories', () => {
    expect(SERVICE_CATEGORIES.length).toBeGreaterThanOrEqual(25);
    expect(SERVICE_CATEGORIES.length).toBeLessThanOrEqual(35);
  });

  it('has unique snake_case ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it('contains every category id required by the specification', () => {
    for (const id of SPEC_CATEGORY_IDS) {
      expect(ids).toContain(id);
    }
  });

  it('has unique, non-empty Czech names and descriptions of sensible length', () => {
    const names = SERVICE_CATEGORIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of SERVICE_CATEGORIES) {
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.description.trim()).toBe(c.description);
      expect(c.description.length).toBeGreaterThanOrEqual(60);
      expect(c.description.length).toBeLessThanOrEqual(140);
    }
  });

  it('names the providers of every category with a distinct, short Czech title', () => {
    const titles = SERVICE_CATEGORIES.map((c) => c.providersTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const c of SERVICE_CATEGORIES) {
      expect(c.providersTitle.trim()).toBe(c.providersTitle);
      expect(c.providersTitle.length).toBeGreaterThan(1);
      expect(c.providersTitle.length).toBeLessThanOrEqual(40);
      expect(c.providersTitle[0]).toBe(c.providersTitle[0]!.toUpperCase());
    }
    expect(SERVICE_CATEGORIES.find((c) => c.id === 'photography')?.providersTitle).toBe('Svatební fotografové');
  });

  it('uses a small set of groups, each with at least 2 categories', () => {
    const counts = new Map<string, number>();
    for (const c of SERVICE_CATEGORIES) {
      expect(c.group.trim().length).toBeGreaterThan(0);
      counts.set(c.group, (counts.get(c.group) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(6);
    expect(counts.size).toBeLessThanOrEqual(8);
    for (const [, count] of counts) {
      expect(count).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a price range with a number and the Kč currency', () => {
    for (const c of SERVICE_CATEGORIES) {
      expect(c.priceRange).toMatch(/\d/);
      expect(c.priceRange).toContain('Kč');
    }
  });

  it('has sortOrder 1..N in array order, photography first', () => {
    SERVICE_CATEGORIES.forEach((c, index) => {
      expect(c.sortOrder).toBe(index + 1);
    });
    expect(SERVICE_CATEGORIES[0]?.id).toBe('photography');
  });

  it('uses lucide icons that exist in the installed lucide-react package', () => {
    expect(fs.existsSync(LUCIDE_ICONS_DIR)).toBe(true);
    for (const c of SERVICE_CATEGORIES) {
      expect(c.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const file = iconFile(c.icon);
      if (!file) {
        throw new Error(`lucide icon "${c.icon}" (category ${c.id}) not found in ${LUCIDE_ICONS_DIR}`);
      }
      // Canonical icon, not a deprecated alias that only re-exports another icon file
      // (aliases are missing from lucide's `icons` map).
      const source = fs.readFileSync(file, 'utf8');
      expect(source).not.toMatch(/export\s*\{\s*default\s*\}\s*from/);
    }
  });
});

describe('LOCATIONS', () => {
  const ids = LOCATIONS.map((l) => l.id);

  it('has unique lowercase slug ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has exactly 1 country, 12 cities and 8 regions', () => {
    expect(LOCATIONS.filter((l) => l.type === 'country')).toHaveLength(1);
    expect(LOCATIONS.filter((l) => l.type === 'city')).toHaveLength(12);
    expect(LOCATIONS.filter((l) => l.type === 'region')).toHaveLength(8);
    expect(LOCATIONS).toHaveLength(21);
  });

  it('starts with the country-wide entry, then cities, then regions, in the specified order', () => {
    expect(LOCATIONS[0]).toMatchObject({ id: 'cela-cr', name: 'Celá ČR', type: 'country' });
    const cities = LOCATIONS.slice(1, 13).map((l) => [l.id, l.name, l.type]);
    const regions = LOCATIONS.slice(13).map((l) => [l.id, l.name, l.type]);
    expect(cities).toEqual(EXPECTED_CITIES.map(([id, name]) => [id, name, 'city']));
    expect(regions).toEqual(EXPECTED_REGIONS.map(([id, name]) => [id, name, 'region']));
  });

  it('has ids that are the diacritics-free slug of the name', () => {
    for (const l of LOCATIONS) {
      if (l.type === 'country') continue;
      expect(l.id).toBe(fold(l.name).replace(/\s+/g, '-'));
    }
  });

  it('has sortOrder 1..N in array order', () => {
    LOCATIONS.forEach((l, index) => {
      expect(l.sortOrder).toBe(index + 1);
    });
  });
});

describe('CATEGORY_KEYWORDS', () => {
  const categoryIds = SERVICE_CATEGORIES.map((c) => c.id);

  it('has keywords for every category and only for known categories', () => {
    expect(Object.keys(CATEGORY_KEYWORDS).sort()).toEqual([...categoryIds].sort());
    for (const id of categoryIds) {
      const keywords = CATEGORY_KEYWORDS[id] ?? [];
      expect(keywords.length).toBeGreaterThanOrEqual(4);
      expect(keywords.length).toBeLessThanOrEqual(12);
    }
  });

  it('uses lowercase, trimmed, unique keywords of at least 3 characters (except dj)', () => {
    for (const [id, keywords] of Object.entries(CATEGORY_KEYWORDS)) {
      expect(new Set(keywords).size).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(keyword).toBe(keyword.trim());
        if (!(id === 'dj' && keyword === 'dj')) {
          expect(keyword.length).toBeGreaterThanOrEqual(3);
        }
        expect(['svatba', 'svatební', 'svatby', 'svatbu']).not.toContain(keyword);
      }
    }
  });

  it('never matches the id or name of a different category (substring, either direction)', () => {
    const clashes: string[] = [];
    for (const [ownerId, keywords] of Object.entries(CATEGORY_KEYWORDS)) {
      for (const keyword of keywords) {
        const k = fold(keyword);
        for (const other of SERVICE_CATEGORIES) {
          if (other.id === ownerId) continue;
          for (const target of [other.id, other.id.replace(/_/g, ' '), fold(other.name)]) {
            if (target.includes(k) || k.includes(target)) {
              clashes.push(`${ownerId}: "${keyword}" ~ ${other.id} ("${target}")`);
            }
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('never matches a location name (location text is matched separately)', () => {
    const clashes: string[] = [];
    for (const [ownerId, keywords] of Object.entries(CATEGORY_KEYWORDS)) {
      for (const keyword of keywords) {
        const k = fold(keyword);
        for (const l of LOCATIONS) {
          const target = fold(l.name);
          if (target.includes(k) || k.includes(target)) clashes.push(`${ownerId}: "${keyword}" ~ ${l.name}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
