import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DAY_FORMAT_MESSAGE, DAY_PATTERN } from '../../common/validation/calendar-day';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';
import { AMOUNT_MAX, EXPECTED_GUESTS_MAX } from '../planning-rules';
import { BudgetTotalsDto } from './plan-budget.dto';
import { GuestCountsDto } from './plan-guest.dto';
import { PlanTaskDto } from './plan-task.dto';

/** What a new plan starts with: the couple's latest request (names, date, place), each null when unknown. */
export class PlanPrefillDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Jana a Petr',
    description: "The couple's names from their latest request; null when unknown.",
  })
  coupleNames: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day from their latest request (YYYY-MM-DD); null when unknown.',
  })
  weddingDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'praha',
    description: "The catalogue location's id from their latest request; null when unknown.",
  })
  locationId: string | null;
}

export class PlanMemberDto {
  @ApiProperty({ example: 12, description: "The member's account id." })
  userId: number;

  @ApiProperty({ example: 'Jana', description: "The member's first name, or their e-mail's local part when they have none." })
  name: string;

  @ApiProperty({ description: 'This member is the signed-in account.', example: true })
  isViewer: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-01-18T09:15:00.000Z',
    description: 'When the member created or joined the plan (ISO date-time).',
  })
  joinedAt: string;
}

/** The plan's live partner invitation (the link itself is shown once, when made). */
export class PlanPartnerInvitationStateDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-01T09:15:00.000Z',
    description: 'When the invitation link stops working (ISO date-time).',
  })
  expiresAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'petr@example.cz',
    description: 'The e-mail the link was mailed to; null when it was only a link to copy.',
  })
  email: string | null;
}

// Named apart from the subscriptions' PlanDto: two schemas of one name overwrite each other in openapi.json.
@ApiSchema({ name: 'WeddingPlanDto' })
export class PlanDto {
  @ApiProperty({ example: 3, description: "The plan's id." })
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Jana a Petr',
    description: "The couple's names as they wrote them; null when not filled in.",
  })
  coupleNames: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD); null while not decided.',
  })
  weddingDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'praha',
    description: "The wedding's catalogue location id; null while not decided.",
  })
  locationId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Praha', description: "The location's Czech name; null while not decided." })
  locationName: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 60, description: 'How many guests the couple expects; null while unknown.' })
  expectedGuests: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 280000, description: "The couple's total budget in whole Kč; null while not set." })
  totalBudget: number | null;

  @ApiProperty({ type: [PlanMemberDto], description: 'The one or two accounts sharing the plan, in the order they joined.' })
  members: PlanMemberDto[];

  @ApiProperty({
    type: PlanPartnerInvitationStateDto,
    nullable: true,
    description: 'The live partner invitation; null when there is none.',
  })
  partnerInvitation: PlanPartnerInvitationStateDto | null;

  @ApiProperty({ description: "The signed-in member's weekly digest e-mail is on.", example: true })
  weeklyDigest: boolean;

  @ApiProperty({ type: GuestCountsDto, description: "The guest list's counts (shown beside expectedGuests)." })
  guests: GuestCountsDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-01-18T09:15:00.000Z',
    description: 'When the plan was created (ISO date-time).',
  })
  createdAt: string;
}

export class PlanStateDto {
  @ApiProperty({ type: PlanDto, nullable: true, description: "The couple's plan; null before they create or join one." })
  plan: PlanDto | null;

  @ApiProperty({ type: PlanPrefillDto, description: "What a new plan would start with, from the couple's latest request." })
  prefill: PlanPrefillDto;
}

/** GET /api/plan/summary: the dashboard's card. */
export class PlanSummaryDto {
  @ApiProperty({ description: 'The couple has a plan; when false the rest is empty and the card offers to create one.', example: true })
  hasPlan: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD); null without a plan or a date.',
  })
  weddingDate: string | null;

  @ApiProperty({ type: [PlanTaskDto], description: 'At most 3 open, not hidden tasks, the soonest due first.' })
  nextTasks: PlanTaskDto[];

  @ApiProperty({ type: BudgetTotalsDto, nullable: true, description: "The budget's totals; null without a plan." })
  budget: BudgetTotalsDto | null;

  @ApiProperty({ type: GuestCountsDto, nullable: true, description: "The guest list's counts; null without a plan." })
  guests: GuestCountsDto | null;
}

