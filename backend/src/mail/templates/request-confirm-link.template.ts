import { RenderedMail } from '../mail.types';
import { renderMail } from './layout';

export interface RequestConfirmLinkParams {
  /** Names from the catalogue, never the sender's words. */
  serviceNames: string[];
  weddingDateText: string;
  /** A catalogue location's name, or null when the sender typed another place. */
  placeName: string | null;
  confirmUrl: string;
  notMeUrl: string;
  validHours: number;
}

/**
 * The double opt-in (DESIGN.md section 4): it goes to an address nobody has proved yet, so it
 * carries nothing the sender typed (no names, no description, no free-text place), only what lets the
 * recipient recognise the request, and two links.
 */
export function requestConfirmLinkMail(params: RequestConfirmLinkParams): RenderedMail {
  const place = params.placeName ? ` Místo: ${params.placeName}.` : '';
  return renderMail({
    template: 'request-confirm-link',
    secret: true,
    subject: 'Potvrďte svou poptávku – Svatby',
    greeting: 'Dobrý den,',
    paragraphs: [
      'na Svatby byla s touto e-mailovou adresou zadána poptávka svatebních služeb. Zveřejníme ji dodavatelům, až ji potvrdíte.',
      `Služby: ${params.serviceNames.join(', ')}. Datum svatby: ${params.weddingDateText}.${place}`,
      `Odkaz platí ${params.validHours} hodin. Nepotvrzenou poptávku potom smažeme.`,
    ],
    action: { label: 'Potvrdit poptávku', url: params.confirmUrl },
    secondaryAction: { label: 'Poptávku jsem nezadával(a) – smazat ji', url: params.notMeUrl },
    footnote: 'Pokud jste poptávku nezadávali vy, nemusíte dělat nic: bez potvrzení se nezveřejní.',
  });
}
