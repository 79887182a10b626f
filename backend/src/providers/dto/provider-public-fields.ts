import { ApiProperty } from '@nestjs/swagger';

/**
 * The documentation of the fields a provider's own profile (ProviderProfileDto) and its public view (PublicProviderDto)
 * both carry, one decorator per field, so that the two say the same of them.
 */
export const ProviderPublicField = {
  id: () => ApiProperty({ example: 12, description: "The provider's id" }),
  description: () =>
    ApiProperty({
      example: 'Fotografujeme svatby po celých Čechách už osm let. Zachytíme celý den od příprav po první tanec.',
      description: 'The public description, plain text',
    }),
  website: () =>
    ApiProperty({ type: String, nullable: true, example: 'https://www.fotoateliersvetlo.cz', description: 'Web address; null when not given' }),
  instagramUrl: () =>
    ApiProperty({
      type: String,
      nullable: true,
      example: 'https://www.instagram.com/fotoateliersvetlo',
      description: 'Instagram profile address; null when not given',
    }),
  facebookUrl: () =>
    ApiProperty({
      type: String,
      nullable: true,
      example: 'https://www.facebook.com/fotoateliersvetlo',
      description: 'Facebook page address; null when not given',
    }),
  tiktokUrl: () =>
    ApiProperty({
      type: String,
      nullable: true,
      example: 'https://www.tiktok.com/@fotoateliersvetlo',
      description: 'TikTok profile address; null when not given',
    }),
  linkedinUrl: () =>
    ApiProperty({
      type: String,
      nullable: true,
      example: 'https://www.linkedin.com/company/fotoateliersvetlo',
      description: 'LinkedIn page address; null when not given',
    }),
  yearsExperience: () => ApiProperty({ type: Number, nullable: true, example: 8, description: 'Years in business; null when not given' }),
  priceFrom: () => ApiProperty({ type: Number, nullable: true, example: 15000, description: 'Kč: the lowest usual price; null when not given' }),
  priceTo: () => ApiProperty({ type: Number, nullable: true, example: 45000, description: 'Kč: the highest usual price; null when not given' }),
};
