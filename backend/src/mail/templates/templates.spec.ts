import { contactMessageMail } from './contact-message.template';
import { cardLabel, paymentReceiptMail } from './payment-receipt.template';
import { subscriptionActivatedMail } from './subscription-activated.template';
import { subscriptionCancelledMail } from './subscription-cancelled.template';

/** A company name or message an attacker controls. */
const HOSTILE = 'Foto <img src=x onerror=alert(1)> & "spol"';
const ESCAPED = 'Foto &lt;img src=x onerror=alert(1)&gt; &amp; &quot;spol&quot;';

/** The hostile text reached the HTML escaped. */
function expectEscaped(html: string): void {
  expect(html).toContain(ESCAPED);
  expect(html).not.toContain('<img');
}

describe('subscription and contact e-mails', () => {
  it('subscription-activated names the plan, period, price, end and the management link', () => {
    const mail = subscriptionActivatedMail({
      companyName: HOSTILE,
      planName: 'Premium',
      billingPeriod: 'yearly',
      priceText: '4 400 Kč',
      validUntilText: '1. 12. 2026',
      manageUrl: 'https://svatby.cz/subscription-management',
    });
    expect(mail.template).toBe('subscription-activated');
    expect(mail.subject).toBe('Předplatné Premium je aktivní – Svatby');
    // A business takes no vocative: the greeting leaves the company name out (issue 51).
    expect(mail.text).toContain('Dobrý den,\n');
    expect(mail.text).not.toContain('Foto <img');
    expect(mail.text).toContain('Plán: Premium – roční předplatné. Cena: 4 400 Kč. Platí do: 1. 12. 2026.');
    expect(mail.text).toContain('Správa předplatného: https://svatby.cz/subscription-management');
    expect(mail.html).toContain('href="https://svatby.cz/subscription-management"');
    expect(mail.html).not.toContain('<img');
  });

  it('subscription-activated says monthly for a monthly plan', () => {
    const mail = subscriptionActivatedMail({
      companyName: 'Foto Novák',
      planName: 'Basic',
      billingPeriod: 'monthly',
      priceText: 'zdarma',
      validUntilText: '5. 1. 2027',
      manageUrl: 'http://localhost:3000/subscription-management',
    });
    expect(mail.text).toContain('Plán: Basic – měsíční předplatné. Cena: zdarma. Platí do: 5. 1. 2027.');
  });

  it('subscription-cancelled says until when it stays active', () => {
    const mail = subscriptionCancelledMail({
      companyName: HOSTILE,
      planName: 'Basic',
      activeUntilText: '31. 3. 2026',
      manageUrl: 'https://svatby.cz/subscription-management',
    });
    expect(mail.template).toBe('subscription-cancelled');
    expect(mail.subject).toBe('Předplatné bylo zrušeno – Svatby');
    expect(mail.text).toContain('vaše předplatné Basic jsme podle vašeho přání zrušili.');
    expect(mail.text).toContain('Předplatné zůstává aktivní do 31. 3. 2026.');
    expect(mail.html).toContain('aktivní do 31. 3. 2026');
    expect(mail.html).not.toContain('<img');
  });

  it('payment-receipt shows amount, date, description, the card and Uhrazeno', () => {
    const mail = paymentReceiptMail({
      companyName: HOSTILE,
      amountText: '490 Kč',
      dateText: '1. 12. 2026',
      description: 'Premium – měsíční předplatné',
      brand: 'visa',
      last4: '4242',
      historyUrl: 'https://svatby.cz/subscription-management',
    });
    expect(mail.template).toBe('payment-receipt');
    expect(mail.subject).toBe('Potvrzení platby 490 Kč – Svatby');
    for (const line of ['Částka: 490 Kč', 'Datum: 1. 12. 2026', 'Popis: Premium – měsíční předplatné', 'Platební karta: Visa •••• 4242', 'Stav: Uhrazeno']) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
    expect(mail.html).not.toContain('<img');
  });

  it('payment-receipt names the invoice and links to the invoices (issue 47)', () => {
    const mail = paymentReceiptMail({
      companyName: 'Foto Novák',
      amountText: '490 Kč',
      dateText: '1. 12. 2026',
      description: 'Premium – měsíční předplatné',
      brand: 'test',
      last4: '4242',
      historyUrl: 'https://svatby.cz/subscription-management',
      invoiceNumber: '2026000007',
      invoiceUrl: 'https://svatby.cz/subscription-management#faktury',
    });
    expect(mail.text).toContain('Faktura: 2026000007');
    expect(mail.text).toContain('https://svatby.cz/subscription-management#faktury');
    expect(mail.html).toContain('href="https://svatby.cz/subscription-management#faktury"');
    expect(mail.html).toContain('Stáhnout fakturu');
  });

  it('payment-receipt leaves the card out when the gateway gave none', () => {
    const mail = paymentReceiptMail({
      companyName: 'Foto Novák',
      amountText: '200 Kč',
      dateText: '2. 2. 2026',
      description: 'Přechod na Premium – měsíční předplatné (doplatek)',
      brand: null,
      last4: null,
      historyUrl: 'https://svatby.cz/subscription-management',
    });
    expect(mail.text).not.toContain('Platební karta');
    expect(mail.text).toContain('Stav: Uhrazeno');
    expect(cardLabel('mastercard', '5555')).toBe('Mastercard •••• 5555');
    expect(cardLabel('test', '4242')).toBe('Testovací karta •••• 4242');
    expect(cardLabel('cartes_bancaires', '1234')).toBe('Cartes_bancaires •••• 1234');
    expect(cardLabel(null, '1234')).toBe('Karta •••• 1234');
  });

  it('contact-message gives the operators name, e-mail, subject label and the message, escaped', () => {
    const mail = contactMessageMail({
      name: 'Jana\nNováková',
      email: 'jana@example.cz',
      subjectLabel: 'Technická podpora',
      message: `Dobrý den,\n${HOSTILE}\n<script>alert(1)</script>`,
    });
    expect(mail.template).toBe('contact-message');
    expect(mail.subject).toBe('Kontaktní formulář: Technická podpora – Jana Nováková');
    expect(mail.text).toContain('E-mail: jana@example.cz');
    expect(mail.text).toContain('Předmět: Technická podpora');
    expect(mail.text).toContain(`Dobrý den,\n${HOSTILE}\n<script>alert(1)</script>`);
    expect(mail.text).toContain('Odpovězte přímo na adresu jana@example.cz');
    expectEscaped(mail.html);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dobrý den,<br>');
    expect(mail.html).toContain('href="mailto:jana@example.cz"');
  });

  it('contact-message keeps a long subject within the outbox column', () => {
    const mail = contactMessageMail({ name: 'x'.repeat(400), email: 'a@b.cz', subjectLabel: 'Jiné', message: 'Ahoj' });
    expect(mail.subject.length).toBeLessThanOrEqual(300);
  });
});
