import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { UnquotedEmail } from '../../common/mailbox/mailbox-key';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';
import { REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZE_MAX, REVIEW_TEXT_MAX } from '../review-rules';
import { PageOf } from '../../common/http/page.dto';

const REQUIRED = 'Email a celkové hodnocení jsou povinné';
const RATING_RANGE = 'Hodnocení musí být celé číslo od 1 do 5';

/** A category rating left at 0 stars (or null) means "not rated". */
const OptionalRating = () =>
  Transform(({ value }: { value: unknown }) => (value === 0 || value === null || value === '' ? undefined : value));

/** One of the four optional category ratings: 1–5, with 0 or null meaning "not rated". */
const CategoryRating = (what: string) =>
  applyDecorators(
    ApiPropertyOptional({
      minimum: 1,
      maximum: 5,
      nullable: true,
      example: 5,
      description: `Stars 1–5 for ${what}; 0 or null = not rated`,
    }),
    OptionalRating(),
    IsOptional(),
    IsInt({ message: RATING_RANGE }),
    Min(1, { message: RATING_RANGE }),
    Max(5, { message: RATING_RANGE }),
  );

export const REVIEW_VERIFICATION_KINDS = ['booking', 'email'] as const;
export type ReviewVerificationKind = (typeof REVIEW_VERIFICATION_KINDS)[number];

/**
 * How a published review is marked: 'reservation' ("Ověřená rezervace": written through the review
 * link of a confirmed booking, mailed after the wedding), 'collaboration' ("Ověřená spolupráce": the
 * couple accepted the provider's offer), or null (the address was proven only).
 */
export const REVIEW_MARKS = ['reservation', 'collaboration'] as const;
export type ReviewMark = (typeof REVIEW_MARKS)[number];

export class CanReviewResponseDto {
  @ApiProperty({ example: true, description: 'Whether a review can be sent with that e-mail' })
  canReview: boolean;

  @ApiPropertyOptional({
    example: 'Hodnocení lze přidat pouze s účtem Gmail',
    description: 'Why not, in Czech (shown under "Nelze přidat hodnocení")',
  })
  reason?: string;

  @ApiPropertyOptional({
    enum: REVIEW_VERIFICATION_KINDS,
    enumName: 'ReviewVerificationKind',
    description:
      "How the review will be marked: 'booking' (\"Ověřená spolupráce\": the signed-in couple accepted this provider's offer; " +
      "its account's verified address whatever the domain, or Gmail) or 'email' (\"Ověřený e-mail\": the visitors' Gmail rule)",
  })
  kind?: ReviewVerificationKind;
}

/** The e-mail the review form asks about before sending (the spec's can-review call). */
export class CanReviewDto {
  @ApiPropertyOptional({
    example: 'jana.novakova@gmail.com',
    description: "The reviewer's e-mail: answered only by the rules of the address itself (a Gmail account), never by anything stored about it",
  })
  @NormalizeEmail()
  @IsOptional()
  @UnquotedEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email?: string;
}

/**
 * What a review says (name, ratings, text): one definition for the form's review and the booking
 * link's; `required` is the answer to a missing overall rating (the form's also names the e-mail).
 */
function ReviewContentDto(required: string) {
  class ReviewContent {
    @ApiPropertyOptional({ example: 'Jana a Petr', maxLength: 100, description: "Shown as 'Anonymní' when empty" })
    @Trim()
    @IsOptional()
    @IsString({ message: 'Jméno musí být text' })
    @MaxLength(100, { message: 'Jméno může mít nejvýše 100 znaků' })
    reviewerName?: string;

    @ApiProperty({ minimum: 1, maximum: 5, example: 5, description: 'Overall stars, 1–5' })
    @IsDefined({ message: required })
    @IsInt({ message: RATING_RANGE })
    @Min(1, { message: RATING_RANGE })
    @Max(5, { message: RATING_RANGE })
    overallRating: number;

    @CategoryRating('communication')
    communicationRating?: number;

    @CategoryRating('quality of the work')
    qualityRating?: number;

    @CategoryRating('punctuality')
    timingRating?: number;

    @CategoryRating('value for money')
    valueRating?: number;

    @ApiPropertyOptional({
      example: 'Skvělá spolupráce, fotky byly nádherné.',
      maxLength: REVIEW_TEXT_MAX,
      description: 'The review text, trimmed; omitted: ratings only',
    })
    @Trim()
    @IsOptional()
    @IsString({ message: 'Text hodnocení musí být text' })
    @MaxLength(REVIEW_TEXT_MAX, { message: `Text hodnocení může mít nejvýše ${REVIEW_TEXT_MAX} znaků` })
    reviewText?: string;
  }
  return ReviewContent;
}

