import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { AUDIT_ACTIONS, type AuditAction } from '../../audit/audit.api';
import { PageOf } from '../../common/http/page.dto';

export class WeeklyCountDto {
  @ApiProperty({ example: '2026-11-16', description: 'Monday of the week (YYYY-MM-DD)' })
  week: string;

  @ApiProperty({ example: 14, description: 'How many in that week' })
  count: number;
}

export class PlanCountDto {
  @ApiProperty({ enum: ['basic', 'premium'], description: 'The subscription plan' })
  planType: 'basic' | 'premium';

  @ApiProperty({ example: 8, description: 'Active subscriptions of that plan' })
  count: number;
}

export class MonthlyRevenueDto {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM' })
  month: string;

  @ApiProperty({ example: 4_900, description: 'Revenue: succeeded payments without the test gateway’s, whole Kč' })
  amount: number;

  @ApiProperty({ example: 0, description: 'Succeeded payments through the offline test gateway (not revenue), whole Kč' })
  testAmount: number;
}

/** Issue 45: how fast requests get offers (requests confirmed in the last 8 weeks and at least 48 hours ago, demo ones apart). */
export class MatchingFiguresDto {
  @ApiProperty({ example: 40, description: 'Requests confirmed in the last 8 weeks and at least 48 hours ago (demo ones apart)' })
  requestsConsidered: number;

  @ApiProperty({ example: 31, description: 'Of them, those with at least two offers sent within 48 hours of the confirmation' })
  withTwoOffersIn48h: number;

  @ApiProperty({ type: Number, nullable: true, example: 0.775, description: 'withTwoOffersIn48h / requestsConsidered (0–1); null without requests' })
  shareWithTwoOffersIn48h: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 5.5,
    description: 'Median hours (one decimal) from the confirmation to the first offer, over those requests that got one; null without offers',
  })
  medianHoursToFirstOffer: number | null;
}

/** The overview charts of /admin: the last 12 weeks of requests, active subscriptions, 12 months of revenue, the offers' figures. */
export class AdminOverviewDto {
  @ApiProperty({ type: [WeeklyCountDto], description: 'New requests per week, oldest first, 12 weeks incl. empty ones' })
  requestsPerWeek: WeeklyCountDto[];

  @ApiProperty({ type: [PlanCountDto], description: 'Active subscriptions by plan (both plans, zero included)' })
  activeSubscriptionsByPlan: PlanCountDto[];

  @ApiProperty({ type: [MonthlyRevenueDto], description: 'Revenue per month, oldest first, 12 months incl. empty ones' })
  revenuePerMonth: MonthlyRevenueDto[];

  @ApiProperty({ example: 312, description: 'All requests (any status, demo ones included): the admin requests table unfiltered' })
  totalRequests: number;

  @ApiProperty({ example: 148, description: 'All providers (listed or not, demo ones included): the admin providers table unfiltered' })
  totalProviders: number;

  @ApiProperty({
    example: 57,
    description: 'Active requests, demo ones included: the same count as the top bar and /poptavky (dashboard-counts)',
  })
  activeRequests: number;

  @ApiProperty({ example: 6, description: 'Of activeRequests, the demo ones' })
  activeDemoRequests: number;

  @ApiProperty({ example: 10, description: 'Of totalRequests, the demo ones' })
  demoRequests: number;

  @ApiProperty({
    example: 131,
    description: 'Providers in the public catalogue, demo ones included: the same count as the top bar and /dodavatele',
  })
  listedProviders: number;

  @ApiProperty({ example: 8, description: 'Demo providers (always listed): of listedProviders and of totalProviders' })
  demoProviders: number;

  @ApiProperty({ type: [WeeklyCountDto], description: 'Offers sent per week, oldest first, 8 weeks incl. empty ones' })
  offersPerWeek: WeeklyCountDto[];

  @ApiProperty({
    example: 0.74,
    description: 'Share (0–1) of the requests confirmed in the last 90 days that got at least one offer; 0 without requests',
  })
  requestsWithOfferShare: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 95,
    description: "Median minutes from a request's confirmation to its first offer (requests confirmed in the last 90 days); null without offers",
  })
  medianFirstResponseMinutes: number | null;

  @ApiProperty({ type: MatchingFiguresDto, description: "'Poptávky se 2 nabídkami do 48 h' and 'Medián do první nabídky'" })
  matching: MatchingFiguresDto;
}

export class AuditLogEntryDto {
  @ApiProperty({ example: 1042, description: "The entry's id" })
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'admin@svatby.cz',
    description:
      'E-mail of the admin who acted (kept when the account goes); null for a decision of another party, e.g. a couple cancelling a booking',
  })
  adminEmail: string | null;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'request.mark-deletion', description: 'What was done' })
  action: AuditAction;

  @ApiProperty({ example: 'service_request', description: 'Kind of the record acted on' })
  targetType: string;

  @ApiProperty({ type: String, nullable: true, example: '40', description: 'Id of the record acted on; null when the action has none' })
  targetId: string | null;

  @ApiProperty({
    type: Object,
    nullable: true,
    example: { reason: 'Starší než měsíc' },
    description: 'What changed (e.g. the reason, the plan); null when nothing more is recorded',
  })
  details: Record<string, unknown> | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-04-12T08:00:00.000Z', description: 'When it happened (ISO 8601, UTC)' })
  createdAt: string;
}

/** GET /api/admin/audit-log: newest first, optionally one action, in pages. */
export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, description: 'Only this action' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Neznámá akce' })
  action?: AuditAction;
}

export class AuditLogPageDto extends PageOf(AuditLogEntryDto, 20) {}
