import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

export interface NewMatchingRequestParams {
  providerName: string;
  title: string;
  /** The request's primary category, by name. */
  categoryName: string;
  weddingDateText: string;
  location: string;
  budget: string;
  requestUrl: string;
}

/** The outbox's subject column holds 300 characters; a request title may be nearly that long. */
const SUBJECT_MAX = 300;

/**
 * The premium perk: a new request in the provider's categories. Only what the public list shows;
 * never the couple's contact details (they are on the site, for subscribers).
 */
export function newMatchingRequestMail(params: NewMatchingRequestParams): RenderedMail {
  const subject = `Nová poptávka: ${params.title}`;
  return renderMail({
    template: 'new-matching-request',
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    greeting: `Dobrý den, ${params.providerName},`,
    paragraphs: [
      'na Svatbách právě přibyla nová poptávka ve vašich kategoriích služeb.',
      `Poptávka: ${params.title}`,
      `Kategorie: ${params.categoryName}. Datum svatby: ${params.weddingDateText}. Místo: ${params.location}. Rozpočet: ${params.budget}.`,
      'Kontakt na pár najdete u poptávky po přihlášení. Ozvěte se brzy, ať jste mezi prvními.',
    ],
    action: { label: 'Zobrazit poptávku', url: params.requestUrl },
    footnote: 'Tato upozornění dostáváte jako dodavatel s předplatným Premium.',
  });
}
