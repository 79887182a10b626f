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
  @ApiPropertyOptional({
    minimum: 1,
    maximum: RESULTS_MONTHS_MAX,
    default: 12,
    description: 'The last N months (1–24, default 12), this month included.',
    example: 12,
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: RESULTS_MESSAGES.months })
  @Min(1, { message: RESULTS_MESSAGES.months })
  @Max(RESULTS_MONTHS_MAX, { message: RESULTS_MESSAGES.months })
  months?: number;

  @ApiPropertyOptional({
    example: '2026-03',
    description: 'One month (YYYY-MM, Europe/Prague) instead of the last N; the comparison is then for that month.',
  })
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

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1990,
    description: 'What the provider paid Svatby in whole Kč (succeeded payments net of refunds); null: not recorded then.',
  })
  paidCzk: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 995,
    description: 'Whole Kč paid per accepted offer; null: none accepted, or not recorded.',
  })
  costPerAcceptedOffer: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 995,
    description: 'Whole Kč paid per confirmed booking; null: none confirmed, or not recorded.',
  })
  costPerConfirmedBooking: number | null;
}

export class ResultsMonthDto extends ResultsFiguresDto {
  @ApiProperty({ example: '2026-03', description: 'The month (YYYY-MM, Europe/Prague).' })
  month: string;
}

/** The median provider of the same primary category and region over the same period. */
export class ResultsComparisonDto {
  @ApiProperty({
    example: 7,
    description: 'How many other providers of the same category and region have results for the period (at least 5).',
  })
  providers: number;

  @ApiProperty({ example: 'photography', description: "The provider's primary category compared within." })
  categoryId: string;

  @ApiProperty({ example: 'Fotograf', description: "The category's Czech name." })
  categoryName: string;

  @ApiProperty({
    example: 'praha',
    description: "The region of the provider's first service area compared within; 'cela-cr' for the whole country.",
  })
  regionId: string;

  @ApiProperty({ example: 'Praha', description: "The region's Czech name." })
  regionName: string;

  @ApiProperty({ type: ResultsFiguresDto, description: 'Each figure as the median over those providers (where it is known).' })
  medians: ResultsFiguresDto;
}

/** Since when each figure is recorded (ISO time); null: not yet. */
export class ResultsTrackingDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-11-01T00:00:00.000Z',
    description: 'Since when portfolio views are recorded (ISO date-time); null: not yet.',
  })
  portfolioViews: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-11-01T00:00:00.000Z',
    description: 'Since when matching requests are recorded (ISO date-time); null: not yet.',
  })
  requestsMatched: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-11-01T00:00:00.000Z',
    description: 'Since when opened requests are recorded (ISO date-time); null: not yet.',
  })
  requestsOpened: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-06-01T00:00:00.000Z',
    description: 'Since when sent offers are recorded (ISO date-time); null: not yet.',
  })
  offersSent: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-11-01T00:00:00.000Z',
    description: 'Since when read offers are recorded (ISO date-time); null: not yet.',
  })
  offersRead: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-06-01T00:00:00.000Z',
    description: 'Since when accepted offers are recorded (ISO date-time); null: not yet.',
  })
  offersAccepted: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-02-01T00:00:00.000Z',
    description: 'Since when confirmed bookings are recorded (ISO date-time); null: not yet.',
  })
  bookingsConfirmed: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2025-11-01T00:00:00.000Z',
    description: 'Since when response times are recorded (ISO date-time); null: not yet.',
  })
  responseMinutes: string | null;
}

export class ProviderResultsDto {
  @ApiProperty({ example: '2025-04', description: 'The first month of the period (YYYY-MM).' })
  from: string;

  @ApiProperty({ example: '2026-03', description: 'The last month of the period (YYYY-MM).' })
  to: string;

  @ApiProperty({ type: [ResultsMonthDto], description: 'Each month of the period, oldest first.' })
  months: ResultsMonthDto[];

  @ApiProperty({ type: ResultsFiguresDto, description: 'The whole period (over the months where each figure is known).' })
  total: ResultsFiguresDto;

  @ApiProperty({
    type: ResultsComparisonDto,
    nullable: true,
    description: 'The median provider of the same category and region; null unless at least 5 other providers have results.',
  })
  comparison: ResultsComparisonDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why there is no comparison, in Czech; null when there is one.',
    example: 'Srovnání ukážeme, až budete mít v profilu vybraný obor.',
  })
  comparisonNote: string | null;

  @ApiProperty({ type: ResultsTrackingDto, description: 'Since when each figure is recorded.' })
  trackingSince: ResultsTrackingDto;
}
