import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AvailabilityDayDto } from '../../availability/availability.api';
import { ExportedBookingDto } from '../../bookings/bookings.api';
import { ExportedInvitationDto, ExportedShortlistEntryDto } from '../../matching/matching.api';
import { ExportedPlanDto } from '../../planning/planning.api';
import { ExportedConversationDto } from '../../conversations/conversations.api';
import { ExportedOfferDto, ExportedRequestReplyDto, OfferTemplateDto } from '../../offers/offers.api';
import { PortfolioItemDto } from '../../portfolio/portfolio.api';
import { ProviderProfileDto } from '../../providers/providers.api';
import { ExportedPushDeviceDto } from '../../push/push.api';
import { ExportedApiTokenDto, ExportedWebhookEndpointDto } from '../../integrations/integrations.api';

const DATE_TIME = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE_TIME = { type: String, format: 'date-time', nullable: true } as const;
const NULLABLE_STRING = { type: String, nullable: true } as const;

export class ExportedAccountDto {
  @ApiProperty({ example: 12, description: "The account's id." })
  id: number;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: "The account's sign-in e-mail." })
  email: string;

  @ApiProperty({ ...NULLABLE_STRING, example: 'Jana', description: 'First name; null when not given.' })
  firstName: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: 'Nováková', description: 'Last name; null when not given.' })
  lastName: string | null;

  @ApiProperty({
    ...NULLABLE_STRING,
    example: 'https://lh3.googleusercontent.com/a/ACg8ocK1',
    description: "The account's photo URL; null when none.",
  })
  profileImageUrl: string | null;

  @ApiProperty({
    ...NULLABLE_STRING,
    description: 'The Google account id linked for sign-in; null when none.',
    example: '108234567890123456789',
  })
  googleId: string | null;

  @ApiProperty({ example: true, description: 'The account has a password (else it signs in with Google only).' })
  hasPassword: boolean;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2026-03-10T08:00:00.000Z',
    description: 'When the e-mail was verified (ISO date-time); null while not verified.',
  })
  emailVerifiedAt: string | null;

  @ApiProperty({ example: false, description: 'The account is a Svatby admin.' })
  isAdmin: boolean;

  @ApiProperty({
    ...NULLABLE_STRING,
    description: 'The customer id at the payment gateway (Stripe); null when never paid.',
    example: 'cus_Q3xY7aBcD9eF',
  })
  stripeCustomerId: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-03-10T08:00:00.000Z', description: 'When the account was created (ISO date-time).' })
  createdAt: string;

  @ApiProperty({ ...DATE_TIME, example: '2026-05-02T19:44:00.000Z', description: 'When the account last changed (ISO date-time).' })
  updatedAt: string;
}

export class ExportedRequestDto {
  @ApiProperty({ example: 40, description: "The request's id." })
  id: number;

  @ApiProperty({ example: 'Fotograf na svatbu v Praze', description: "The request's title." })
  title: string;

  @ApiProperty({ example: 'photography', description: 'The catalogue category asked for.' })
  categoryId: string;

  @ApiProperty({ type: [String], example: ['wedding-day', 'pre-wedding'], description: 'The services of the category asked for (ids).' })
  services: string[];

  @ApiProperty({ example: 'Hledáme fotografa na celý den, obřad i hostinu.', description: "The couple's description of what they want." })
  description: string;

  @ApiProperty({ ...NULLABLE_STRING, description: 'The wedding day (YYYY-MM-DD); null when not chosen.', example: '2026-09-12' })
  weddingDate: string | null;

  @ApiProperty({ example: 'Praha', description: "The place (a catalogue location's Czech name)." })
  location: string;

  @ApiProperty({ example: 'do 45 000 Kč', description: 'The budget as the couple wrote it.' })
  budget: string;

  @ApiProperty({
    example: 'active',
    description: "The request's status: unconfirmed, active, fulfilled, cancelled, resolved, no_interest, booked or expired.",
  })
  status: string;

