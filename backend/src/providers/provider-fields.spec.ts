import { buildProviderFields, normalizeServiceAreas, parseCategoryIds } from './provider-fields';

const vocabulary = {
  names: new Map([
    ['photography', 'Fotografie'],
    ['flowers', 'Květiny'],
    ['music', 'Živá hudba'],
  ]),
  keywords: new Map<string, string[]>([
    ['photography', ['fotograf', 'fotografka', 'focení']],
    ['flowers', ['květiny', 'kytice']],
    ['music', ['kapela', 'živá hudba']],
  ]),
};

describe('provider fields', () => {
  it('reads the comma-joined category ids, trimmed, unique and in order', () => {
    expect(parseCategoryIds(' photography, video,,photography ,dj ')).toEqual(['photography', 'video', 'dj']);
    expect(parseCategoryIds(' , ')).toEqual([]);
  });

  it('lets the whole country replace every other area', () => {
    expect(normalizeServiceAreas(['praha', 'brno', 'praha'])).toEqual(['praha', 'brno']);
    expect(normalizeServiceAreas(['praha', 'cela-cr', 'brno'])).toEqual(['cela-cr']);
  });

  it('defaults the prefix, lower-cases the e-mail and leaves absent values null', () => {
    expect(
      buildProviderFields({
        companyName: ' Květiny Lucie ',
        description: 'Svatební kytice a výzdoba. ',
        categories: ['flowers'],
        serviceAreas: ['brno'],
        email: 'Lucie@Example.CZ',
        phone: ' ',
      }, vocabulary),
    ).toEqual({
      companyName: 'Květiny Lucie',
      description: 'Svatební kytice a výzdoba.',
      categories: ['flowers'],
      matchedCategories: ['flowers'],
      serviceAreas: ['brno'],
      phonePrefix: '+420',
      phone: null,
      email: 'lucie@example.cz',
      website: null,
      instagramUrl: null,
      facebookUrl: null,
      tiktokUrl: null,
      linkedinUrl: null,
      yearsExperience: null,
      priceFrom: null,
      priceTo: null,
      profileImageUrl: null,
      isDemo: false,
    });
  });

  it('matches categories the name and description name by synonym, ignoring diacritics and endings', () => {
    const fields = buildProviderFields(
      {
        companyName: 'Květiny Lucie',
        description: 'Vážeme kytice a doporučíme i skvělou FOTOGRAFKU a kapelu.',
        categories: ['flowers'],
        serviceAreas: ['brno'],
        email: 'lucie@example.cz',
      },
      vocabulary,
    );
    expect(fields.categories).toEqual(['flowers']);
    expect(fields.matchedCategories.sort()).toEqual(['flowers', 'music', 'photography']);
  });
});
