import { ApiProperty } from '@nestjs/swagger';

/** A provider in the couple's shortlist, with what the comparison shows (the catalogue card's fields). */
export class ShortlistProviderDto {
  @ApiProperty({ example: 12, description: "The provider's id." })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's public name." })
  companyName: string;

  @ApiProperty({ type: [String], example: ['photography'], description: "The provider's category ids, in the provider's order." })
  categories: string[];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 15000,
    description: "The provider's price from, in whole Kč; null when not given.",
  })
  priceMin: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 40000, description: "The provider's price to, in whole Kč; null when not given." })
  priceMax: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.7,
    description: 'Average stars (1–5) of the published reviews; null without any.',
  })
  ratingAverage: number | null;

  @ApiProperty({ example: 9, description: 'Published reviews.' })
  reviewCount: number;

  @ApiProperty({ example: 3, description: "Published reviews from bookings ('Ověřená rezervace')." })
  bookingReviewCount: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3,
    description: 'Median hours to the first offer (rounded up); null without enough data.',
  })
  responseTimeHours: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.62,
    description: 'Share (0–1) of matching requests answered with an offer; null without enough data.',
  })
  answerRate: number | null;

  @ApiProperty({ type: [String], example: ['Praha', 'Okolí Prahy'], description: 'The areas served, by Czech name.' })
  areas: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: "The provider's profile photo URL; null without one.",
  })
  profileImageUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/portfolio/a1.webp',
    description: 'The first portfolio image URL; null without one.',
  })
  coverImageUrl: string | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "Free on the couple's wedding date (of their newest active request): true free, false busy, " +
      'null when the date or the day is unknown.',
    example: true,
  })
  availableOnDate: boolean | null;
}

export class ShortlistEntryDto {
  @ApiProperty({ example: 12, description: 'The shortlisted provider.' })
  providerId: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-20T20:15:00.000Z',
    description: 'When the couple added it (ISO date-time).',
  })
  addedAt: string;

  @ApiProperty({ type: ShortlistProviderDto, description: 'What the comparison shows about the provider.' })
  provider: ShortlistProviderDto;
}

export class ShortlistDto {
  @ApiProperty({ type: [ShortlistEntryDto], description: "The shortlist, by the provider's first category, then by when it was added." })
  items: ShortlistEntryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD) availableOnDate refers to; null when unknown.',
  })
  weddingDate: string | null;
}

export class ShortlistIdsDto {
  @ApiProperty({ type: [Number], example: [12, 40], description: "The shortlisted providers' ids (the hearts in the catalogue)." })
  providerIds: number[];
}