  @ApiProperty({ example: 'Jana a Petr', description: "The couple's name." })
  coupleName: string;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: 'The contact e-mail given with the request.' })
  contactEmail: string;

  @ApiProperty({ ...NULLABLE_STRING, example: '+420', description: "The phone's country code; null without a phone." })
  phoneCountryCode: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: '777 123 456', description: 'The contact phone; null when not given.' })
  contactPhone: string | null;

  @ApiProperty({ description: 'false for a request sent to the e-mail without the account.', example: true })
  linkedToAccount: boolean;

  @ApiProperty({ ...NULLABLE_STRING, description: "The operators' notes about the request; null when none.", example: null })
  adminNotes: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-03-10T08:00:00.000Z', description: 'When the request was sent (ISO date-time).' })
  createdAt: string;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2026-03-10T08:05:00.000Z',
    description: 'When its e-mail was confirmed (ISO date-time); null while unconfirmed.',
  })
  confirmedAt: string | null;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2026-06-08T08:05:00.000Z',
    description: 'When it stops taking offers (ISO date-time); null when it does not expire.',
  })
  expiresAt: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-03-12T14:00:00.000Z', description: 'When it last changed (ISO date-time).' })
  updatedAt: string;
}

export class ExportedReviewDto {
  @ApiProperty({ example: 9, description: "The review's id." })
  id: number;

  @ApiProperty({ example: 12, description: 'The reviewed provider.' })
  providerId: number;

  @ApiPropertyOptional({
    description: "The reviewer's e-mail; only on the reviews the account wrote.",
    example: 'jana.novakova@example.cz',
  })
  email?: string;

  @ApiProperty({ ...NULLABLE_STRING, example: 'Jana N.', description: "The reviewer's shown name; null when anonymous." })
  reviewerName: string | null;

  @ApiProperty({ example: 5, description: 'Overall rating, 1–5 stars.' })
  overallRating: number;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'Communication rating, 1–5; null when not given.' })
  communicationRating: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'Quality rating, 1–5; null when not given.' })
  qualityRating: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 4, description: 'Punctuality rating, 1–5; null when not given.' })
  timingRating: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'Value for money rating, 1–5; null when not given.' })
  valueRating: number | null;

  @ApiProperty({ example: 'Skvělé fotky a příjemný přístup, doporučujeme.', description: "The review's text." })
  reviewText: string;

  @ApiProperty({ ...DATE_TIME, example: '2026-10-02T18:00:00.000Z', description: 'When it was written (ISO date-time).' })
  createdAt: string;
}

export class ExportedReviewsDto {
  @ApiProperty({ type: [ExportedReviewDto], description: "Reviews written from the account's (verified) e-mail." })
  written: ExportedReviewDto[];

  @ApiProperty({ type: [ExportedReviewDto], description: "Reviews of the account's provider profile (without the reviewers' e-mails)." })
  received: ExportedReviewDto[];
}

export class ExportedSubscriptionDto {
  @ApiProperty({ example: 4, description: "The subscription's id." })
  id: number;

  @ApiProperty({ example: 'premium_yearly', description: 'The plan subscribed to.' })
  planId: string;

  @ApiProperty({ example: 'premium', description: "The plan's tier: free, basic or premium." })
  planType: string;

  @ApiProperty({ example: 'yearly', description: 'monthly or yearly.' })
  billingPeriod: string;

  @ApiProperty({ example: 'active', description: 'incomplete, active, past_due, canceled or expired.' })
  status: string;

