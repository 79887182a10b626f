import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * One mailbox, one key: what every cap and block that counts e-mails to an address compares
 * (request intake's caps and its "not me" block, pending reviews, one published review per provider
 * and mailbox). Addresses that a mail server delivers to the same mailbox get the same key:
 * - lower case;
 * - sub-addressing: the `+tag` of the local part is dropped for every domain
 *   (`jana+svatba@seznam.cz` → `jana@seznam.cz`; a local part that starts with `+` keeps it);
 * - Gmail: dots do not count and `googlemail.com` is `gmail.com`
 *   (`g.victim+1@googlemail.com` → `gvictim@gmail.com`).
 * Quoted local parts (`"fake.reviewer"@gmail.com`) never get here: the DTOs refuse them
 * (UnquotedEmail below).
 *
 * The database holds the same rule as the SQL function `mailbox_key(text)` (kernel migration
 * MailboxKey1763704003100), so that stored keys are generated columns no writer can get wrong; the
 * API test `test/attacks.api-spec.ts` ('Attack 3') checks that both answer alike for every
 * case of mailbox-key.cases.ts.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const whole = address.slice(0, at);
  let domain = address.slice(at + 1);
  let local = whole.split('+')[0] || whole;
  if (GMAIL_DOMAINS.includes(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** Gmail's domains: one mailbox whichever of them an address names. */
export const GMAIL_DOMAINS: readonly string[] = ['gmail.com', 'googlemail.com'];

export const QUOTED_EMAIL_MESSAGE = 'Zadejte e-mailovou adresu bez uvozovek';

/**
 * Refuses a quoted local part (`"fake.reviewer"@gmail.com`, which the e-mail syntax allows and
 * class-validator's IsEmail accepts): it would reach the same mailbox under another key. Quotes
 * appear nowhere else in an address, so any `"` is refused. Non-strings are left to IsString.
 */
export function UnquotedEmail(options: ValidationOptions = {}) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'unquotedEmail',
      target: object.constructor,
      propertyName,
      options: { message: QUOTED_EMAIL_MESSAGE, ...options },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !value.includes('"'),
      },
    });
  };
}
