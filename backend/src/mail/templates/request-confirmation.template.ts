import { RenderedMail } from '../mail.types';
import { greeting } from '../greeting';
import { renderMail } from './layout';

export interface RequestConfirmationParams {
  coupleName: string;
  title: string;
  weddingDateText: string;
  location: string;
  budget: string;
  serviceNames: string[];
  requestUrl: string;
  /** The couple's page to edit, close or reopen the request without an account (a secret link). */
  manageUrl: string;
}

export function requestConfirmationMail(params: RequestConfirmationParams): RenderedMail {
  return renderMail({
    template: 'request-confirmation',
    subject: 'Vaše poptávka byla přijata – Svatby',
    greeting: greeting(params.coupleName),
    paragraphs: [
      'děkujeme, vaši poptávku jsme přijali a zveřejnili ji ověřeným dodavatelům.',
      `Poptávka: ${params.title}`,
      `Služby: ${params.serviceNames.join(', ')}. Datum svatby: ${params.weddingDateText}. Místo: ${params.location}. Rozpočet: ${params.budget}.`,
      'Dodavatelé s předplatným vás budou kontaktovat s nabídkami na tento e-mail nebo telefon.',
      'Přes odkaz Spravovat poptávku ji můžete upravit, uzavřít, až dodavatele najdete, nebo znovu otevřít. Odkaz nikomu nepřeposílejte.',
    ],
    action: { label: 'Spravovat poptávku', url: params.manageUrl },
    secondaryAction: { label: 'Zobrazit poptávku v seznamu', url: params.requestUrl },
    secret: true,
    footnote: 'Poptávku jste nezadávali vy? Dejte nám vědět odpovědí na tento e-mail.',
  });
}