  @ApiProperty({ example: 'stripe', description: 'How it was set up: stripe (paid by card), offline or admin.' })
  source: string;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2026-01-15T00:00:00.000Z',
    description: 'Start of the paid period (ISO date-time); null before the first payment.',
  })
  currentPeriodStart: string | null;

  @ApiProperty({
    ...NULLABLE_DATE_TIME,
    example: '2027-01-15T00:00:00.000Z',
    description: 'End of the paid period (ISO date-time); null before the first payment.',
  })
  currentPeriodEnd: string | null;

  @ApiProperty({ example: false, description: 'The subscription ends when the paid period does.' })
  cancelAtPeriodEnd: boolean;

  @ApiProperty({ ...NULLABLE_DATE_TIME, example: null, description: 'When it was cancelled (ISO date-time); null when not.' })
  cancelledAt: string | null;

  @ApiProperty({ ...NULLABLE_DATE_TIME, example: null, description: 'When it ended (ISO date-time); null while it runs.' })
  endedAt: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: null, description: 'The plan it switches to at the period end; null when none.' })
  scheduledPlanId: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: 'cus_Q3xY7aBcD9eF', description: 'The customer id at the payment gateway; null when none.' })
  gatewayCustomerId: string | null;

  @ApiProperty({
    ...NULLABLE_STRING,
    example: 'sub_1P2q3R4s5T6u',
    description: 'The subscription id at the payment gateway; null when none.',
  })
  gatewaySubscriptionId: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-01-15T09:12:00.000Z', description: 'When it was created (ISO date-time).' })
  createdAt: string;
}

export class ExportedPaymentDto {
  @ApiProperty({ example: 21, description: "The payment's id." })
  id: number;

  @ApiProperty({ type: Number, nullable: true, example: 4, description: 'The subscription paid for; null when not linked.' })
  subscriptionId: number | null;

  @ApiProperty({ description: 'The amount in whole Kč.', example: 4400 })
  amount: number;

  @ApiProperty({ example: 'CZK', description: 'ISO currency code.' })
  currency: string;

  @ApiProperty({ example: 'succeeded', description: 'succeeded, failed or pending.' })
  status: string;

  @ApiProperty({ example: 'Premium – roční předplatné', description: 'What was paid for.' })
  description: string;

  @ApiProperty({ ...NULLABLE_STRING, example: 'card', description: 'card, or test for the offline gateway; null when unknown.' })
  paymentMethod: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: 'visa', description: "The card's brand; null when unknown." })
  brand: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: '4242', description: "The card number's last four digits; null when unknown." })
  last4: string | null;

  @ApiProperty({ ...NULLABLE_STRING, example: 'in_1P2q3R4s5T6u', description: "The payment gateway's invoice id; null when none." })
  gatewayInvoiceId: string | null;

  @ApiProperty({ ...DATE_TIME, example: '2026-01-15T09:12:30.000Z', description: 'When the payment was recorded (ISO date-time).' })
  createdAt: string;
}

export class ExportedContactMessageDto {
  @ApiProperty({ example: 3, description: "The message's id." })
  id: number;

  @ApiProperty({ example: 'Jana Nováková', description: "The sender's name as typed." })
  name: string;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: "The sender's e-mail." })
  email: string;

  @ApiProperty({ example: 'Dotaz k rezervaci', description: 'The subject.' })
  subject: string;

  @ApiProperty({ example: 'Dobrý den, jak mohu změnit datum svatby v poptávce?', description: 'The message text.' })
  message: string;

  @ApiProperty({ ...DATE_TIME, example: '2026-04-01T10:00:00.000Z', description: 'When it was sent (ISO date-time).' })
  createdAt: string;
}

/** GET /api/account/export: everything stored about the account, as one JSON document (no password hash, token or session). */
export class AccountExportDto {
  @ApiProperty({ ...DATE_TIME, example: '2026-11-29T10:00:00.000Z', description: 'When this export was made (ISO date-time).' })
  exportedAt: string;

  @ApiProperty({ type: ExportedAccountDto, description: 'The account itself.' })
  account: ExportedAccountDto;

  @ApiProperty({
    type: [ExportedRequestDto],
    description: "The account's requests and, with a verified e-mail, those sent from it without the account.",
  })
  requests: ExportedRequestDto[];

