import { ApiProperty } from '@nestjs/swagger';

export type SubscriptionDisplayStatus = 'none' | 'active' | 'cancelled' | 'incomplete' | 'past_due' | 'expired';

/** The signed-in provider's subscription as the dashboard and /subscription-management show it. */
export class SubscriptionInfoDto {
  @ApiProperty({ example: true, description: 'The provider has (or had) a subscription; false = free account' })
  hasSubscription: boolean;

  @ApiProperty({ example: true, description: 'Contacts, listing and perks apply now (active and the period not ended)' })
  isActive: boolean;

  @ApiProperty({
    enum: ['none', 'active', 'cancelled', 'incomplete', 'past_due', 'expired'],
    description: "'cancelled' = cancelled by the provider but active until the period ends",
  })
  status: SubscriptionDisplayStatus;

  @ApiProperty({ example: false, description: 'Cancelled by the provider (cancel at period end)' })
  cancelled: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-05-02T09:10:00.000Z',
    description: 'When the provider cancelled (ISO 8601, UTC); null when not cancelled',
  })
  cancelledAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-14T09:30:00.000Z',
    description: 'End of the paid period (ISO 8601, UTC); null without a subscription',
  })
  activeUntil: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-14T09:30:00.000Z',
    description: 'Same as activeUntil (the spec reads both)',
  })
  endDate: string | null;

  @ApiProperty({
    type: String,
    enum: ['basic', 'premium'],
    nullable: true,
    description: "The current plan's level; null without a subscription",
  })
  planType: 'basic' | 'premium' | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'premium_monthly',
    description: "The current plan's id; null without a subscription",
  })
  planId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Premium',
    description: "The current plan's Czech name; null without a subscription",
  })
  planName: string | null;

  @ApiProperty({
    type: String,
    enum: ['monthly', 'yearly'],
    nullable: true,
    description: "The current plan's billing period; null without a subscription",
  })
  billingPeriod: 'monthly' | 'yearly' | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 490,
    description: 'Whole Kč per period of the current plan; null without a subscription',
  })
  price: number | null;

  @ApiProperty({ description: 'Whole days until the period ends (0 when inactive)', example: 30 })
  daysRemaining: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'basic_monthly',
    description: 'Plan that replaces the current one from the next period; null when no change is scheduled',
  })
  scheduledPlanId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Basic',
    description: "The scheduled plan's Czech name; null when no change is scheduled",
  })
  scheduledPlanName: string | null;

  @ApiProperty({ type: String, enum: ['stripe', 'offline', 'admin'], nullable: true, description: "'admin' = granted free by an administrator" })
  source: 'stripe' | 'offline' | 'admin' | null;
}
