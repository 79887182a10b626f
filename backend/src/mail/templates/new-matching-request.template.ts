import { RenderedMail } from '../mail.types';
import { PLAIN_GREETING } from '../greeting';
import { renderMail } from './layout';

/** Only catalogue values: the couple's own words (a place or budget they typed) never go out in this mail. */
export interface NewMatchingRequestParams {
  providerName: string;
  /** The requested services' names and the catalogue place (requestTitle), never the couple's text. */
  title: string;
  /** The request's primary category, by name. */
  categoryName: string;
  weddingDateText: string;
  /** The catalogue location's name (from its slug), or null when the couple typed another place. */
  placeName: string | null;
  /** A form choice's label, or the band's label of a budget the couple wrote in their own words. */
  budgetLabel: string;
  requestUrl: string;
}

/** The outbox's subject column holds 300 characters; a title may be nearly that long. */
const SUBJECT_MAX = 300;

/**
 * The premium perk: a new request in the provider's categories. Only catalogue values (services,
 * category, date, the catalogue place and the budget's label), never text the couple typed (issue 43,
 * item 10) nor their contact details (they are on the site, for subscribers).
 */
export function newMatchingRequestMail(params: NewMatchingRequestParams): RenderedMail {
  const subject = `Nová poptávka: ${params.title}`;
  return renderMail({
    template: 'new-matching-request',
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    greeting: PLAIN_GREETING, // a business takes no vocative
    paragraphs: [
      'na Svatbách právě přibyla nová poptávka ve vašich kategoriích služeb.',
      `Poptávka: ${params.title}`,
      `Kategorie: ${params.categoryName}. Datum svatby: ${params.weddingDateText}. Místo: ${params.placeName ?? 'upřesněno u poptávky'}. Rozpočet: ${params.budgetLabel}.`,
      'Kontakt na pár najdete u poptávky po přihlášení. Ozvěte se brzy, ať jste mezi prvními.',
    ],
    action: { label: 'Zobrazit poptávku', url: params.requestUrl },
    footnote: 'Tato upozornění dostáváte jako dodavatel s předplatným Premium.',
  });
}
