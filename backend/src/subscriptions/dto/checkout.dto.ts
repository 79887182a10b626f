import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { CHECKOUT_PLAN_IDS } from '../plans';
import { SubscriptionInfoDto } from './subscription-info.dto';

export const PLAN_NOT_FOUND = 'Plán nenalezen';

/** POST /api/get-or-create-subscription: start (or resume) the checkout of a paid plan. */
export class CheckoutRequestDto {
  @ApiProperty({
    enum: CHECKOUT_PLAN_IDS,
    description: "A paid plan id; 'basic' and 'premium' alone mean the monthly plan",
    example: 'premium_monthly',
  })
  @Trim()
  @IsString({ message: PLAN_NOT_FOUND })
  @IsIn(CHECKOUT_PLAN_IDS, { message: PLAN_NOT_FOUND })
  planType: string;

  @ApiPropertyOptional({
    description: 'The Kč amount the page showed; refused when it differs from what would be charged',
    example: 490,
  })
  @IsOptional()
  @IsInt({ message: 'Částka musí být celé číslo v Kč' })
  @Min(0, { message: 'Částka musí být celé číslo v Kč' })
  @Max(1_000_000, { message: 'Částka musí být celé číslo v Kč' })
  amount?: number;

  @ApiPropertyOptional({ example: false, description: 'Upgrade the live subscription to a dearer plan, charging the difference' })
  @IsOptional()
  @IsBoolean({ message: 'isUpgrade musí být true nebo false' })
  isUpgrade?: boolean;
}

export class CheckoutResponseDto {
  @ApiProperty({ enum: ['stripe', 'offline'], description: "'offline' = the test gateway ('testovací režim'): paid at once" })
  mode: 'stripe' | 'offline';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pi_3PqRsT2eZvKYlo2C1aBcDeFg_secret_XyZ123',
    description: "Stripe: the payment's client secret for the Payment Element; null when nothing is left to pay",
  })
  clientSecret: string | null;

  @ApiProperty({ enum: ['requires_payment', 'active'], description: "'active' when the subscription is already paid" })
  status: 'requires_payment' | 'active';

  @ApiProperty({ description: 'Whole Kč charged now (the difference for an upgrade)', example: 490 })
  amount: number;

  @ApiProperty({ example: 'premium_monthly', description: 'The id of the plan being paid for' })
  planId: string;

  @ApiProperty({ example: 'Předplatné Premium je aktivní (testovací režim).', description: 'Czech message, ready to show' })
  message: string;
}

/** GET /api/subscription/checkout-config: how /subscribe takes the payment. */
export class CheckoutConfigDto {
  @ApiProperty({ enum: ['stripe', 'offline'], description: "'stripe' (card payment) or 'offline' (the test gateway, paid at once)" })
  mode: 'stripe' | 'offline';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pk_live_51PqRsT2eZvKYlo2CaBcDeFgHiJ',
    description: "Stripe's publishable key in Stripe mode; null in offline mode",
  })
  publishableKey: string | null;
}

/** POST /api/subscription/schedule-plan. */
export class SchedulePlanDto {
  @ApiProperty({
    enum: CHECKOUT_PLAN_IDS,
    example: 'basic_yearly',
    description: 'The paid plan that replaces the current one from the next period',
  })
  @Trim()
  @IsString({ message: PLAN_NOT_FOUND })
  @IsIn(CHECKOUT_PLAN_IDS, { message: PLAN_NOT_FOUND })
  planType: string;
}

/** Cancel and schedule answers: a message and the new state. */
export class SubscriptionChangeDto {
  @ApiProperty({ example: 'Předplatné zrušeno', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ type: SubscriptionInfoDto, description: 'The subscription after the change' })
  subscription: SubscriptionInfoDto;
}
