import { ApiProperty } from '@nestjs/swagger';
import { PROVIDER_PHONE_PREFIXES } from '../provider-constants';

/** The signed-in provider's own profile (GET /api/provider/profile). */
export class ProviderProfileDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo' })
  companyName: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: 'photography,video', description: "Category ids joined by commas (the spec's serviceType)" })
  serviceType: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'The same category ids as a list' })
  services: string[];

  @ApiProperty({ type: [String], example: ['praha', 'okoli-prahy'] })
  serviceAreas: string[];

  @ApiProperty({ example: 'Praha a Okolí Prahy', description: 'The areas as display text' })
  location: string;

  @ApiProperty({ enum: PROVIDER_PHONE_PREFIXES })
  phonePrefix: string;

  @ApiProperty({ type: String, nullable: true, example: '777 123 456' })
  phone: string | null;

  @ApiProperty({ example: 'info@fotoateliersvetlo.cz' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true })
  instagramUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  facebookUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  tiktokUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;

  @ApiProperty({ type: Number, nullable: true })
  yearsExperience: number | null;

  @ApiProperty({ type: Number, nullable: true })
  priceFrom: number | null;

  @ApiProperty({ type: Number, nullable: true })
  priceTo: number | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty()
  isDemo: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
