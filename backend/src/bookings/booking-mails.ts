import { formatKc } from '../common/text/price-range';
import { PLAIN_GREETING, type RenderedMail, endSentence, greeting, renderMail } from '../mail/mail.api';
import { BOOKING_RESPOND_HOURS, BOOKING_TIME_ZONE } from './booking-rules';

/*
 * The bookings' e-mails (through the outbox). None carries text a side typed (issue 44, "Rules"):
 * a reason for declining or cancelling stays in Svatby (the booking's history, the conversation);
 * the mail names the booking, the request's title (derived from the catalogue), the provider's
 * public company name and, to the couple, the couple's own name. The reader opens Svatby for the rest.
 */

const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeStyle: 'short', timeZone: BOOKING_TIME_ZONE });
const DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '1. prosince 2026 v 14:30' in Prague time. */
export const czechDateTime = (at: Date): string => DATE_TIME.format(at);
/** '12. června 2027' for a calendar day 'YYYY-MM-DD'. */
export const czechDay = (day: string): string => DATE.format(new Date(`${day}T00:00:00Z`));

export const bookingPageUrl = (appUrl: string, bookingId: number): string => `${appUrl}/rezervace/${bookingId}`;

/** What every booking mail names. */
export interface BookingMailFacts {
  number: string;
  /** The request's title ('Fotografie – Praha'), derived from the catalogue. */
  title: string;
  companyName: string;
  eventDate: string | null;
  /** Where the reader acts: the booking page, or for a couple without an account a fresh manage link. */
  url: string;
  /** The url is a manage link (the mail is marked secret and says not to forward it). */
  secret?: boolean;
}

const KEEP_LINK_PRIVATE = 'Odkaz vede ke správě vaší poptávky, nikomu ho nepřeposílejte.';

const onDay = (facts: BookingMailFacts): string => (facts.eventDate ? ` na ${czechDay(facts.eventDate)}` : '');
const secretParagraphs = (facts: BookingMailFacts): string[] => (facts.secret ? [KEEP_LINK_PRIVATE] : []);

function coupleMail(
  template: string,
  subject: string,
  coupleName: string,
  facts: BookingMailFacts,
  paragraphs: string[],
  label = 'Zobrazit rezervaci',
): RenderedMail {
  return renderMail({
    template,
    subject,
    greeting: greeting(coupleName),
    paragraphs: [...paragraphs, ...secretParagraphs(facts)],
    action: { label, url: facts.url },
    secret: facts.secret,
  });
}

function providerMail(template: string, subject: string, facts: BookingMailFacts, paragraphs: string[]): RenderedMail {
  return renderMail({
    template,
    subject,
    greeting: PLAIN_GREETING,
    paragraphs,
    action: { label: 'Zobrazit rezervaci', url: facts.url },
  });
}

/** The provider: the couple accepted its offer, a booking waits for its confirmation. */
export function bookingRequestedMail(facts: BookingMailFacts & { respondBy: Date }): RenderedMail {
  return providerMail('booking-requested', `Rezervace ${facts.number} čeká na vaše potvrzení – Svatby`, facts, [
    `pár přijal vaši nabídku na poptávku „${facts.title}“${onDay(facts)} a vznikla rezervace ${facts.number}.`,
    `Potvrďte ji, nebo ji odmítněte, do ${czechDateTime(facts.respondBy)}. Bez odpovědi do ${BOOKING_RESPOND_HOURS} hodin rezervace propadne.`,
  ]);
}

/** The couple: the provider confirmed; the deposit's amount when one is asked (its payment details are on the booking). */
export function bookingConfirmedMail(facts: BookingMailFacts & { coupleName: string; depositAmount: number | null }): RenderedMail {
  return coupleMail('booking-confirmed', `Rezervace ${facts.number} je potvrzená – Svatby`, facts.coupleName, facts, [
    endSentence(`dodavatel ${facts.companyName} potvrdil vaši rezervaci ${facts.number} na poptávku „${facts.title}“${onDay(facts)}`),
    ...(facts.depositAmount
      ? [`Dodavatel žádá zálohu ${formatKc(facts.depositAmount)}. Platební údaje a QR kód pro platbu najdete u rezervace.`]
      : []),
    'U rezervace si také stáhnete Potvrzení rezervace (PDF) a termín si přidáte do kalendáře.',
  ]);
}

/** The couple: the provider declined (its reason is in Svatby only). */
export function bookingDeclinedMail(facts: BookingMailFacts & { coupleName: string }): RenderedMail {
  return coupleMail('booking-declined', `Dodavatel rezervaci ${facts.number} nepotvrdil – Svatby`, facts.coupleName, facts, [
    `dodavatel ${facts.companyName} rezervaci ${facts.number} na poptávku „${facts.title}“ nepotvrdil. Důvod najdete u rezervace na Svatby.`,
    'Můžete přijmout jinou nabídku, která ještě platí.',
  ]);
}

