import type { OfferAvailability, OfferDto, OfferStatus } from '../api';
import { formatDate, formatKc, formatNumber, plural } from './format';
import { href } from './paths';
import { GLOSSARY } from './glossary';

// The response signals are shared with the catalogue cards; the offers' views import them from here too.
export { responseShareText, responseTimeText, responseWithin } from './format/response';

/** The parts of an offer its price is written from (OfferDto, ProviderOfferDto, the form's preview). */
export type OfferPrice = Pick<OfferDto, 'priceKind' | 'priceMin' | 'priceMax'>;


/** '25 000 Kč', 'od 25 000 Kč', '25 000 – 40 000 Kč' (a range without its upper bound reads as 'od'). */
export function formatOfferPrice(offer: OfferPrice): string {
  if (offer.priceKind === 'from') return `od ${formatKc(offer.priceMin)}`;
  if (offer.priceKind === 'range') {
    if (offer.priceMax === null || offer.priceMax === undefined) return `od ${formatKc(offer.priceMin)}`;
    if (offer.priceMax === offer.priceMin) return formatKc(offer.priceMin);
    return `${formatNumber(offer.priceMin)} – ${formatKc(offer.priceMax)}`;
  }
  return formatKc(offer.priceMin);
}

/** The offers on a request, as providers see it on the card: '1 nabídka', '3 nabídky', '5 nabídek'. */
export function offerCountText(count: number): string {
  if (count <= 0) return 'Zatím žádná nabídka';
  return `${formatNumber(count)} ${plural(count, GLOSSARY.offer.forms)}`;
}

/** The offer's state, as the provider sees its own offer (and the lists' filter). */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  sent: 'Čeká na odpověď',
  accepted: 'Přijata',
  declined: 'Odmítnuta',
  withdrawn: 'Stažena',
};

/** The provider's calendar on the wedding date, as sent with the offer: a day the provider never set is 'Neuvedeno', never free. */
export const AVAILABILITY_LABELS: Record<OfferAvailability, string> = {
  available: 'Termín volný',
  inquiry: 'Předběžně obsazeno',
  busy: 'Termín obsazený',
  unknown: 'Neuvedeno',
};

/** 'do 12. 9. 2026', 'vypršela 1. 2. 2026' (before `today`, 'YYYY-MM-DD') or 'bez omezení'. */
export function validityText(validUntil: string | null, today: string): string {
  if (!validUntil) return 'bez omezení';
  return validUntil < today ? `vypršela ${formatDate(validUntil)}` : `do ${formatDate(validUntil)}`;
}

/** Unread messages of an offer's conversation: '1 nepřečtená zpráva', '3 nepřečtené zprávy', '5 nepřečtených zpráv'. */
export function unreadText(count: number): string {
  return `${formatNumber(count)} ${plural(count, ['nepřečtená zpráva', 'nepřečtené zprávy', 'nepřečtených zpráv'])}`;
}

/** The inbox thread of an offer's conversation (F2's /zpravy). */
export const conversationPath = (conversationId: number) => href.conversation(conversationId);
