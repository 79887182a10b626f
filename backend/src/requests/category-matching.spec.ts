import { matchCategories, requestTitle } from './category-matching';

const vocabulary = {
  names: new Map([
    ['photography', 'Fotografie'],
    ['video', 'Video a kameraman'],
    ['dj', 'DJ'],
    ['music', 'Živá hudba'],
    ['flowers', 'Květiny'],
  ]),
  keywords: new Map<string, string[]>([
    ['photography', ['fotograf', 'fotografka', 'focení']],
    ['video', ['kameraman', 'svatební video', 'videozáznam']],
    ['dj', ['dj', 'diskžokej']],
    ['music', ['kapela', 'živá hudba', 'cimbálka']],
    ['flowers', ['květiny', 'květinářka', 'kytice']],
  ]),
};

describe('matchCategories', () => {
  it('keeps the requested categories', () => {
    expect(matchCategories('', ['photography'], vocabulary)).toEqual(['photography']);
  });

  it('adds categories whose keywords appear in the text, ignoring case and diacritics', () => {
    expect(matchCategories('Hledáme KAPELU a fotografku na celý den', ['flowers'], vocabulary).sort()).toEqual(
      ['flowers', 'music', 'photography'].sort(),
    );
    expect(matchCategories('Chceme foceni v parku', ['flowers'], vocabulary)).toContain('photography');
  });

  it('matches the other way too: a requested service whose name lies inside a keyword', () => {
    // 'Video' (the name of nothing requested here) — the requested 'Květiny' is inside 'květinářka'? No:
    // the keyword 'živá hudba' contains the requested category name 'Živá hudba'.
    expect(matchCategories('', ['music'], vocabulary)).toEqual(['music']);
    const withVideoName = { ...vocabulary, names: new Map([...vocabulary.names, ['custom', 'video']]) };
    expect(matchCategories('', ['custom'], withVideoName)).toContain('video');
  });

  it('needs a word start, so short keywords do not match inside other words', () => {
    expect(matchCategories('příjezd a podjezd', ['flowers'], vocabulary)).not.toContain('dj');
    expect(matchCategories('Na party chceme DJ', ['flowers'], vocabulary)).toContain('dj');
  });

  it('reads a changed keyword list (a new catalogue) afresh, not the folding kept for the previous one', () => {
    const text = 'Hledáme fotobudku na večer';
    expect(matchCategories(text, [], vocabulary)).toEqual([]);
    const withPhotoBooth = { ...vocabulary, keywords: new Map([...vocabulary.keywords, ['photography', ['fotograf', 'Fotobudka']]]) };
    expect(matchCategories(text, [], withPhotoBooth)).toEqual(['photography']);
    // The first list again: its own folding, unchanged.
    expect(matchCategories(text, [], vocabulary)).toEqual([]);
  });
});

describe('requestTitle', () => {
  const names = vocabulary.names;
  it.each([
    [['photography'], 'Fotografie – Praha'],
    [['photography', 'dj'], 'Fotografie, DJ – Praha'],
    [['photography', 'dj', 'flowers'], 'Fotografie, DJ + 1 další – Praha'],
    [['photography', 'dj', 'flowers', 'music'], 'Fotografie, DJ + 2 další – Praha'],
  ])('%j → %s', (services, title) => {
    expect(requestTitle(services, names, 'Praha')).toBe(title);
  });

  it('names the services alone without a place', () => {
    expect(requestTitle(['photography', 'dj'], names, null)).toBe('Fotografie, DJ');
  });
});