/** The couple: the provider let the booking lapse. */
export function bookingExpiredCoupleMail(facts: BookingMailFacts & { coupleName: string }): RenderedMail {
  return coupleMail('booking-expired', `Rezervace ${facts.number} propadla – Svatby`, facts.coupleName, facts, [
    `dodavatel ${facts.companyName} rezervaci ${facts.number} na poptávku „${facts.title}“ nepotvrdil do ${BOOKING_RESPOND_HOURS} hodin, a tak propadla.`,
    'Můžete přijmout jinou nabídku, která ještě platí.',
  ]);
}

/** The provider: its booking lapsed unanswered (its offer was withdrawn with it). */
export function bookingExpiredProviderMail(facts: BookingMailFacts): RenderedMail {
  return providerMail('booking-expired-provider', `Rezervace ${facts.number} propadla – Svatby`, facts, [
    `rezervaci ${facts.number} na poptávku „${facts.title}“ jste nepotvrdili do ${BOOKING_RESPOND_HOURS} hodin, a tak propadla. Vaše nabídka byla stažena.`,
  ]);
}

/** Who cancelled, as the other side reads it. */
const cancelledBy = (by: 'couple' | 'provider' | 'admin', companyName: string): string =>
  by === 'couple' ? 'pár zrušil' : by === 'provider' ? `dodavatel ${companyName} zrušil` : 'správce Svatby zrušil';

/** The couple: the provider or an admin cancelled a confirmed booking (the reason is in Svatby only). */
export function bookingCancelledCoupleMail(facts: BookingMailFacts & { coupleName: string; by: 'provider' | 'admin' }): RenderedMail {
  return coupleMail('booking-cancelled', `Rezervace ${facts.number} byla zrušena – Svatby`, facts.coupleName, facts, [
    `${cancelledBy(facts.by, facts.companyName)} vaši rezervaci ${facts.number} na poptávku „${facts.title}“${onDay(facts)}. Důvod najdete u rezervace na Svatby.`,
  ]);
}

/** The provider: the couple or an admin cancelled a confirmed booking (the reason is in Svatby only). */
export function bookingCancelledProviderMail(facts: BookingMailFacts & { by: 'couple' | 'admin' }): RenderedMail {
  return providerMail('booking-cancelled-provider', `Rezervace ${facts.number} byla zrušena – Svatby`, facts, [
    `${cancelledBy(facts.by, facts.companyName)} rezervaci ${facts.number} na poptávku „${facts.title}“${onDay(facts)}. Důvod najdete u rezervace na Svatby.`,
  ]);
}

/** The couple: the provider marked the deposit received. */
export function depositReceivedMail(facts: BookingMailFacts & { coupleName: string; depositAmount: number | null }): RenderedMail {
  const amount = facts.depositAmount ? ` ${formatKc(facts.depositAmount)}` : '';
  return coupleMail('booking-deposit-received', `Záloha k rezervaci ${facts.number} přijata – Svatby`, facts.coupleName, facts, [
    endSentence(`dodavatel ${facts.companyName} potvrdil, že přijal vaši zálohu${amount} k rezervaci ${facts.number}`),
  ]);
}

/** The payment details of a deposit, as the QR payment carries them. */
export interface DepositDetails {
  amount: number;
  accountDisplay: string;
  iban: string;
  variableSymbol: string;
  message: string;
}

/**
 * The couple: the deposit is still unpaid (3 and 7 days after the confirmation). The QR payment's
 * fields in words, so that the couple can pay from the mail too; the QR itself is on the booking.
 */
export function depositReminderMail(facts: BookingMailFacts & { coupleName: string; deposit: DepositDetails }): RenderedMail {
  const { deposit } = facts;
  const account = deposit.accountDisplay === deposit.iban ? deposit.iban : `${deposit.accountDisplay} (IBAN ${deposit.iban})`;
  return coupleMail(
    'booking-deposit-reminder',
    `Připomínka zálohy k rezervaci ${facts.number} – Svatby`,
    facts.coupleName,
    facts,
    [
      endSentence(`k vaší rezervaci ${facts.number} u dodavatele ${facts.companyName} zatím není záloha označená jako přijatá`),
      [
        'Platební údaje:',
        `částka: ${formatKc(deposit.amount)}`,
        `účet: ${account}`,
        `variabilní symbol: ${deposit.variableSymbol}`,
        `zpráva pro příjemce: ${deposit.message}`,
      ].join('\n'),
      'QR kód pro platbu najdete u rezervace. Peníze posíláte přímo dodavateli, Svatby je nedrží.',
      'Pokud jste zálohu už zaplatili, nemusíte nic dělat: dodavatel ji po přijetí označí a my vám dáme vědět.',
    ],
    'Zaplatit zálohu',
  );
}
