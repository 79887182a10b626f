import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const SLUG = /^[a-z0-9_-]{1,64}$/;

/** GET /api/market-figures: optional filters (omitted: every category, every area). */
export class MarketFiguresQueryDto {
  @ApiPropertyOptional({ example: 'photography', description: 'A service category id' })
  @IsOptional()
  @Matches(SLUG, { message: 'Kategorie musí být identifikátor oboru, např. photography' })
  category?: string;

  @ApiPropertyOptional({ example: 'cela-cr', description: "'cela-cr' (the whole country) or a catalogue region id" })
  @IsOptional()
  @Matches(SLUG, { message: 'Oblast musí být identifikátor regionu, např. cela-cr' })
  region?: string;
}

/** A category or an area the figures are given for. */
export class MarketFiguresOptionDto {
  @ApiProperty({ example: 'photography' })
  id: string;

  @ApiProperty({ example: 'Fotografie' })
  name: string;
}

/** One category in one area. A null figure is below its minimum count ("málo dat"). */
export class MarketFigureDto {
  @ApiProperty({ example: 'photography' })
  categoryId: string;

  @ApiProperty({ example: 'Fotografie' })
  categoryName: string;

  @ApiProperty({ example: 'cela-cr' })
  regionId: string;

  @ApiProperty({ example: 'Celá ČR' })
  regionName: string;

  @ApiProperty({ example: 42, description: 'Listed providers offering the category in the area' })
  providersActive: number;

  @ApiProperty({ example: 120, description: 'Requests published in the window (primary category, place in the area)' })
  requestsCount: number;

  @ApiProperty({ type: Number, nullable: true, example: 95, description: 'Median minutes to the first offer; null below the minimum requests' })
  medianFirstOfferMinutes: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 0.64, description: 'Share (0–1) of requests with at least two offers within 48 hours' })
  shareTwoOffers48h: number | null;

  @ApiProperty({ example: 18, description: 'Offers accepted in the window' })
  acceptedCount: number;

  @ApiProperty({ type: Number, nullable: true, example: 28000, description: 'Median accepted price (Kč); null below the minimum accepted offers' })
  priceMedian: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 21000, description: 'First quartile of the accepted prices (Kč)' })
  priceP25: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 35000, description: 'Third quartile of the accepted prices (Kč)' })
  priceP75: number | null;
}

/** The minimum counts behind the null figures. */
export class MarketFiguresMinimumsDto {
  @ApiProperty({ example: 10, description: 'Accepted offers needed for the typical prices' })
  acceptedOffersForPrices: number;

  @ApiProperty({ example: 5, description: 'Requests needed for the time to the first offer and the 48-hour share' })
  requestsForTiming: number;
}

/** "Svatby v číslech": the public figures, refreshed hourly. */
export class MarketFiguresDto {
  @ApiProperty({ type: String, nullable: true, example: '2026-03-01T10:40:00.000Z', description: 'When the figures were computed; null: not yet' })
  refreshedAt: string | null;

  @ApiProperty({ example: 365, description: 'Days the figures look back' })
  windowDays: number;

  @ApiProperty({ type: MarketFiguresMinimumsDto })
  minimums: MarketFiguresMinimumsDto;

  @ApiProperty({ type: [MarketFiguresOptionDto], description: 'Every category, in the catalogue order' })
  categories: MarketFiguresOptionDto[];

  @ApiProperty({ type: [MarketFiguresOptionDto], description: "The areas: 'cela-cr' first, then the regions" })
  regions: MarketFiguresOptionDto[];

  @ApiProperty({ type: [MarketFigureDto], description: 'The cells asked for, by area then category in the catalogue order' })
  rows: MarketFigureDto[];
}
