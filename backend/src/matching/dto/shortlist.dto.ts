import { ApiProperty } from '@nestjs/swagger';

/** A provider in the couple's shortlist, with what the comparison shows (the catalogue card's fields). */
export class ShortlistProviderDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Foto Novák' })
  companyName: string;

  @ApiProperty({ type: [String], example: ['photography'], description: "Category ids, in the provider's order" })
  categories: string[];

  @ApiProperty({ type: Number, nullable: true, example: 15000, description: 'Price from (Kč); null when not given' })
  priceMin: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 40000, description: 'Price to (Kč); null when not given' })
  priceMax: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 4.7, description: 'Average of published reviews; null without any' })
  ratingAverage: number | null;

  @ApiProperty({ example: 9 })
  reviewCount: number;

  @ApiProperty({ example: 3, description: "Reviews from bookings ('Ověřená rezervace')" })
  bookingReviewCount: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Median hours to the first offer (rounded up); null without a figure' })
  responseTimeHours: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 0.62, description: 'Share (0–1) of matching requests answered with an offer; null without a figure' })
  answerRate: number | null;

  @ApiProperty({ type: [String], example: ['Praha', 'Okolí Prahy'], description: 'The areas served, by name' })
  areas: string[];

  @ApiProperty({ type: String, nullable: true, example: '/uploads/profile/3f2a9c.webp' })
  profileImageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/portfolio/a1.webp', description: 'The first portfolio image; null without one' })
  coverImageUrl: string | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "Free on the couple's wedding date (the date of their newest active request): true when the calendar says free, false when busy, null when the date or the day is unknown",
  })
  availableOnDate: boolean | null;
}

export class ShortlistEntryDto {
  @ApiProperty({ example: 12 })
  providerId: number;

  @ApiProperty({ type: String, format: 'date-time' })
  addedAt: string;

  @ApiProperty({ type: ShortlistProviderDto })
  provider: ShortlistProviderDto;
}

export class ShortlistDto {
  @ApiProperty({ type: [ShortlistEntryDto], description: "Sorted by the provider's first category, then when it was added" })
  items: ShortlistEntryDto[];

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'The wedding date availableOnDate refers to; null when unknown' })
  weddingDate: string | null;
}

export class ShortlistIdsDto {
  @ApiProperty({ type: [Number], example: [12, 40], description: "The shortlisted providers' ids (the hearts)" })
  providerIds: number[];
}
