import { ApiProperty } from '@nestjs/swagger';
import { PROVIDER_PHONE_PREFIXES } from '../provider-constants';
import { ProviderPublicField } from './provider-public-fields';

/** The signed-in provider's own profile (GET /api/provider/profile). */
export class ProviderProfileDto {
  @ProviderPublicField.id()
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: 'The public business name' })
  companyName: string;

  @ProviderPublicField.description()
  description: string;

  @ApiProperty({ example: 'photography,video', description: "Category ids joined by commas (the spec's serviceType)" })
  serviceType: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'The same category ids as a list' })
  services: string[];

  @ApiProperty({ type: [String], example: ['praha', 'okoli-prahy'], description: "Location ids served; ['cela-cr'] = the whole country" })
  serviceAreas: string[];

  @ApiProperty({ example: 'Praha a Okolí Prahy', description: 'The areas as display text' })
  location: string;

  @ApiProperty({ enum: PROVIDER_PHONE_PREFIXES, description: 'International dialling prefix of the phone number' })
  phonePrefix: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '777 123 456',
    description: 'Phone number without the prefix; null when not given',
  })
  phone: string | null;

  @ApiProperty({ example: 'info@fotoateliersvetlo.cz', description: 'Public contact e-mail of the business' })
  email: string;

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
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: 'Path of the profile image (400 × 400 WebP) on this site; null without one',
  })
  profileImageUrl: string | null;

  @ApiProperty({ example: false, description: 'A seeded demo provider, not a real business' })
  isDemo: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2025-11-03T10:15:00.000Z',
    description: 'When the profile was created (ISO 8601, UTC)',
  })
  createdAt: string;
}
