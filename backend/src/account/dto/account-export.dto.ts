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

const DATE_TIME = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE_TIME = { type: String, format: 'date-time', nullable: true } as const;
const NULLABLE_STRING = { type: String, nullable: true } as const;

export class ExportedAccountDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty(NULLABLE_STRING)
  firstName: string | null;

  @ApiProperty(NULLABLE_STRING)
  lastName: string | null;

  @ApiProperty(NULLABLE_STRING)
  profileImageUrl: string | null;

  @ApiProperty({ ...NULLABLE_STRING, description: 'The Google account linked for sign-in' })
  googleId: string | null;

  @ApiProperty()
  hasPassword: boolean;

  @ApiProperty(NULLABLE_DATE_TIME)
  emailVerifiedAt: string | null;

  @ApiProperty()
  isAdmin: boolean;

  @ApiProperty({ ...NULLABLE_STRING, description: 'The customer at the payment gateway (Stripe)' })
  stripeCustomerId: string | null;

  @ApiProperty(DATE_TIME)
  createdAt: string;

  @ApiProperty(DATE_TIME)
  updatedAt: string;
}

export class ExportedRequestDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  categoryId: string;

  @ApiProperty({ type: [String] })
  services: string[];

  @ApiProperty()
  description: string;

  @ApiProperty({ ...NULLABLE_STRING, description: 'YYYY-MM-DD' })
  weddingDate: string | null;

  @ApiProperty()
  location: string;

  @ApiProperty()
  budget: string;

  @ApiProperty({ example: 'active' })
  status: string;

  @ApiProperty()
  coupleName: string;

  @ApiProperty()
  contactEmail: string;

  @ApiProperty(NULLABLE_STRING)
  phoneCountryCode: string | null;

  @ApiProperty(NULLABLE_STRING)
  contactPhone: string | null;

  @ApiProperty({ description: 'False for a request sent without the account to its e-mail' })
  linkedToAccount: boolean;

  @ApiProperty({ ...NULLABLE_STRING, description: "The operators' notes about the request" })
  adminNotes: string | null;

  @ApiProperty(DATE_TIME)
  createdAt: string;

  @ApiProperty(NULLABLE_DATE_TIME)
  confirmedAt: string | null;

  @ApiProperty(NULLABLE_DATE_TIME)
  expiresAt: string | null;

  @ApiProperty(DATE_TIME)
  updatedAt: string;
}

export class ExportedReviewDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  providerId: number;

  @ApiPropertyOptional({ description: 'Only on the reviews the account wrote' })
  email?: string;

  @ApiProperty(NULLABLE_STRING)
  reviewerName: string | null;

  @ApiProperty()
  overallRating: number;

  @ApiProperty({ type: Number, nullable: true })
  communicationRating: number | null;

  @ApiProperty({ type: Number, nullable: true })
  qualityRating: number | null;

  @ApiProperty({ type: Number, nullable: true })
  timingRating: number | null;

  @ApiProperty({ type: Number, nullable: true })
  valueRating: number | null;

  @ApiProperty()
  reviewText: string;

  @ApiProperty(DATE_TIME)
  createdAt: string;
}

export class ExportedReviewsDto {
  @ApiProperty({ type: [ExportedReviewDto], description: "Written from the account's (verified) e-mail" })
  written: ExportedReviewDto[];

  @ApiProperty({ type: [ExportedReviewDto], description: "About the account's provider profile (without the reviewers' e-mails)" })
  received: ExportedReviewDto[];
}

export class ExportedSubscriptionDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  planId: string;

  @ApiProperty()
  planType: string;

  @ApiProperty()
  billingPeriod: string;

  @ApiProperty()
  status: string;

  @ApiProperty()
  source: string;

  @ApiProperty(NULLABLE_DATE_TIME)
  currentPeriodStart: string | null;

  @ApiProperty(NULLABLE_DATE_TIME)
  currentPeriodEnd: string | null;

  @ApiProperty()
  cancelAtPeriodEnd: boolean;

  @ApiProperty(NULLABLE_DATE_TIME)
  cancelledAt: string | null;

  @ApiProperty(NULLABLE_DATE_TIME)
  endedAt: string | null;

  @ApiProperty(NULLABLE_STRING)
  scheduledPlanId: string | null;

  @ApiProperty(NULLABLE_STRING)
  gatewayCustomerId: string | null;

  @ApiProperty(NULLABLE_STRING)
  gatewaySubscriptionId: string | null;

  @ApiProperty(DATE_TIME)
  createdAt: string;
}

export class ExportedPaymentDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true })
  subscriptionId: number | null;

  @ApiProperty({ description: 'Whole Kč' })
  amount: number;

  @ApiProperty()
  currency: string;

  @ApiProperty()
  status: string;

  @ApiProperty()
  description: string;

  @ApiProperty(NULLABLE_STRING)
  paymentMethod: string | null;

  @ApiProperty(NULLABLE_STRING)
  brand: string | null;

  @ApiProperty(NULLABLE_STRING)
  last4: string | null;

  @ApiProperty(NULLABLE_STRING)
  gatewayInvoiceId: string | null;

  @ApiProperty(DATE_TIME)
  createdAt: string;
}

export class ExportedContactMessageDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  message: string;

  @ApiProperty(DATE_TIME)
  createdAt: string;
}

/** GET /api/account/export: everything stored about the account, as one JSON document (no password hash, token or session). */
export class AccountExportDto {
  @ApiProperty(DATE_TIME)
  exportedAt: string;

  @ApiProperty({ type: ExportedAccountDto })
  account: ExportedAccountDto;

  @ApiProperty({
    type: [ExportedRequestDto],
    description: "The account's requests and, with a verified e-mail, those sent to it without the account",
  })
  requests: ExportedRequestDto[];

  @ApiProperty({ type: ProviderProfileDto, nullable: true })
  providerProfile: ProviderProfileDto | null;

  @ApiProperty({ type: [PortfolioItemDto], description: 'Image URLs are absolute' })
  portfolio: PortfolioItemDto[];

  @ApiProperty({ type: [AvailabilityDayDto] })
  availability: AvailabilityDayDto[];

  @ApiProperty({ type: ExportedReviewsDto })
  reviews: ExportedReviewsDto;

  @ApiProperty({ type: [ExportedSubscriptionDto] })
  subscriptions: ExportedSubscriptionDto[];

  @ApiProperty({ type: [ExportedPaymentDto] })
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

  @ApiProperty({ type: ExportedPlanDto, nullable: true, description: "The wedding plan the account is a member of (issue 46), or null" })
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

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: "The provider profile's billing details (issue 47), or null" })
  billingDetails: Record<string, unknown> | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "The provider profile's invoices and credit notes with the seller and buyer as issued (kept 10 years after deletion, unlinked)",
  })
  invoices: Array<Record<string, unknown>>;

  @ApiProperty({ type: [ExportedPushDeviceDto], description: 'The devices with push notifications on (issue 47): name and dates' })
  pushDevices: ExportedPushDeviceDto[];
}
