import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An exact price, a starting price ("od"), or a range ("od – do"), in whole Kč. */
export const OFFER_PRICE_KINDS = ['exact', 'from', 'range'] as const;
export type OfferPriceKind = (typeof OFFER_PRICE_KINDS)[number];

/**
 * The provider's calendar on the wedding date when the offer was sent: provider_availability's
 * states, or 'unknown' ('Neuvedeno') when the provider had not set the day (never read as free).
 */
export const OFFER_AVAILABILITY = ['available', 'inquiry', 'busy', 'unknown'] as const;
export type OfferAvailability = (typeof OFFER_AVAILABILITY)[number];

/**
 * A provider's answer to a couple's request (DESIGN.md section 5): 'sent' (editable and withdrawable
 * until the couple answers) → 'accepted' (the request is booked) / 'declined' (by the couple, or
 * automatically when another offer was accepted) / 'withdrawn' (by the provider). One per provider
 * and request.
 */
@Entity('offers')
export class Offer {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  requestId: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 16, default: 'sent' })
  status: OfferStatus;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 8 })
  priceKind: OfferPriceKind;

  /** The price (exact), the starting price (from) or the lower bound (range), in Kč. */
  @Column({ type: 'integer' })
  priceMin: number;

  /** The upper bound of a range; null otherwise. */
  @Column({ type: 'integer', nullable: true })
  priceMax: number | null;

  /** The deposit the provider asks on acceptance, in Kč (at most the price); null: none (the booking settings' percentage may apply). */
  @Column({ type: 'integer', nullable: true })
  depositAmount: number | null;

  /** What the price includes, one item per entry. */
  @Column({ type: 'varchar', length: 200, array: true, default: () => "'{}'" })
  includedItems: string[];

  /** YYYY-MM-DD: the offer holds until this day; null when open-ended. */
  @Column({ type: 'date', nullable: true })
  validUntil: string | null;

  /** The provider's calendar on the wedding date when they chose to show it; null when not shown or no date. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  availableOnDate: OfferAvailability | null;

  /** The couple's optional reason, or the automatic decline's text. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  declineReason: string | null;

  /** Declined because the couple accepted another offer. */
  @Column({ type: 'boolean', default: false })
  declinedAutomatically: boolean;

  /** When the couple accepted or declined it. */
  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** When the couple first listed it (issue 47: the provider's funnel counts offers read); null: not yet, or sent before it was recorded. */
  @Column({ type: 'timestamptz', nullable: true })
  firstReadAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
