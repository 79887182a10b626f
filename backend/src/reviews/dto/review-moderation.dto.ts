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
  @ApiProperty({ enum: REVIEW_REPORT_REASON_KEYS, example: 'spam' })
  @IsIn(REVIEW_REPORT_REASON_KEYS, { message: 'Vyberte důvod nahlášení' })
  reason: ReviewReportReason;

  @ApiPropertyOptional({ maxLength: REVIEW_REPORT_NOTE_MAX, example: 'Recenze propaguje jiného fotografa.' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Poznámka musí být text' })
  @MaxLength(REVIEW_REPORT_NOTE_MAX, { message: `Poznámka může mít nejvýše ${REVIEW_REPORT_NOTE_MAX} znaků` })
  note?: string;
}

export class ReviewReportedDto {
  @ApiProperty({ example: 'Děkujeme, hodnocení prověříme' })
  message: string;
}

/** GET /api/admin/reviews: every review (any status), filtered and paged in SQL, newest first. */
export class AdminReviewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'true: only reviews with open reports; false: only without' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'Parametr reported musí být true nebo false' })
  reported?: boolean;

  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: 'Neplatný stav hodnocení' })
  status?: ReviewStatus;

  @ApiPropertyOptional({ description: 'Only the reviews of this provider' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'ID dodavatele musí být celé číslo' })
  @Min(1, { message: 'ID dodavatele musí být kladné' })
  @Max(2_147_483_647, { message: 'ID dodavatele je mimo rozsah' })
  providerId?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, description: 'Only this overall rating' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Hodnocení musí být celé číslo od 1 do 5' })
  @Min(1, { message: 'Hodnocení musí být celé číslo od 1 do 5' })
  @Max(5, { message: 'Hodnocení musí být celé číslo od 1 do 5' })
  rating?: number;
}

export class AdminReviewReportDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: REVIEW_REPORT_REASON_KEYS })
  reason: ReviewReportReason;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ description: 'Reported by the reviewed provider' })
  byProvider: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'Closed by an admin decision' })
  resolved: boolean;
}

/** A review as the moderation tab shows it (the reviewer's e-mail included). */
export class AdminReviewDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({ example: 12 })
  providerId: number;

  @ApiProperty({ type: String, nullable: true, example: 'Cukrárna Dortík', description: 'null when the provider is gone' })
  companyName: string | null;

  @ApiProperty({ example: 'jana.novakova@gmail.com' })
  email: string;

  @ApiProperty({ example: 'Jana a Petr', description: "'Anonymní' when the reviewer gave no name" })
  reviewerName: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  overallRating: number;

  @ApiProperty({ description: 'May be empty' })
  reviewText: string;

  @ApiProperty({ enum: REVIEW_STATUSES })
  status: ReviewStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  hiddenAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  hiddenReason: string | null;

  @ApiProperty({ description: 'Open (undecided) reports' })
  openReports: number;

  @ApiProperty({ type: [AdminReviewReportDto], description: 'The latest reports, open first (at most 20)' })
  reports: AdminReviewReportDto[];
}

export class AdminReviewPageDto extends PageOf(AdminReviewDto, 20) {}

/** Hide, restore or delete a review: why (required; hide and delete tell the reviewer). */
export class ModerateReviewDto {
  @ApiProperty({ maxLength: MODERATION_REASON_MAX, example: 'Hodnocení obsahuje reklamu na jinou firmu.' })
  @Trim()
  @IsString({ message: 'Zadejte důvod' })
  @IsNotEmpty({ message: 'Zadejte důvod' })
  @MaxLength(MODERATION_REASON_MAX, { message: `Důvod může mít nejvýše ${MODERATION_REASON_MAX} znaků` })
  reason: string;
}
