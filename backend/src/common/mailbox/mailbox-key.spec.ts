import { plainToInstance } from 'class-transformer';
import { IsEmail, validateSync } from 'class-validator';
import { MAILBOX_KEY_CASES } from './mailbox-key.cases';
import { mailboxKey, QUOTED_EMAIL_MESSAGE, UnquotedEmail } from './mailbox-key';

describe('mailboxKey', () => {
  it.each(MAILBOX_KEY_CASES)('%j → %j', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('gives the attack of issue 43 (item 3) one key for all ten addresses', () => {
    const addresses = [
      ...Array.from({ length: 8 }, (_, index) => `gvictim+${index + 1}@gmail.com`),
      'g.victim@gmail.com',
      'gvictim@googlemail.com',
    ];
    expect(new Set(addresses.map(mailboxKey))).toEqual(new Set(['gvictim@gmail.com']));
  });
});

describe('UnquotedEmail', () => {
  class Form {
    @UnquotedEmail()
    @IsEmail({}, { message: 'Zadejte platný email' })
    email!: string;
  }
  const errorsOf = (email: unknown) =>
    validateSync(plainToInstance(Form, { email })).flatMap((error) => Object.values(error.constraints ?? {}));

  it('refuses a quoted local part, which IsEmail alone accepts, with a Czech message', () => {
    expect(errorsOf('"fake.reviewer"@gmail.com')).toEqual([QUOTED_EMAIL_MESSAGE]);
    expect(errorsOf('"a@b"@example.cz')).toEqual([QUOTED_EMAIL_MESSAGE]);
    expect(QUOTED_EMAIL_MESSAGE).toBe('Zadejte e-mailovou adresu bez uvozovek');
  });

  it('accepts plain addresses, sub-addresses included', () => {
    expect(errorsOf('fake.reviewer@gmail.com')).toEqual([]);
    expect(errorsOf('jana+svatba@seznam.cz')).toEqual([]);
  });
});