export class CreateReviewDto extends ReviewContentDto(REQUIRED) {
  @ApiProperty({ example: 'jana.novakova@gmail.com', description: 'A Gmail address without a quoted local part; never shown publicly' })
  @NormalizeEmail()
  @UnquotedEmail()
  @IsDefined({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;
}

/** The reviewed provider's public answer to a review. */
export class ReviewReplyDto {
  @ApiProperty({ example: 'Děkujeme za krásná slova, bylo nám ctí!', description: "The provider's reply, plain text" })
  text: string;

  @ApiProperty({ example: 'Cukrárna Dortík', description: 'The provider who replied' })
  companyName: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-10-02T07:40:00.000Z',
    description: 'When the reply was written (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-10-02T07:40:00.000Z',
    description: 'Last edit (ISO 8601, UTC); later than createdAt once edited',
  })
  updatedAt: string;
}

export class ReviewReplyBodyDto {
  @ApiProperty({
    minLength: 1,
    maxLength: REVIEW_TEXT_MAX,
    example: 'Děkujeme za krásná slova, bylo nám ctí!',
    description: "The provider's public reply, trimmed",
  })
  @Trim()
  @IsString({ message: 'Odpověď je povinná' })
  @IsNotEmpty({ message: 'Odpověď je povinná' })
  @MaxLength(REVIEW_TEXT_MAX, { message: `Odpověď může mít nejvýše ${REVIEW_TEXT_MAX} znaků` })
  text: string;
}

/** A review as shown publicly: never the reviewer's e-mail. */
export class ReviewDto {
  @ApiProperty({ example: 31, description: "The review's id" })
  id: number;

  @ApiProperty({ example: 'Jana a Petr', description: "'Anonymní' when the reviewer gave no name" })
  reviewerName: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5, description: 'Overall stars, 1–5' })
  overallRating: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 5,
    description: 'Stars 1–5 for communication; null: not rated',
  })
  communicationRating: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 5,
    description: 'Stars 1–5 for the quality of the work; null: not rated',
  })
  qualityRating: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 4,
    description: 'Stars 1–5 for punctuality; null: not rated',
  })
  timingRating: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 4,
    description: 'Stars 1–5 for value for money; null: not rated',
  })
  valueRating: number | null;

  @ApiProperty({ example: 'Skvělá spolupráce, fotky byly nádherné.', description: 'The review text; may be empty' })
  reviewText: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-09-20T18:30:00.000Z',
    description: 'When it was written (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({ type: () => ReviewReplyDto, nullable: true, description: "The provider's public reply, if any" })
  reply: ReviewReplyDto | null;

  @ApiProperty({
    example: true,
    description:
      "'Ověřená spolupráce': the reviewer's mailbox is the contact e-mail of a request on which the couple accepted this provider's offer",
  })
  verifiedCollaboration: boolean;

  @ApiProperty({
    enum: REVIEW_MARKS,
    enumName: 'ReviewMark',
    nullable: true,
    description:
      "'reservation' (\"Ověřená rezervace\": written through a confirmed booking's review link, the stronger mark), " +
      "'collaboration' (\"Ověřená spolupráce\": the couple accepted this provider's offer), null: none",
  })
  mark: ReviewMark | null;
}

export class ReviewSubmittedDto {
  @ApiProperty({ enum: ['pending', 'confirmed'], description: "'pending' until the author opens the e-mailed link; 'confirmed' for a signed-in author with that verified e-mail" })
  status: 'pending' | 'confirmed';

  @ApiProperty({
    example: 'Děkujeme! Na zadaný e-mail jsme poslali odkaz. Hodnocení zveřejníme, až ho potvrdíte (odkaz platí 72 hodin).',
    description: 'Czech confirmation, ready to show',
  })
  message: string;

  @ApiPropertyOptional({ type: () => ReviewDto, description: 'The published review (status confirmed)' })
  review?: ReviewDto;

  @ApiPropertyOptional({
    example: 'http://localhost:3000/hodnoceni/potvrdit?token=q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The confirmation link, only outside production when no mail service is configured',
  })
  devConfirmLink?: string;
}

