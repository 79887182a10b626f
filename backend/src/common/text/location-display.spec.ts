import { locationDisplay } from './location-display';

const names = new Map([
  ['cela-cr', 'Celá ČR'],
  ['praha', 'Praha'],
  ['brno', 'Brno'],
  ['plzen', 'Plzeň'],
  ['jizni-morava', 'Jižní Morava'],
]);

describe('locationDisplay', () => {
  it.each([
    [[], 'Neuvedeno'],
    [['praha'], 'Praha'],
    [['praha', 'brno'], 'Praha a Brno'],
    [['praha', 'brno', 'plzen'], 'Praha, Brno a Plzeň'],
    [['praha', 'brno', 'plzen', 'jizni-morava'], 'Praha, Brno, Plzeň a Jižní Morava'],
    [['praha', 'cela-cr'], 'Celá ČR'],
    [['cela-cr'], 'Celá ČR'],
    [['neznama-oblast'], 'neznama-oblast'],
  ])('%j → %s', (areas, text) => {
    expect(locationDisplay(areas, names)).toBe(text);
  });
});
