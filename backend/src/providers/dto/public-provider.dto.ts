import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageOf } from '../../common/http/page.dto';
import { ProviderPublicField } from './provider-public-fields';

export class ProviderContactDto {
  @ApiProperty({ example: 'Fotoateliér Světlo', description: 'The business name' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '+420 777 123 456', description: 'Prefix and number' })
  phone: string | null;

  @ApiProperty({ example: 'info@fotoateliersvetlo.cz', description: 'Public contact e-mail of the business' })
  email: string;
}

/** A provider's calendar on the catalogue's wedding day (busy providers are left out of that list). */
export const CATALOGUE_DATE_AVAILABILITIES = ['available', 'inquiry', 'unknown'] as const;
export type CatalogueDateAvailability = (typeof CATALOGUE_DATE_AVAILABILITIES)[number];

/** A supplier as the public sees it: the catalogue card and the portfolio header (spec: "Public supplier"). */
export class PublicProviderDto {
  @ProviderPublicField.id()
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: 'The public business name' })
  businessName: string;

  @ProviderPublicField.description()
  description: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'Category ids, in the provider\'s order' })
  services: string[];

  @ApiProperty({ example: 'Praha a Okolí Prahy', description: "The areas as text: 'Celá ČR', 'A a B', 'A, B a C' or 'Neuvedeno'" })
  location: string;

  @ApiProperty({ type: [String], example: ['praha', 'okoli-prahy'], description: "Location ids; ['cela-cr'] = the whole country" })
  serviceAreas: string[];

  @ApiProperty({ type: ProviderContactDto, description: "Providers' contact details are public" })
  contact: ProviderContactDto;

  @ProviderPublicField.website()
  website: string | null;

  @ProviderPublicField.instagramUrl()
  instagramUrl: string | null;

  @ProviderPublicField.facebookUrl()
  facebookUrl: string | null;

  @ProviderPublicField.tiktokUrl()
  tiktokUrl: string | null;

  @ProviderPublicField.linkedinUrl()
  linkedinUrl: string | null;

  @ProviderPublicField.yearsExperience()
  yearsExperience: number | null;

  @ProviderPublicField.priceFrom()
  priceFrom: number | null;

  @ProviderPublicField.priceTo()
  priceTo: number | null;

  @ApiProperty({
    example: 'od 15 000 Kč do 45 000 Kč',
    description: "Czech text (non-breaking spaces in the numbers); 'Cena na vyžádání' without prices",
  })
  priceRange: string;

  @ApiProperty({ type: Number, nullable: true, example: 4.7, description: 'Average overall rating, 1 decimal; null without reviews' })
  rating: number | null;

  @ApiProperty({ example: 23, description: 'Number of published reviews' })
  reviewCount: number;

  @ApiProperty({ example: 3, description: "Of reviewCount, those written through a confirmed booking's review link ('Ověřená rezervace')" })
  bookingReviewCount: number;

  @ApiProperty({ example: 6, description: 'The number of portfolio items' })
  projectCount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: 'The profile image (400 × 400 WebP) from /profile-settings; null without one (the cards show an initial)',
  })
  profileImageUrl: string | null;

  @ApiProperty({
    type: [String],
    example: ['/uploads/portfolio/a1.webp', '/uploads/portfolio/b2.webp'],
    description: 'Up to 3 portfolio images in the portfolio\'s public order (featured first, newest event); empty without any',
  })
  previewImages: string[];

  @ApiProperty({ example: false, description: 'A seeded demo provider, not a real business (no reviews)' })
  isDemo: boolean;

  @ApiProperty({
    example: true,
    description: 'The provider has an active premium subscription (the catalogue lists them first by default)',
  })
  premium: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2025-11-03T10:15:00.000Z',
    description: 'When the profile was created (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 170,
    description:
      "Median minutes from a request's confirmation to this provider's first offer over the last 90 days ('Obvykle odpovídá do 3 hodin'); null without offers",
  })
  responseMinutesMedian: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.62,
    description: 'Share (0–1) of the requests of the last 90 days in its categories and areas that it answered with an offer; null: no figure',
  })
  responseShare: number | null;
  @ApiPropertyOptional({
    enum: CATALOGUE_DATE_AVAILABILITIES,
    enumName: 'CatalogueDateAvailability',
    description:
      "Only in the catalogue filtered by weddingDate: the provider's calendar that day. 'available' (Termín volný), 'inquiry' " +
      "(Na dotaz) or 'unknown' (the provider never set the day: 'Termín neuveden', maybe free, never shown as free); " +
      "providers busy that day are left out",
  })
  dateAvailability?: CatalogueDateAvailability;
}

export class PublicProviderPageDto extends PageOf(PublicProviderDto, 12) {}
