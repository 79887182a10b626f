import { ApiProperty } from '@nestjs/swagger';
import { PROVIDER_PHONE_PREFIXES } from '../provider-constants';

/** The signed-in provider's own profile (GET /api/provider/profile). */
export class ProviderProfileDto {
  @ApiProperty({ example: 12, description: "The provider's id" })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: 'The public business name' })
  companyName: string;

  @ApiProperty({
    example: 'Fotografujeme svatby po celých Čechách už osm let. Zachytíme celý den od příprav po první tanec.',
    description: 'The public description, plain text',
  })
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

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.fotoateliersvetlo.cz',
    description: 'Web address; null when not given',
  })
  website: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.instagram.com/fotoateliersvetlo',
    description: 'Instagram profile address; null when not given',
  })
  instagramUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.facebook.com/fotoateliersvetlo',
    description: 'Facebook page address; null when not given',
  })
  facebookUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.tiktok.com/@fotoateliersvetlo',
    description: 'TikTok profile address; null when not given',
  })
  tiktokUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.linkedin.com/company/fotoateliersvetlo',
    description: 'LinkedIn page address; null when not given',
  })
  linkedinUrl: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 8, description: 'Years in business; null when not given' })
  yearsExperience: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 15000, description: 'Kč: the lowest usual price; null when not given' })
  priceFrom: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 45000, description: 'Kč: the highest usual price; null when not given' })
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
