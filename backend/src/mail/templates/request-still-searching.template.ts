import { RenderedMail } from '../mail.types';
import { greeting } from '../greeting';
import { renderMail } from './layout';

export interface RequestStillSearchingParams {
  coupleName: string;
  title: string;
  /** The day the request ends, as e-mails write dates. */
  endDateText: string;
  manageUrl: string;
  /** A dateless request's one-click extension (the manage page asks before it extends); null with a date. */
  extendUrl: string | null;
  termDays: number;
}

/** "Ještě hledáte?": sent to the proven address 14 days before a listed request ends. */
export function requestStillSearchingMail(params: RequestStillSearchingParams): RenderedMail {
  return renderMail({
    template: 'request-still-searching',
    secret: true,
    subject: 'Ještě hledáte? – Svatby',
    greeting: greeting(params.coupleName),
    paragraphs: [
      `vaše poptávka „${params.title}“ se ${params.endDateText} uzavře a zmizí ze seznamu poptávek.`,
      params.extendUrl
        ? `Pokud ještě hledáte, prodlužte ji o ${params.termDays} dní. Pokud už máte vybráno, můžete ji uzavřít.`
        : 'Pokud už máte vybráno, můžete ji uzavřít sami; jinak ji necháme do svatby v seznamu.',
    ],
    action: params.extendUrl
      ? { label: `Prodloužit o ${params.termDays} dní`, url: params.extendUrl }
      : { label: 'Spravovat poptávku', url: params.manageUrl },
    ...(params.extendUrl ? { secondaryAction: { label: 'Spravovat poptávku', url: params.manageUrl } } : {}),
  });
}
