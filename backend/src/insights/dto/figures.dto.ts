import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const SLUG = /^[a-z0-9_-]{1,64}$/;

/** GET /api/market-figures: optional filters (omitted: every category, every area). */
export class MarketFiguresQueryDto {
  @ApiPropertyOptional({ example: 'photography', description: 'Only this service category (its id); omit for every category.' })
  @IsOptional()
  @Matches(SLUG, { message: 'Kategorie musí být identifikátor oboru, např. photography' })
  category?: string;

  @ApiPropertyOptional({
    example: 'cela-cr',
    description: "Only this area: 'cela-cr' (the whole country) or a catalogue region id; omit for every area.",
  })
  @IsOptional()
  @Matches(SLUG, { message: 'Oblast musí být identifikátor regionu, např. cela-cr' })
  region?: string;
}

/** A category or an area the figures are given for. */
export class MarketFiguresOptionDto {
  @ApiProperty({ example: 'photography', description: 'The category or region id to filter by.' })
  id: string;

  @ApiProperty({ example: 'Fotografie', description: 'Its Czech name.' })
  name: string;
}

/** One category in one area. A null figure is below its minimum count ("málo dat"). */
export class MarketFigureDto {
  @ApiProperty({ example: 'photography', description: 'The service category id.' })
  categoryId: string;

  @ApiProperty({ example: 'Fotografie', description: "The category's Czech name." })
  categoryName: string;

  @ApiProperty({ example: 'cela-cr', description: "The area: 'cela-cr' (the whole country) or a region id." })
  regionId: string;

  @ApiProperty({ example: 'Celá ČR', description: "The area's Czech name." })
  regionName: string;

  @ApiProperty({ example: 42, description: 'Listed providers offering the category in the area.' })
  providersActive: number;

  @ApiProperty({ example: 120, description: 'Requests published in the window (primary category, place in the area).' })
  requestsCount: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 95,
    description: 'Median minutes from publication to the first offer; null below the minimum requests.',
  })
  medianFirstOfferMinutes: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.64,
    description: 'Share (0–1) of requests with at least two offers within 48 hours; null below the minimum requests.',
  })
  shareTwoOffers48h: number | null;

  @ApiProperty({ example: 18, description: 'Offers accepted in the window.' })
  acceptedCount: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 28000,
    description: 'Median accepted price in whole Kč; null below the minimum accepted offers.',
  })
  priceMedian: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 21000,
    description: 'First quartile of the accepted prices in whole Kč; null below the minimum accepted offers.',
  })
  priceP25: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 35000,
    description: 'Third quartile of the accepted prices in whole Kč; null below the minimum accepted offers.',
  })
  priceP75: number | null;
}

/** The minimum counts behind the null figures. */
export class MarketFiguresMinimumsDto {
  @ApiProperty({ example: 10, description: 'Accepted offers needed before the prices are shown.' })
  acceptedOffersForPrices: number;

  @ApiProperty({ example: 5, description: 'Requests needed before the time to the first offer and the 48-hour share are shown.' })
  requestsForTiming: number;
}

/** "Svatby v číslech": the public figures, refreshed hourly. */
export class MarketFiguresDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-03-01T10:40:00.000Z',
    description: 'When the figures were computed (ISO date-time); null: not yet.',
  })
  refreshedAt: string | null;

  @ApiProperty({ example: 365, description: 'Days the figures look back.' })
  windowDays: number;

  @ApiProperty({ type: MarketFiguresMinimumsDto, description: 'The minimum counts behind the null figures.' })
  minimums: MarketFiguresMinimumsDto;

  @ApiProperty({ type: [MarketFiguresOptionDto], description: 'Every category, in the catalogue order.' })
  categories: MarketFiguresOptionDto[];

  @ApiProperty({ type: [MarketFiguresOptionDto], description: "Every area: 'cela-cr' first, then the regions." })
  regions: MarketFiguresOptionDto[];

  @ApiProperty({ type: [MarketFigureDto], description: 'The figures asked for, by area then category in the catalogue order.' })
  rows: MarketFigureDto[];
}
