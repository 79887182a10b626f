import type { CatalogService, PlaceIndex } from '../catalog/catalog.api';
import { AiService } from './ai.service';
import type { DescriptionGenerator, DescriptionInput } from './description-generator';
import type { GenerateDescriptionDto } from './dto/generate-description.dto';
import { OfflineDescriptionGenerator } from './offline-description.generator';

const CATEGORY_NAMES = new Map([
  ['photography', 'Fotografie'],
  ['catering', 'Catering'],
  ['dj', 'DJ'],
]);
const catalog = {
  categoryNames: (ids: string[]) => Promise.resolve(new Map(ids.filter((id) => CATEGORY_NAMES.has(id)).map((id) => [id, CATEGORY_NAMES.get(id)!]))),
  placeIndex: () =>
    Promise.resolve({ resolve: (text: string) => (text === 'praha' ? { id: 'praha', name: 'Praha' } : { id: null, name: text }) } as unknown as PlaceIndex),
} as unknown as CatalogService;

const COUPLE = 'Jana Nováková a Petr Svoboda';
const form = (overrides: Partial<GenerateDescriptionDto> = {}): GenerateDescriptionDto => ({
  coupleName: COUPLE,
  weddingDate: '2026-09-12',
  services: ['photography', 'catering', 'dj'],
  location: 'praha',
  budget: '200000',
  ...overrides,
});
/** The form with the names and the contacts typed into every free-text field. */
const typed = form({
  weddingDate: 'léto 2027, ozve se Jana',
  location: 'Zámek Loučeň, volejte 777 123 456',
  budget: 'asi 150 000 Kč, pište na jana.novakova@example.cz',
  services: ['photography', 'petr-svoboda', 'jana.novakova@example.cz', 'vlastni-sluzba'],
});

/** Every trace of the couple in a text (names folded, the e-mail, the phone's digits). */
const traces = (text: string) =>
  [/jan[auy]?\b/i, /nov[aá]k/i, /petr/i, /svobod/i, /@/, /777\s?123\s?456/].filter((pattern) => pattern.test(text)).map(String);

class RecordingGenerator implements DescriptionGenerator {
  readonly source = 'openai' as const;
  readonly inputs: DescriptionInput[] = [];
  constructor(private readonly answer: string) {}
  generate(input: DescriptionInput): Promise<string> {
    this.inputs.push(input);
    return Promise.resolve(this.answer);
  }
}

describe('AiService with the offline generator', () => {
  const service = new AiService(catalog, new OfflineDescriptionGenerator());

  it('drafts without the couple’s names', async () => {
    const { generatedText, source } = await service.generateDescription(form());
    expect(source).toBe('offline');
    expect(generatedText).toBe(
      'Svatbu plánujeme na 12. září 2026. Svatba se uskuteční v Praze. Hledáme fotografa, catering a DJe. ' +
        'Počítáme s rozpočtem 100 000 – 200 000 Kč. ' +
        'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
    );
    expect(traces(generatedText)).toEqual([]);
  });

  it('leaves out every free-text value that carries a name, an e-mail or a phone', async () => {
    const { generatedText } = await service.generateDescription(typed);
    expect(traces(generatedText)).toEqual([]);
    expect(generatedText).toBe(
      'Připravujeme svatbu. Hledáme fotografa a vlastni-sluzba. ' +
        'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
    );
  });
});

describe('AiService with the OpenAI generator’s seat', () => {
  it('hands the generator neither the names nor a contact', async () => {
    const generator = new RecordingGenerator('Plánujeme svatbu a hledáme fotografa.');
    const service = new AiService(catalog, generator);
    await service.generateDescription(form());
    await service.generateDescription(typed);
    expect(generator.inputs[0]).toEqual({
      weddingDate: '2026-09-12',
      serviceNames: ['Fotografie', 'Catering', 'DJ'],
      servicesSought: ['fotografa', 'catering', 'DJe'],
      location: 'Praha',
      locationLocative: 'v Praze',
      budget: '100 000 – 200 000 Kč',
    });
    expect(generator.inputs[1]).toEqual({
      weddingDate: undefined,
      serviceNames: ['Fotografie', 'vlastni-sluzba'],
      servicesSought: ['fotografa', 'vlastni-sluzba'],
      location: undefined,
      budget: undefined,
    });
    for (const input of generator.inputs) expect(traces(JSON.stringify(input))).toEqual([]);
  });

  it('drops the sentences of the answer that name the couple or a contact, and fails when nothing is left', async () => {
    const service = new AiService(catalog, new RecordingGenerator('Jsme Jana a Petr. Hledáme fotografa. Volejte 777 123 456.'));
    expect((await service.generateDescription(form())).generatedText).toBe('Hledáme fotografa.');
    const nothing = new AiService(catalog, new RecordingGenerator('Jsme Jana Nováková a Petr Svoboda.'));
    await expect(nothing.generateDescription(form())).rejects.toMatchObject({ status: 502 });
  });
});

describe('AiService and the answers of step 2', () => {
  it('puts the answers into the offline draft, in Czech', async () => {
    const service = new AiService(catalog, new OfflineDescriptionGenerator());
    const { generatedText } = await service.generateDescription(
      form({ details: { photoHours: 8, photoSecondShooter: true, cateringMenu: 'buffet', cateringAdults: 80 } }),
    );
    expect(generatedText).toContain(
      'Doplňujeme podrobnosti – délka focení: 8 h; druhý fotograf: ano; počet dospělých hostů: 80; styl menu: raut.',
    );
  });

  it('hands the generator the answers as labels and values', async () => {
    const generator = new RecordingGenerator('Hledáme fotografa na osm hodin.');
    await new AiService(catalog, generator).generateDescription(form({ details: { photoPrints: false, cateringOwnDrinks: true } }));
    expect(generator.inputs[0].details).toEqual([
      { label: 'Tištěné fotografie nebo album', value: 'Ne' },
      { label: 'Vlastní nápoje', value: 'Ano' },
    ]);
  });

  it('refuses answers the request would refuse (400 naming the field)', async () => {
    const service = new AiService(catalog, new OfflineDescriptionGenerator());
    await expect(service.generateDescription(form({ details: { guests: 100 } }))).rejects.toMatchObject({
      status: 400,
      response: { errors: [{ field: 'details.guests', message: 'Otázka „Počet hostů“ nepatří k vybraným službám' }] },
    });
  });
});
