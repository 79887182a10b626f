import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { PageOf } from '../../common/http/page.dto';

export const ADMIN_PROVIDER_SORTS = ['newest', 'oldest', 'company-name'] as const;
export const ADMIN_SUBSCRIPTION_FILTERS = ['active', 'none', 'premium', 'basic'] as const;

/** GET /api/admin/providers: every provider (listed or not), filtered, sorted and paged in SQL. */
export class AdminProvidersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    example: 'světlo',
    description: 'Text in the company name, e-mail, phone or description (case and diacritics ignored)',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ enum: ADMIN_SUBSCRIPTION_FILTERS, description: "'active' any plan, 'none' without an active subscription, or one plan" })
  @IsOptional()
  @IsIn(ADMIN_SUBSCRIPTION_FILTERS, { message: 'Neplatný filtr předplatného' })
  subscription?: (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];

  @ApiPropertyOptional({ example: 'photography', description: 'Category id the provider offers' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná kategorie' })
  @MaxLength(64, { message: 'Neplatná kategorie' })
  category?: string;

  @ApiPropertyOptional({ enum: ADMIN_PROVIDER_SORTS, default: 'newest', description: 'Order of the list' })
  @IsOptional()
  @IsIn(ADMIN_PROVIDER_SORTS, { message: 'Neplatné řazení' })
  sort?: (typeof ADMIN_PROVIDER_SORTS)[number];
}

/** A provider as the admin panel shows it. */
export class AdminProviderDto {
  @ApiProperty({ example: 12, description: "The provider's id" })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: 'The public business name' })
  companyName: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'Category ids (the spec\'s serviceType)' })
  serviceType: string[];

  @ApiProperty({ example: true, description: 'The provider has a subscription active now' })
  subscriptionActive: boolean;

  @ApiProperty({
    type: String,
    enum: ['basic', 'premium'],
    nullable: true,
    description: "The active subscription's plan; null without one",
  })
  subscriptionPlanType: 'basic' | 'premium' | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-03-14T23:59:59.000Z',
    description: 'End of the active period (ISO 8601, UTC); null without an active subscription',
  })
  subscriptionEndsAt: string | null;

  @ApiProperty({
    type: String,
    enum: ['stripe', 'offline', 'admin'],
    nullable: true,
    description: "How the active subscription came: Stripe, the offline test gateway ('offline') or granted free by an admin; null without one",
  })
  subscriptionSource: 'stripe' | 'offline' | 'admin' | null;

  @ApiProperty({ example: 'info@svetlo.cz', description: 'Public contact e-mail of the business' })
  email: string;

  @ApiProperty({ example: '+420', description: 'International dialling prefix of the phone' })
  phonePrefix: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '777 555 123',
    description: 'Phone number without the prefix; null when not given',
  })
  phone: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 7, description: 'Years in business; null when not given' })
  yearsExperience: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2025-11-03T10:15:00.000Z',
    description: 'When the profile was created (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    example: 'Fotografujeme svatby po celých Čechách už osm let.',
    description: 'The public description, plain text',
  })
  description: string;

  @ApiProperty({ type: [String], example: ['Praha', 'Brno'], description: 'Service area names' })
  serviceAreas: string[];

  @ApiProperty({ type: Number, nullable: true, example: 15000, description: 'Kč: the lowest usual price; null when not given' })
  priceFrom: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 45000, description: 'Kč: the highest usual price; null when not given' })
  priceTo: number | null;

  @ApiProperty({ example: false, description: 'A seeded demo provider (demo data, no ratings)' })
  isDemo: boolean;
}

export class AdminProviderPageDto extends PageOf(AdminProviderDto, 20) {}

export class ActivateSubscriptionDto {
  @ApiPropertyOptional({ enum: ['basic', 'premium'], default: 'basic', description: 'The plan to grant free of charge' })
  @IsOptional()
  @IsIn(['basic', 'premium'], { message: 'Typ plánu musí být basic nebo premium' })
  planType?: 'basic' | 'premium';
}

export class AdminProviderChangeDto {
  @ApiProperty({ example: 'Předplatné Premium aktivováno zdarma na 1 rok', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ type: AdminProviderDto, description: 'The provider after the change' })
  provider: AdminProviderDto;
}

export class AdminMessageDto {
  @ApiProperty({ example: 'Poptávka byla smazána', description: 'Czech confirmation, ready to show' })
  message: string;
}
