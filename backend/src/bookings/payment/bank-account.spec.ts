import { accountDisplay, parseBankAccount } from './bank-account';

describe('parseBankAccount', () => {
  it('turns a Czech account with prefix and bank code into its CZ IBAN (the textbook account 19-2000145399/0800)', () => {
    expect(parseBankAccount('19-2000145399/0800')).toEqual({ iban: 'CZ6508000000192000145399', display: '19-2000145399/0800' });
  });

  it('takes a Czech account without prefix, spaces around it ignored', () => {
    expect(parseBankAccount(' 168540115 / 0600 ')).toEqual({ iban: 'CZ2806000000000168540115', display: '168540115/0600' });
    expect(parseBankAccount('1265098001/5500')).toEqual({ iban: 'CZ5855000000001265098001', display: '1265098001/5500' });
  });

  it('takes a CZ IBAN, printed in groups or lower-case, and shows it as the domestic number', () => {
    expect(parseBankAccount('CZ65 0800 0000 1920 0014 5399')).toEqual({ iban: 'CZ6508000000192000145399', display: '19-2000145399/0800' });
    expect(parseBankAccount('cz2806000000000168540115')).toEqual({ iban: 'CZ2806000000000168540115', display: '168540115/0600' });
  });

  it('takes an IBAN of another country and shows it in groups of four', () => {
    expect(parseBankAccount('DE89 3704 0044 0532 0130 00')).toEqual({
      iban: 'DE89370400440532013000',
      display: 'DE89 3704 0044 0532 0130 00',
    });
    expect(parseBankAccount('SK3112000000198742637541')?.iban).toBe('SK3112000000198742637541');
    expect(parseBankAccount('GB82WEST12345698765432')?.iban).toBe('GB82WEST12345698765432');
  });

  it.each([
    ['a number failing the modulo-11 check', '123456789/0800'],
    ['a typo in the last digit', '19-2000145398/0800'],
    ['a prefix failing the modulo-11 check', '18-2000145399/0800'],
    ['an unknown bank code', '168540115/0601'],
    ['a number with one significant digit', '1/0800'],
    ['a number without a bank code', '2000145399'],
    ['an IBAN with a wrong check digit', 'CZ6508000000192000145398'],
    ['a German IBAN with a wrong check digit', 'DE88370400440532013000'],
    ['a CZ IBAN whose domestic number fails modulo 11', 'CZ0708000000001234567890'],
    ['letters', 'můj účet u Fio'],
    ['nothing', '   '],
  ])('refuses %s', (_, input) => {
    expect(parseBankAccount(input)).toBeNull();
  });
});

describe('accountDisplay', () => {
  it('drops leading zeros and a zero prefix of a CZ IBAN', () => {
    expect(accountDisplay('CZ2806000000000168540115')).toBe('168540115/0600');
    expect(accountDisplay('CZ6907101781240000004159')).toBe('178124-4159/0710');
  });

  it('groups a foreign IBAN by four', () => {
    expect(accountDisplay('SK3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
  });
});
