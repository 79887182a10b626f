import { foldText } from './fold';

describe('foldText', () => {
  it('strips Czech diacritics and lower-cases', () => {
    expect(foldText('Plzeň, Žluťoučký KŮŇ úpěl ďábelské ódy')).toBe('plzen, zlutoucky kun upel dabelske ody');
  });
});
