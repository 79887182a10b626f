import { PLAIN_GREETING, endSentence, greeting, isBusinessName } from './greeting';
import { newOfferMail, offerAcceptedMail } from '../offers/offer-mails';
import { passwordResetMail } from './templates/password-reset.template';
import { requestConfirmationMail } from './templates/request-confirmation.template';
import { subscriptionActivatedMail } from './templates/subscription-activated.template';

describe('greeting (issue 51, item 15)', () => {
  it.each([
    ['Eliška a Tomáš', 'Dobrý den, Eliško a Tomáši,'],
    ['Eliška Nováková', 'Dobrý den, Eliško Nováková,'],
    ['Tomáš Novák', 'Dobrý den, Tomáši Nováku,'],
    ['Jana', 'Dobrý den, Jano,'],
    ['Petr', 'Dobrý den, Petře,'],
    ['Jan Novák-Dvořák', 'Dobrý den, Jane Nováku-Dvořáku,'],
    ['Lucie', 'Dobrý den, Lucie,'],
    ['Jiří', 'Dobrý den, Jiří,'],
    ['Ondřej a Kateřina', 'Dobrý den, Ondřeji a Kateřino,'],
    ['Petr & Jana', 'Dobrý den, Petře a Jano,'],
    ['Eliška, Tomáš a Jiří', 'Dobrý den, Eliško, Tomáši a Jiří,'],
    ['  eliška   a  tomáš ', 'Dobrý den, eliško a tomáši,'],
  ])('%s → %s', (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });

  it.each([
    ['Foto Jana Dvořáková'],
    ['Fotoateliér Světlo s.r.o.'],
    ['Testovací dodavatel s.r.o.'],
    ['Novák a syn, spol. s r.o.'],
    ['Catering Brno a.s.'],
    ['Studio Nova'],
    ['Kapela 4Q'],
    ['Dvořák v.o.s.'],
    ['<b>Eliška</b>'],
    ['https://example.com'],
    [''],
    [null],
    [undefined],
  ])('a business, an empty or odd name %j takes no vocative', (name) => {
    expect(greeting(name)).toBe(PLAIN_GREETING);
    expect(PLAIN_GREETING).toBe('Dobrý den,');
  });

  it('tells businesses from people', () => {
    expect(isBusinessName('Foto Jana Dvořáková')).toBe(true);
    expect(isBusinessName('Svatby s.r.o.')).toBe(true);
    expect(isBusinessName('Eliška Nováková')).toBe(false);
  });

  it('ends a sentence once after a name ending with a full stop', () => {
    expect(endSentence('nabídka od dodavatele Foto s.r.o.')).toBe('nabídka od dodavatele Foto s.r.o.');
    expect(endSentence('nabídka od dodavatele Foto Novák')).toBe('nabídka od dodavatele Foto Novák.');
  });

  it('greets the couple in the vocative and a provider without its business name', () => {
    const offer = newOfferMail({ coupleName: 'Eliška a Tomáš', companyName: 'Foto s.r.o.', title: 'Fotograf', url: 'https://x/y', secret: false });
    expect(offer.text).toContain('Dobrý den, Eliško a Tomáši,');
    expect(offer.text).toContain('nová nabídka od dodavatele Foto s.r.o.\n');
    expect(offer.text).not.toContain('s.r.o..');
    const accepted = offerAcceptedMail({ companyName: 'Foto Jana Dvořáková', title: 'Fotograf', url: 'https://x/y' });
    expect(accepted.text).toContain('Dobrý den,\n');
    expect(accepted.text).not.toContain('Foto Jana Dvořáková');
    const activated = subscriptionActivatedMail({
      companyName: 'Foto Jana Dvořáková',
      planName: 'Premium',
      billingPeriod: 'yearly',
      priceText: '4 400 Kč',
      validUntilText: '1. 12. 2026',
      manageUrl: 'https://svatby.cz/subscription-management',
    });
    expect(activated.text).toContain('Dobrý den,\n');
    expect(activated.text).not.toContain('Dobrý den, Foto');
    const confirmation = requestConfirmationMail({
      coupleName: 'Eliška Nováková',
      title: 'Fotograf v Brně',
      weddingDateText: '12. 6. 2027',
      location: 'Brno',
      budget: '50 000 Kč',
      serviceNames: ['Fotograf'],
      requestUrl: 'https://x/r',
      manageUrl: 'https://x/m',
    });
    expect(confirmation.text).toContain('Dobrý den, Eliško Nováková,');
    // Unproven account: the caller passes no name, the mail greets plainly.
    expect(passwordResetMail({ firstName: null, resetUrl: 'https://x/r', validHours: 2 }).text).toContain('Dobrý den,\n');
    expect(passwordResetMail({ firstName: 'Petr', resetUrl: 'https://x/r', validHours: 2 }).text).toContain('Dobrý den, Petře,');
  });
});
