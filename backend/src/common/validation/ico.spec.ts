import { validateSync } from 'class-validator';
import { ICO_MESSAGE, IsIco, isValidIco } from './ico';

describe('isValidIco', () => {
  it.each(['27082440', '00006947', '25596641', '45274649', '26168685'])('accepts the real company number %s', (ico) => {
    expect(isValidIco(ico)).toBe(true);
  });

  it('computes the check digit mod 11 with weights 8..2, a remainder 1 giving 0 and 0 giving 1', () => {
    // 0000001x: sum 2, 11 − 2 = 9.
    expect(isValidIco('00000019')).toBe(true);
    // 0000010x: sum 3 → 8; 0000000x: sum 0 → (11 − 0) mod 10 = 1.
    expect(isValidIco('00000108')).toBe(true);
    expect(isValidIco('00000001')).toBe(true);
    // Sum 10 → remainder 10 → 11 − 10 = 1; sum 1 impossible; sum 12 (remainder 1) → 10 mod 10 = 0.
    expect(isValidIco('00000060')).toBe(true); // 6·2 = 12
  });

  it.each(['27082441', '2708244', '270824400', '2708244a', '', ' 27082440'])('refuses %p', (ico) => {
    expect(isValidIco(ico)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidIco(27082440)).toBe(false);
    expect(isValidIco(null)).toBe(false);
  });

  it('the decorator answers the Czech message', () => {
    class Form {
      @IsIco()
      ico!: string;
    }
    const bad = Object.assign(new Form(), { ico: '12345678' });
    expect(validateSync(bad)[0].constraints).toEqual({ isIco: ICO_MESSAGE });
    expect(validateSync(Object.assign(new Form(), { ico: '27082440' }))).toEqual([]);
  });
});
