import { ApiProperty } from '@nestjs/swagger';

export class PlanDto {
  @ApiProperty({ example: 'premium_monthly' })
  id: string;

  @ApiProperty({ enum: ['free', 'basic', 'premium'] })
  planType: 'free' | 'basic' | 'premium';

  @ApiProperty({ example: 'Premium' })
  name: string;

  @ApiProperty({ example: 490, description: 'Whole Kč per billing period' })
  price: number;

  @ApiProperty({ example: '490 Kč' })
  priceFormatted: string;

  @ApiProperty({ enum: ['monthly', 'yearly'] })
  billingPeriod: 'monthly' | 'yearly';

  @ApiProperty()
  description: string;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty()
  isPopular: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 1480, description: 'Yearly plans: Kč saved against 12 months' })
  savings: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5880, description: 'Yearly plans: 12 × the monthly price' })
  originalPrice: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 25 })
  discountPercent: number | null;
}
