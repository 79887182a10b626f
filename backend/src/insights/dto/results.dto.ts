import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const RESULTS_MONTHS_MAX = 24;
export const RESULTS_MESSAGES = {
  months: `Počet měsíců musí být 1 až ${RESULTS_MONTHS_MAX}`,
  month: 'Měsíc musí mít tvar RRRR-MM',
  futureMonth: 'Výsledky budoucího měsíce zatím nejsou',
  noCategory: 'Srovnání ukážeme, až budete mít v profilu vybraný obor.',
  fewPeers: (min: number) => `Srovnání ukážeme, až bude ve vašem oboru a kraji aspoň ${min} dalších dodavatelů s výsledky za toto období.`,
} as const;

/** GET /api/insights/results: the last `months` months, or one `month`. */
export class ProviderResultsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: RESULTS_MONTHS_MAX, default: 12, description: 'The last N months, this month included' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: RESULTS_MESSAGES.months })
  @Min(1, { message: RESULTS_MESSAGES.months })
  @Max(RESULTS_MONTHS_MAX, { message: RESULTS_MESSAGES.months })
  months?: number;

  @ApiPropertyOptional({ example: '2026-03', description: 'One month (YYYY-MM) instead of the last N; the comparison is then for that month' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: RESULTS_MESSAGES.month })
  month?: string;
}

const unknown = 'null: cannot be known (not recorded then)';

/** The figures of a month or a period. Null is never zero: it means the figure was not recorded then. */
export class ResultsFiguresDto {
  @ApiProperty({ type: Number, nullable: true, example: 120, description: `Public portfolio views; ${unknown}` })
  portfolioViews: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 40, description: `Listed requests matching the provider's categories and areas; ${unknown}` })
  requestsMatched: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 18, description: `Requests whose detail the provider opened (each once); ${unknown}` })
  requestsOpened: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 9, description: `Offers sent (one per request); ${unknown}` })
  offersSent: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 7, description: `Offers the couple read for the first time; ${unknown}` })
  offersRead: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2, description: `Offers accepted; ${unknown}` })
  offersAccepted: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2, description: `Bookings the provider confirmed; ${unknown}` })
  bookingsConfirmed: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 95,
    description: 'Median minutes from a request reaching the provider to its first answer (offer or one-tap reply); null: no answer, or not recorded',
  })
  medianResponseMinutes: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1990, description: 'What the provider paid Svatby (succeeded payments net of refunds, whole Kč)' })
  paidCzk: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 995, description: 'Kč paid per accepted offer; null: none accepted, or not recorded' })
  costPerAcceptedOffer: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 995, description: 'Kč paid per confirmed booking; null: none confirmed, or not recorded' })
  costPerConfirmedBooking: number | null;
}

export class ResultsMonthDto extends ResultsFiguresDto {
  @ApiProperty({ example: '2026-03', description: 'YYYY-MM (Europe/Prague)' })
  month: string;
}

/** The median provider of the same primary category and region over the same period. */
export class ResultsComparisonDto {
  @ApiProperty({ example: 7, description: 'How many other providers of the group have results for the period (at least 5)' })
  providers: number;

  @ApiProperty({ example: 'photography' })
  categoryId: string;

  @ApiProperty({ example: 'Fotograf' })
  categoryName: string;

  @ApiProperty({ example: 'praha', description: "The region of the provider's first service area; 'cela-cr' for the whole country" })
  regionId: string;

  @ApiProperty({ example: 'Praha' })
  regionName: string;

  @ApiProperty({ type: ResultsFiguresDto, description: 'Each figure the median over those providers (where it is known)' })
  medians: ResultsFiguresDto;
}

/** Since when each figure is recorded (ISO time); null: not yet. */
export class ResultsTrackingDto {
  @ApiProperty({ type: String, nullable: true })
  portfolioViews: string | null;
  @ApiProperty({ type: String, nullable: true })
  requestsMatched: string | null;
  @ApiProperty({ type: String, nullable: true })
  requestsOpened: string | null;
  @ApiProperty({ type: String, nullable: true })
  offersSent: string | null;
  @ApiProperty({ type: String, nullable: true })
  offersRead: string | null;
  @ApiProperty({ type: String, nullable: true })
  offersAccepted: string | null;
  @ApiProperty({ type: String, nullable: true })
  bookingsConfirmed: string | null;
  @ApiProperty({ type: String, nullable: true })
  responseMinutes: string | null;
}

export class ProviderResultsDto {
  @ApiProperty({ example: '2025-04', description: 'The first month of the period' })
  from: string;

  @ApiProperty({ example: '2026-03', description: 'The last month of the period' })
  to: string;

  @ApiProperty({ type: [ResultsMonthDto], description: 'Each month of the period, oldest first' })
  months: ResultsMonthDto[];

  @ApiProperty({ type: ResultsFiguresDto, description: 'The whole period (over the months where each figure is known)' })
  total: ResultsFiguresDto;

  @ApiProperty({ type: ResultsComparisonDto, nullable: true, description: 'Null unless at least 5 other providers of the group have results' })
  comparison: ResultsComparisonDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why there is no comparison (Czech), or null' })
  comparisonNote: string | null;

  @ApiProperty({ type: ResultsTrackingDto })
  trackingSince: ResultsTrackingDto;
}
