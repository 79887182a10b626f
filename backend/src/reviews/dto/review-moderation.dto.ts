import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { PageOf } from '../../common/http/page.dto';
import { Trim } from '../../common/validation/transforms';
import {
  MODERATION_REASON_MAX,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASON_KEYS,
  REVIEW_STATUSES,
  type ReviewReportReason,
  type ReviewStatus,
} from '../review-moderation-rules';

const toBoolean = ({ value }: { value: unknown }): unknown => (value === 'true' ? true : value === 'false' ? false : value);

/** POST /api/reviews/{id}/reports. */
export class ReportReviewDto {
  @ApiProperty({ enum: REVIEW_REPORT_REASON_KEYS, example: 'spam', description: 'Why the review is reported' })
  @IsIn(REVIEW_REPORT_REASON_KEYS, { message: 'Vyberte důvod nahlášení' })
  reason: ReviewReportReason;

  @ApiPropertyOptional({
    maxLength: REVIEW_REPORT_NOTE_MAX,
    example: 'Recenze propaguje jiného fotografa.',
    description: 'Details for the admins, trimmed; seen only by them',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Poznámka musí být text' })
  @MaxLength(REVIEW_REPORT_NOTE_MAX, { message: `Poznámka může mít nejvýše ${REVIEW_REPORT_NOTE_MAX} znaků` })
  note?: string;
}

export class ReviewReportedDto {
  @ApiProperty({ example: 'Děkujeme, hodnocení prověříme', description: 'Czech confirmation, ready to show' })
  message: string;
}

/** GET /api/admin/reviews: every review (any status), filtered and paged in SQL, newest first. */
export class AdminReviewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: true, description: 'true: only reviews with open reports; false: only without' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'Parametr reported musí být true nebo false' })
  reported?: boolean;

  @ApiPropertyOptional({ enum: REVIEW_STATUSES, description: 'Only reviews in this state' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: 'Neplatný stav hodnocení' })
  status?: ReviewStatus;

  @ApiPropertyOptional({ example: 12, description: 'Only the reviews of this provider (its id)' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'ID dodavatele musí být celé číslo' })
  @Min(1, { message: 'ID dodavatele musí být kladné' })
  @Max(2_147_483_647, { message: 'ID dodavatele je mimo rozsah' })
  providerId?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, example: 1, description: 'Only this overall rating (stars)' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Hodnocení musí být celé číslo od 1 do 5' })
  @Min(1, { message: 'Hodnocení musí být celé číslo od 1 do 5' })
  @Max(5, { message: 'Hodnocení musí být celé číslo od 1 do 5' })
  rating?: number;
}

export class AdminReviewReportDto {
  @ApiProperty({ example: 5, description: "The report's id" })
  id: number;

  @ApiProperty({ enum: REVIEW_REPORT_REASON_KEYS, description: 'Why the review was reported' })
  reason: ReviewReportReason;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Recenze propaguje jiného fotografa.',
    description: "The reporter's note; null without one",
  })
  note: string | null;

  @ApiProperty({ example: false, description: 'Reported by the reviewed provider' })
  byProvider: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-10-05T12:00:00.000Z',
    description: 'When it was reported (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({ example: false, description: 'Closed by an admin decision' })
  resolved: boolean;
}

/** A review as the moderation tab shows it (the reviewer's e-mail included). */
export class AdminReviewDto {
  @ApiProperty({ example: 31, description: "The review's id" })
  id: number;

  @ApiProperty({ example: 12, description: 'The id of the reviewed provider' })
  providerId: number;

  @ApiProperty({ type: String, nullable: true, example: 'Cukrárna Dortík', description: 'null when the provider is gone' })
  companyName: string | null;

  @ApiProperty({ example: 'jana.novakova@gmail.com', description: "The reviewer's e-mail (never shown publicly)" })
  email: string;

  @ApiProperty({ example: 'Jana a Petr', description: "'Anonymní' when the reviewer gave no name" })
  reviewerName: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5, description: 'Overall stars, 1–5' })
  overallRating: number;

  @ApiProperty({ example: 'Skvělá spolupráce, fotky byly nádherné.', description: 'The review text; may be empty' })
  reviewText: string;

  @ApiProperty({
    enum: REVIEW_STATUSES,
    description: "'pending' until the e-mail is confirmed, 'confirmed' (published) or 'hidden' by an admin",
  })
  status: ReviewStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-09-20T18:30:00.000Z',
    description: 'When it was written (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-10-06T09:00:00.000Z',
    description: 'When an admin hid it (ISO 8601, UTC); null unless hidden',
  })
  hiddenAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Hodnocení obsahuje reklamu na jinou firmu.',
    description: "The admin's reason for hiding it; null unless hidden",
  })
  hiddenReason: string | null;

  @ApiProperty({ example: 1, description: 'Open (undecided) reports' })
  openReports: number;

  @ApiProperty({ type: [AdminReviewReportDto], description: 'The latest reports, open first (at most 20)' })
  reports: AdminReviewReportDto[];
}

export class AdminReviewPageDto extends PageOf(AdminReviewDto, 20) {}

/** Hide, restore or delete a review: why (required; hide and delete tell the reviewer). */
export class ModerateReviewDto {
  @ApiProperty({
    maxLength: MODERATION_REASON_MAX,
    example: 'Hodnocení obsahuje reklamu na jinou firmu.',
    description: 'Why, trimmed; hiding and deleting tell the reviewer',
  })
  @Trim()
  @IsString({ message: 'Zadejte důvod' })
  @IsNotEmpty({ message: 'Zadejte důvod' })
  @MaxLength(MODERATION_REASON_MAX, { message: `Důvod může mít nejvýše ${MODERATION_REASON_MAX} znaků` })
  reason: string;
}
