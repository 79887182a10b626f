import { SERVICE_CATEGORIES } from '../catalog/data/categories.data';
import { LOCATIONS } from '../catalog/data/locations.data';
import type { CatalogService, PlaceIndex } from '../catalog/catalog.api';
import { PlaceIndex as CatalogPlaceIndex } from '../catalog/place-index';
import { AiService } from './ai.service';
import { CATEGORY_ACCUSATIVES, LOCATION_LOCATIVES } from './czech-forms';
import { inSentence, readPlace } from './description-text';
import { draftDescription } from './offline-description.generator';

/** Issue 51, item 5: the offline draft in natural Czech, from the catalogue's own data. */

const names = new Map(SERVICE_CATEGORIES.map((category) => [category.id, category.name]));
const catalog = {
  categoryNames: (ids: string[]) => Promise.resolve(new Map(ids.filter((id) => names.has(id)).map((id) => [id, names.get(id)!]))),
  placeIndex: () => Promise.resolve(new CatalogPlaceIndex(LOCATIONS) as PlaceIndex),
} as unknown as CatalogService;
const service = new AiService(catalog, { source: 'offline', generate: (input) => Promise.resolve(draftDescription(input)) });
const CLOSING = 'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.';

const draft = async (form: { services: string[]; location?: string; budget?: string; weddingDate?: string }) =>
  (await service.generateDescription({ coupleName: 'Eliška a Tomáš', weddingDate: '2027-06-19', ...form })).generatedText;

describe('the Czech forms of the catalogue', () => {
  it('has the locative of every location and the accusative of every category, and no others', () => {
    expect(Object.keys(LOCATION_LOCATIVES).sort()).toEqual(LOCATIONS.map(({ id }) => id).sort());
    expect(Object.keys(CATEGORY_ACCUSATIVES).sort()).toEqual(SERVICE_CATEGORIES.map(({ id }) => id).sort());
    for (const locative of Object.values(LOCATION_LOCATIVES)) expect(locative).toMatch(/^(v|ve|na|kdekoli v) \p{L}/u);
    // Inside a sentence: lower case (but 'DJe'), no stray spaces.
    for (const accusative of Object.values(CATEGORY_ACCUSATIVES)) expect(accusative).toMatch(/^(\p{Ll}|DJ)\S*( \S+)*$/u);
  });
});

describe('the offline draft in natural Czech', () => {
  it("puts the place in the locative: 'v Brně', 've Zlíně', 'v Hradci Králové', 'na jižní Moravě'", async () => {
    expect(await draft({ services: ['photography'], location: 'brno' })).toContain('Svatba se uskuteční v Brně.');
    expect(await draft({ services: ['photography'], location: 'Zlín' })).toContain('Svatba se uskuteční ve Zlíně.');
    expect(await draft({ services: ['photography'], location: 'hradec-kralove' })).toContain('Svatba se uskuteční v Hradci Králové.');
    expect(await draft({ services: ['photography'], location: 'jizni-morava' })).toContain('Svatba se uskuteční na jižní Moravě.');
    expect(await draft({ services: ['photography'], location: 'brno' })).not.toContain('v lokalitě');
  });

  it("words a place outside the catalogue without declining it, and the form's 'Ještě nevím' as not chosen", async () => {
    expect(await draft({ services: ['photography'], location: 'Zámek Loučeň' })).toContain('Svatba se uskuteční v lokalitě Zámek Loučeň.');
    const undecided = await draft({ services: ['photography'], location: 'Ještě nevím' });
    expect(undecided).toContain('Místo svatby zatím vybíráme.');
    expect(undecided).not.toMatch(/lokalit|Ještě nevím/);
  });

  it("names the services in the accusative after 'Hledáme'", async () => {
    expect(await draft({ services: ['photography'] })).toContain('Hledáme fotografa.');
    expect(await draft({ services: ['music'] })).toContain('Hledáme živou hudbu.');
    expect(await draft({ services: ['photography', 'catering', 'dj'] })).toContain('Hledáme fotografa, catering a DJe.');
    expect(await draft({ services: ['photography', 'vlastni-sluzba'] })).toContain('Hledáme fotografa a vlastni-sluzba.');
    expect(await draft({ services: ['photography'] })).not.toMatch(/tuto službu|tyto služby|Fotografie/);
  });

  it('writes the budget band in lower case inside its sentence', async () => {
    expect(await draft({ services: ['dj'], budget: '50000' })).toContain('Počítáme s rozpočtem do 50 000 Kč.');
    expect(await draft({ services: ['dj'], budget: '1000000' })).toContain('Počítáme s rozpočtem nad 500 000 Kč.');
    expect(await draft({ services: ['dj'], budget: '100000' })).toContain('Počítáme s rozpočtem 50 000 – 100 000 Kč.');
    expect(await draft({ services: ['dj'], budget: 'not-sure' })).toContain('Rozpočet zatím upřesňujeme');
  });

  it('reads as a whole, and still never names the couple', async () => {
    const text = await draft({ services: ['photography', 'video'], location: 'brno', budget: '50000' });
    expect(text).toBe(
      'Svatbu plánujeme na 19. června 2027. Svatba se uskuteční v Brně. Hledáme fotografa a kameramana. ' +
        `Počítáme s rozpočtem do 50 000 Kč. ${CLOSING}`,
    );
    expect(text).not.toMatch(/Eliš|Tomáš/);
  });

  it('lowers only a capital followed by a small letter, and reads the place', () => {
    expect(inSentence('Do 50 000 Kč')).toBe('do 50 000 Kč');
    expect(inSentence('DJ a světla')).toBe('DJ a světla');
    expect(inSentence('150 000 Kč')).toBe('150 000 Kč');
    expect(readPlace('Brno', 'v Brně')).toEqual({ kind: 'known', locative: 'v Brně' });
    expect(readPlace('ještě nevím', undefined)).toEqual({ kind: 'undecided' });
    expect(readPlace('  ', undefined)).toEqual({ kind: 'none' });
    expect(readPlace('Zámek Loučeň', undefined)).toEqual({ kind: 'text', text: 'Zámek Loučeň' });
  });
});
