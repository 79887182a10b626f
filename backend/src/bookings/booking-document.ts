import type { OfferPriceKind } from '../offers/offers.api';

/**
 * "Potvrzení rezervace": what both sides agreed, frozen in bookings.document when the provider
 * confirms (later edits of the profile, offer or settings do not change it). The page, the PDF and
 * the calendar read it.
 */
export interface BookingDocumentContent {
  number: string;
  /** ISO timestamp of the confirmation. */
  issuedAt: string;
  provider: { companyName: string; ico: string | null; email: string; phone: string | null; address: string | null };
  couple: { name: string; email: string; phone: string | null };
  /** YYYY-MM-DD. */
  eventDate: string | null;
  /** The request's location (venue) name. */
  place: string | null;
  title: string;
  items: string[];
  price: { kind: OfferPriceKind; min: number; max: number | null };
  deposit: { amount: number; iban: string | null } | null;
  cancellationTerms: string;
}