/** The fields of CreatePlanDto and UpdatePlanDto (null clears). */
class PlanFieldsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 120,
    example: 'Jana a Petr',
    description: "The couple's names (free text); null clears them.",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Jména páru musí být text' })
  @MaxLength(120, { message: 'Jména páru mohou mít nejvýše 120 znaků' })
  coupleNames?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD); null: not decided yet.',
  })
  @IsOptional()
  @IsString({ message: DAY_FORMAT_MESSAGE })
  @Matches(DAY_PATTERN, { message: DAY_FORMAT_MESSAGE })
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'praha', description: "A catalogue location's id; null clears it." })
  @IsOptional()
  @IsString({ message: 'Neznámé místo.' })
  @MaxLength(64, { message: 'Neznámé místo.' })
  locationId?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: EXPECTED_GUESTS_MAX,
    example: 60,
    description: 'How many guests the couple expects; null clears it.',
  })
  @IsOptional()
  @IsInt({ message: 'Počet hostů musí být celé číslo' })
  @Min(0, { message: 'Počet hostů nemůže být záporný' })
  @Max(EXPECTED_GUESTS_MAX, { message: `Počet hostů může být nejvýše ${EXPECTED_GUESTS_MAX}` })
  expectedGuests?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: AMOUNT_MAX,
    example: 280000,
    description: "The couple's total budget in whole Kč; null clears it.",
  })
  @IsOptional()
  @IsInt({ message: 'Rozpočet musí být celé číslo v Kč' })
  @Min(0, { message: 'Rozpočet nemůže být záporný' })
  @Max(AMOUNT_MAX, { message: 'Rozpočet může být nejvýše 100 000 000 Kč' })
  totalBudget?: number | null;
}

/** POST /api/plan: omitted names, date and place are taken from the prefill (the latest request). */
export class CreatePlanDto extends PlanFieldsDto {}

/** PATCH /api/plan: each field optional, null clears; weeklyDigest is the viewer's own. */
export class UpdatePlanDto extends PlanFieldsDto {
  @ApiPropertyOptional({ example: false, description: "Turns the signed-in member's weekly digest e-mail on or off; omit to keep it." })
  @IsOptional()
  @IsBoolean({ message: 'Neplatná hodnota' })
  weeklyDigest?: boolean;
}

export class InvitePartnerDto {
  @ApiPropertyOptional({
    example: 'petr@example.cz',
    description: 'Mail the link to this address (the mail carries the link only); omit for a link to copy.',
  })
  @NormalizeEmail()
  @IsOptional()
  @IsEmail({}, { message: 'Zadejte platný e-mail' })
  @MaxLength(254, { message: 'Zadejte platný e-mail' })
  email?: string;
}

export class PartnerInvitationDto {
  @ApiProperty({ example: 'https://svatby.cz/muj-plan/pripojit?token=…', description: 'The link to hand the partner; shown only now.' })
  url: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-01T09:15:00.000Z',
    description: 'When the link stops working (ISO date-time).',
  })
  expiresAt: string;
}

export class JoinPlanDto {
  @ApiProperty({ example: 'q3V…', description: 'The token from the invitation link.' })
  @IsString({ message: 'Pozvánka je neplatná nebo vypršela.' })
  @MaxLength(200, { message: 'Pozvánka je neplatná nebo vypršela.' })
  token: string;
}

/** A partner invitation the account made, in its data export. */
export class ExportedPartnerInvitationDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'petr@example.cz',
    description: 'The e-mail the link was mailed to; null for a link to copy.',
  })
  email: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-01-18T09:20:00.000Z',
    description: 'When the invitation was made (ISO date-time).',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-01T09:20:00.000Z',
    description: 'When the link stopped or stops working (ISO date-time).',
  })
  expiresAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-01-19T20:04:00.000Z',
    description: 'When the partner joined with it (ISO date-time); null when unused.',
  })
  usedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When it was revoked (ISO date-time); null when not revoked.',
  })
  revokedAt: string | null;
}

/** A plan row in the account's data export. */
export class ExportedPlanDto {
  @ApiProperty({ example: 3, description: "The plan's id." })
  id: number;

  @ApiProperty({ type: String, nullable: true, example: 'Jana a Petr', description: "The couple's names; null when not filled in." })
  coupleNames: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: 'The wedding day (YYYY-MM-DD); null while not decided.',
  })
  weddingDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'praha',
    description: "The wedding's catalogue location id; null while not decided.",
  })
  locationId: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 60, description: 'How many guests the couple expects; null while unknown.' })
  expectedGuests: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 280000, description: 'The total budget in whole Kč; null while not set.' })
  totalBudget: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-01-18T09:15:00.000Z',
    description: 'When the account created or joined the plan (ISO date-time).',
  })
  joinedAt: string;

  @ApiProperty({ example: true, description: "The account's weekly digest e-mail is on." })
  weeklyDigest: boolean;

  @ApiProperty({ type: [Number], description: "The members' account ids.", example: [12, 15] })
  memberUserIds: number[];

  @ApiProperty({ type: [ExportedPartnerInvitationDto], description: 'The partner invitations the account made (the e-mail it typed included)' })
  partnerInvitations: ExportedPartnerInvitationDto[];
}
