import { ApiProperty } from '@nestjs/swagger';

export type SubscriptionDisplayStatus = 'none' | 'active' | 'cancelled' | 'incomplete' | 'past_due' | 'expired';

/** The signed-in provider's subscription as the dashboard and /subscription-management show it. */
export class SubscriptionInfoDto {
  @ApiProperty({ description: 'The provider has (or had) a subscription; false = free account' })
  hasSubscription: boolean;

  @ApiProperty({ description: 'Contacts, listing and perks apply now (active and the period not ended)' })
  isActive: boolean;

  @ApiProperty({
    enum: ['none', 'active', 'cancelled', 'incomplete', 'past_due', 'expired'],
    description: "'cancelled' = cancelled by the provider but active until the period ends",
  })
  status: SubscriptionDisplayStatus;

  @ApiProperty({ description: 'Cancelled by the provider (cancel at period end)' })
  cancelled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the paid period' })
  activeUntil: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Same as activeUntil (the spec reads both)' })
  endDate: string | null;

  @ApiProperty({ type: String, enum: ['basic', 'premium'], nullable: true })
  planType: 'basic' | 'premium' | null;

  @ApiProperty({ type: String, nullable: true, example: 'premium_monthly' })
  planId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Premium' })
  planName: string | null;

  @ApiProperty({ type: String, enum: ['monthly', 'yearly'], nullable: true })
  billingPeriod: 'monthly' | 'yearly' | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Whole Kč per period of the current plan' })
  price: number | null;

  @ApiProperty({ description: 'Whole days until the period ends (0 when inactive)', example: 30 })
  daysRemaining: number;

  @ApiProperty({ type: String, nullable: true, description: 'Plan that replaces the current one from the next period' })
  scheduledPlanId: string | null;

  @ApiProperty({ type: String, nullable: true })
  scheduledPlanName: string | null;

  @ApiProperty({ type: String, enum: ['stripe', 'offline', 'admin'], nullable: true, description: "'admin' = granted free by an administrator" })
  source: 'stripe' | 'offline' | 'admin' | null;
}
