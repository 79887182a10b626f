import { ApiProperty } from '@nestjs/swagger';

export class PlanDto {
  @ApiProperty({ example: 'premium_monthly', description: "The plan's id, used to check out" })
  id: string;

  @ApiProperty({ enum: ['free', 'basic', 'premium'], description: "The plan's level" })
  planType: 'free' | 'basic' | 'premium';

  @ApiProperty({ example: 'Premium', description: "The plan's Czech name" })
  name: string;

  @ApiProperty({ example: 490, description: 'Whole Kč per billing period' })
  price: number;

  @ApiProperty({ example: '490 Kč', description: 'The price as Czech display text' })
  priceFormatted: string;

  @ApiProperty({ enum: ['monthly', 'yearly'], description: 'How often the price is charged' })
  billingPeriod: 'monthly' | 'yearly';

  @ApiProperty({ example: 'Kontakty na páry, přednostní zobrazení v katalogu a statistiky.', description: "The plan's Czech description" })
  description: string;

  @ApiProperty({
    type: [String],
    example: ['Neomezené kontakty na páry', 'Přednostní zobrazení v katalogu'],
    description: 'What the plan gives, in Czech, one line each',
  })
  features: string[];

  @ApiProperty({ example: true, description: "Highlighted as 'Nejoblíbenější'" })
  isPopular: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 1480, description: 'Yearly plans: Kč saved against 12 months' })
  savings: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5880, description: 'Yearly plans: 12 × the monthly price' })
  originalPrice: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 25,
    description: 'Yearly plans: the saving in whole percent; null for monthly plans',
  })
  discountPercent: number | null;
}