export class ConfirmReviewDto {
  @ApiProperty({ description: 'The token of the e-mailed link', maxLength: 200, example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd' })
  @IsString({ message: 'Odkaz pro potvrzení hodnocení je neplatný' })
  @IsNotEmpty({ message: 'Odkaz pro potvrzení hodnocení je neplatný' })
  @MaxLength(200, { message: 'Odkaz pro potvrzení hodnocení je neplatný' })
  token: string;
}

export class ReviewConfirmedDto {
  @ApiProperty({ example: 'Hodnocení je potvrzené a zveřejněné. Děkujeme!', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ example: 12, description: 'The reviewed provider (for the link to its portfolio)' })
  providerId: number;

  @ApiProperty({ type: () => ReviewDto, description: 'The review as now published' })
  review: ReviewDto;
}

/** The token of a booking's review link (the mailed invitation). */
const BOOKING_LINK_INVALID = 'Odkaz k hodnocení rezervace je neplatný';
const BookingReviewToken = () =>
  applyDecorators(
    ApiProperty({
      description: "The token of the booking's review link (the mailed invitation)",
      maxLength: 200,
      example: 'Bk7pQ2xV9mT4aLw8rZ3nC0dY',
    }),
    IsString({ message: BOOKING_LINK_INVALID }),
    Matches(/^[A-Za-z0-9_-]{20,200}$/, { message: BOOKING_LINK_INVALID }),
  );

export class BookingReviewTokenQueryDto {
  @BookingReviewToken()
  token: string;
}

/** What the review form shows for a booking's review link before the review is written. */
export class BookingReviewInvitationDto {
  @ApiProperty({ example: 12, description: 'The booked provider (the link opens its portfolio)' })
  providerId: number;

  @ApiProperty({ example: 'Jana a Petr', description: "The couple's name as the booking has it (prefills the reviewer's name)" })
  coupleName: string;
}

/** A review written through a booking's review link: no e-mail (the link proved the couple's mailbox). */
export class CreateBookingReviewDto extends ReviewContentDto('Celkové hodnocení je povinné') {
  @BookingReviewToken()
  token: string;
}

export class ReviewPageDto extends PageOf(ReviewDto, REVIEW_PAGE_SIZE_DEFAULT) {}

export class ListReviewsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, example: 1, description: 'Page number, starting at 1' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Stránka musí být celé číslo' })
  @Min(1, { message: 'Stránka musí být alespoň 1' })
  @Max(100_000, { message: 'Stránka je mimo rozsah' })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: REVIEW_PAGE_SIZE_MAX,
    default: REVIEW_PAGE_SIZE_DEFAULT,
    example: REVIEW_PAGE_SIZE_DEFAULT,
    description: `Reviews per page (at most ${REVIEW_PAGE_SIZE_MAX})`,
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Velikost stránky musí být celé číslo' })
  @Min(1, { message: 'Velikost stránky musí být alespoň 1' })
  @Max(REVIEW_PAGE_SIZE_MAX, { message: `Velikost stránky může být nejvýše ${REVIEW_PAGE_SIZE_MAX}` })
  pageSize?: number;
}

export class RatingDistributionDto {
  @ApiProperty({ example: 0, description: 'Reviews with 1 star overall' })
  '1': number;

  @ApiProperty({ example: 0, description: 'Reviews with 2 stars overall' })
  '2': number;

  @ApiProperty({ example: 1, description: 'Reviews with 3 stars overall' })
  '3': number;

  @ApiProperty({ example: 4, description: 'Reviews with 4 stars overall' })
  '4': number;

  @ApiProperty({ example: 18, description: 'Reviews with 5 stars overall' })
  '5': number;
}

export class CategoryAveragesDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.8,
    description: 'Average communication stars, 1 decimal; null when nobody rated it',
  })
  communication: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 4.9, description: 'Average quality stars, 1 decimal; null when nobody rated it' })
  quality: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.6,
    description: 'Average punctuality stars, 1 decimal; null when nobody rated it',
  })
  timing: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.4,
    description: 'Average value-for-money stars, 1 decimal; null when nobody rated it',
  })
  value: number | null;
}

export class RatingStatsDto {
  @ApiProperty({ example: 23, description: 'Number of published reviews' })
  totalReviews: number;

  @ApiProperty({ example: 4.7, description: 'Average overall rating, 1 decimal; 0 without reviews' })
  averageRating: number;

  @ApiProperty({ type: RatingDistributionDto, description: 'Number of reviews per overall star level' })
  ratingDistribution: RatingDistributionDto;

  @ApiProperty({ type: CategoryAveragesDto, description: 'Average stars per category' })
  categoryAverages: CategoryAveragesDto;
}