  @ApiProperty({ type: ProviderProfileDto, nullable: true, description: "The account's provider profile; null when it has none." })
  providerProfile: ProviderProfileDto | null;

  @ApiProperty({ type: [PortfolioItemDto], description: "The provider profile's portfolio (image URLs are absolute)." })
  portfolio: PortfolioItemDto[];

  @ApiProperty({ type: [AvailabilityDayDto], description: "The provider profile's availability days." })
  availability: AvailabilityDayDto[];

  @ApiProperty({ type: ExportedReviewsDto, description: 'Reviews the account wrote and received.' })
  reviews: ExportedReviewsDto;

  @ApiProperty({ type: [ExportedSubscriptionDto], description: "The provider profile's subscriptions." })
  subscriptions: ExportedSubscriptionDto[];

  @ApiProperty({ type: [ExportedPaymentDto], description: "The provider profile's subscription payments." })
  payments: ExportedPaymentDto[];

  @ApiProperty({ type: [ExportedContactMessageDto], description: "Sent through /kontakt from the account's (verified) e-mail" })
  contactMessages: ExportedContactMessageDto[];

  @ApiProperty({ type: [ExportedOfferDto], description: "Offers the account's provider profile sent, and offers on its own requests" })
  offers: ExportedOfferDto[];

  @ApiProperty({
    type: [ExportedRequestReplyDto],
    description: "One-tap answers ('Nemám volný termín', 'Nehodí se mi', 'Potřebuji upřesnit') the provider profile gave, and those on the account's requests",
  })
  requestReplies: ExportedRequestReplyDto[];

  @ApiProperty({ type: [OfferTemplateDto], description: "The provider profile's offer templates" })
  offerTemplates: OfferTemplateDto[];

  @ApiProperty({
    type: [ExportedConversationDto],
    description: "The account's conversations on both sides (as a couple, as a provider) with their messages",
  })
  conversations: ExportedConversationDto[];

  @ApiProperty({
    type: [ExportedBookingDto],
    description: "Bookings on both sides (as a couple, as a provider) with their history and frozen document",
  })
  bookings: ExportedBookingDto[];

  @ApiProperty({ type: [ExportedShortlistEntryDto], description: "The couple's shortlist ('Vybraní dodavatelé')" })
  shortlist: ExportedShortlistEntryDto[];

  @ApiProperty({
    type: [ExportedInvitationDto],
    description: 'Invitations to quote the account made as a couple (on its requests) or received as a provider',
  })
  invitations: ExportedInvitationDto[];

  @ApiProperty({ type: ExportedPlanDto, nullable: true, description: 'The wedding plan the account is a member of; null when none.' })
  plan: ExportedPlanDto | null;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: "The plan's tasks, as stored" })
  planTasks: Array<Record<string, unknown>>;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: "The plan's budget lines, as stored" })
  planBudget: Array<Record<string, unknown>>;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "The plan's guests, as stored (without the RSVP links' token hashes); only while the account is a member",
  })
  planGuests: Array<Record<string, unknown>>;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The provider profile's billing details; null when none.",
  })
  billingDetails: Record<string, unknown> | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "The provider profile's invoices and credit notes with the seller and buyer as issued (kept 10 years after deletion, unlinked)",
  })
  invoices: Array<Record<string, unknown>>;

  @ApiProperty({ type: [ExportedPushDeviceDto], description: 'The devices with push notifications on: name and dates.' })
  pushDevices: ExportedPushDeviceDto[];

  @ApiProperty({ type: [ExportedApiTokenDto], description: "The account's personal API tokens (issue 50): names, scopes and dates; never a secret" })
  apiTokens: ExportedApiTokenDto[];

  @ApiProperty({ type: [ExportedWebhookEndpointDto], description: "The account's webhook endpoints (issue 50): URL, events and state; never the secret" })
  webhookEndpoints: ExportedWebhookEndpointDto[];
}
