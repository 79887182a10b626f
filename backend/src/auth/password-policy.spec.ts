import { CommonPasswords, isCommonPassword } from './password-policy';

describe('the common password list', () => {
  const packageFile = require.resolve('@zxcvbn-ts/language-common/dist/passwords.json.cjs');

  it('finds every entry of a list and nothing between or around them', () => {
    const list = CommonPasswords.fromList(['monkey', 'abc', 'dragon', '123456', 'abc', 'zzz']);
    expect(list.size).toBe(5);
    for (const entry of ['monkey', 'abc', 'dragon', '123456', 'zzz']) expect(list.has(entry)).toBe(true);
    for (const other of ['', 'ab', 'abcd', '0', 'dragons', 'monke', 'zzzz', '~', 'abc\ndragon']) expect(list.has(other)).toBe(false);
    expect(CommonPasswords.fromList([]).has('')).toBe(false);
  });

  it("holds exactly the package's list", () => {
    const entries = require(packageFile) as string[];
    const list = CommonPasswords.fromPackage();
    expect(list.size).toBe(new Set(entries).size);
    expect(list.size).toBeGreaterThan(40_000);
    expect(entries.every((entry) => list.has(entry))).toBe(true);
    expect(entries.some((entry) => list.has(`${entry}\u0000`))).toBe(false);
  });

  it('refuses common passwords whatever their case, and takes uncommon ones', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Modrá-svatba-2027')).toBe(false);
    expect(isCommonPassword('Bench-dodavatel-heslo-2026')).toBe(false);
  });
});
