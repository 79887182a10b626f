import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { PageOf } from '../../common/http/page.dto';

export const ADMIN_PROVIDER_SORTS = ['newest', 'oldest', 'company-name'] as const;
export const ADMIN_SUBSCRIPTION_FILTERS = ['active', 'none', 'premium', 'basic'] as const;

/** GET /api/admin/providers: every provider (listed or not), filtered, sorted and paged in SQL. */
export class AdminProvidersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Text in the company name, e-mail, phone or description (case and diacritics ignored)' })
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

  @ApiPropertyOptional({ enum: ADMIN_PROVIDER_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(ADMIN_PROVIDER_SORTS, { message: 'Neplatné řazení' })
  sort?: (typeof ADMIN_PROVIDER_SORTS)[number];
}

/** A provider as the admin panel shows it. */
export class AdminProviderDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Světlo' })
  companyName: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'Category ids (the spec\'s serviceType)' })
  serviceType: string[];

  @ApiProperty()
  subscriptionActive: boolean;

  @ApiProperty({ type: String, enum: ['basic', 'premium'], nullable: true })
  subscriptionPlanType: 'basic' | 'premium' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the active period' })
  subscriptionEndsAt: string | null;

  @ApiProperty({ type: String, enum: ['stripe', 'offline', 'admin'], nullable: true })
  subscriptionSource: 'stripe' | 'offline' | 'admin' | null;

  @ApiProperty({ example: 'info@svetlo.cz' })
  email: string;

  @ApiProperty({ example: '+420' })
  phonePrefix: string;

  @ApiProperty({ type: String, nullable: true, example: '777 555 123' })
  phone: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 7 })
  yearsExperience: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: [String], example: ['Praha', 'Brno'], description: 'Service area names' })
  serviceAreas: string[];

  @ApiProperty({ type: Number, nullable: true, description: 'Kč' })
  priceFrom: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Kč' })
  priceTo: number | null;

  @ApiProperty({ description: 'A seeded demo provider (demo data, no ratings)' })
  isDemo: boolean;
}

export class AdminProviderPageDto extends PageOf(AdminProviderDto, 20) {}

export class ActivateSubscriptionDto {
  @ApiPropertyOptional({ enum: ['basic', 'premium'], default: 'basic' })
  @IsOptional()
  @IsIn(['basic', 'premium'], { message: 'Typ plánu musí být basic nebo premium' })
  planType?: 'basic' | 'premium';
}

export class AdminProviderChangeDto {
  @ApiProperty({ example: 'Předplatné Premium aktivováno zdarma na 1 rok' })
  message: string;

  @ApiProperty({ type: AdminProviderDto })
  provider: AdminProviderDto;
}

export class AdminMessageDto {
  @ApiProperty({ example: 'Poptávka byla smazána' })
  message: string;
}
