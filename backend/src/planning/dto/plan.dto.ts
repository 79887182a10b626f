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
  @ApiProperty({ type: String, nullable: true, example: 'Jana a Petr' })
  coupleNames: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'YYYY-MM-DD' })
  weddingDate: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'praha', description: "A catalogue location's id" })
  locationId: string | null;
}

export class PlanMemberDto {
  @ApiProperty({ example: 12 })
  userId: number;

  @ApiProperty({ example: 'Jana', description: "The first name, or the e-mail's local part without one" })
  name: string;

  @ApiProperty({ description: 'This member is the signed-in account' })
  isViewer: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: string;
}

/** The plan's live partner invitation (the link itself is shown once, when made). */
export class PlanPartnerInvitationStateDto {
  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ type: String, nullable: true, example: 'petr@example.cz', description: 'Where it was mailed; null for a link only' })
  email: string | null;
}

// Named apart from the subscriptions' PlanDto: two schemas of one name overwrite each other in openapi.json.
@ApiSchema({ name: 'WeddingPlanDto' })
export class PlanDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ type: String, nullable: true, example: 'Jana a Petr' })
  coupleNames: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'YYYY-MM-DD; null: not decided yet' })
  weddingDate: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'praha' })
  locationId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Praha' })
  locationName: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 60 })
  expectedGuests: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 280000, description: 'Whole Kč' })
  totalBudget: number | null;

  @ApiProperty({ type: [PlanMemberDto], description: 'One or two accounts, by joining' })
  members: PlanMemberDto[];

  @ApiProperty({ type: PlanPartnerInvitationStateDto, nullable: true, description: 'The live partner invitation, if any' })
  partnerInvitation: PlanPartnerInvitationStateDto | null;

  @ApiProperty({ description: "The signed-in member's weekly digest e-mail is on" })
  weeklyDigest: boolean;

  @ApiProperty({ type: GuestCountsDto, description: "The guest list's counts (the header's guests beside expectedGuests)" })
  guests: GuestCountsDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class PlanStateDto {
  @ApiProperty({ type: PlanDto, nullable: true, description: "The couple's plan; null before they create or join one" })
  plan: PlanDto | null;

  @ApiProperty({ type: PlanPrefillDto })
  prefill: PlanPrefillDto;
}

/** GET /api/plan/summary: the dashboard's card. */
export class PlanSummaryDto {
  @ApiProperty({ description: 'The couple has a plan (otherwise the rest is empty: the card offers to create one)' })
  hasPlan: boolean;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12' })
  weddingDate: string | null;

  @ApiProperty({ type: [PlanTaskDto], description: 'At most 3 open, not hidden tasks, the soonest due first' })
  nextTasks: PlanTaskDto[];

  @ApiProperty({ type: BudgetTotalsDto, nullable: true })
  budget: BudgetTotalsDto | null;

  @ApiProperty({ type: GuestCountsDto, nullable: true })
  guests: GuestCountsDto | null;
}

/** The fields of CreatePlanDto and UpdatePlanDto (null clears). */
class PlanFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 120, example: 'Jana a Petr' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Jména páru musí být text' })
  @MaxLength(120, { message: 'Jména páru mohou mít nejvýše 120 znaků' })
  coupleNames?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-06-12', description: 'YYYY-MM-DD; null: not decided yet' })
  @IsOptional()
  @IsString({ message: DAY_FORMAT_MESSAGE })
  @Matches(DAY_PATTERN, { message: DAY_FORMAT_MESSAGE })
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'praha', description: "A catalogue location's id" })
  @IsOptional()
  @IsString({ message: 'Neznámé místo.' })
  @MaxLength(64, { message: 'Neznámé místo.' })
  locationId?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: EXPECTED_GUESTS_MAX, example: 60 })
  @IsOptional()
  @IsInt({ message: 'Počet hostů musí být celé číslo' })
  @Min(0, { message: 'Počet hostů nemůže být záporný' })
  @Max(EXPECTED_GUESTS_MAX, { message: `Počet hostů může být nejvýše ${EXPECTED_GUESTS_MAX}` })
  expectedGuests?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: AMOUNT_MAX, example: 280000, description: 'Whole Kč' })
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
  @ApiPropertyOptional({ example: false, description: "The signed-in member's weekly digest e-mail" })
  @IsOptional()
  @IsBoolean({ message: 'Neplatná hodnota' })
  weeklyDigest?: boolean;
}

export class InvitePartnerDto {
  @ApiPropertyOptional({ example: 'petr@example.cz', description: 'Mail the link here (the mail carries the link only); omit for a link to copy' })
  @NormalizeEmail()
  @IsOptional()
  @IsEmail({}, { message: 'Zadejte platný e-mail' })
  @MaxLength(254, { message: 'Zadejte platný e-mail' })
  email?: string;
}

export class PartnerInvitationDto {
  @ApiProperty({ example: 'https://svatby.cz/muj-plan/pripojit?token=…', description: 'The link to hand the partner (shown only now)' })
  url: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;
}

export class JoinPlanDto {
  @ApiProperty({ example: 'q3V…', description: 'The token from the invitation link' })
  @IsString({ message: 'Pozvánka je neplatná nebo vypršela.' })
  @MaxLength(200, { message: 'Pozvánka je neplatná nebo vypršela.' })
  token: string;
}

/** A partner invitation the account made, in its data export. */
export class ExportedPartnerInvitationDto {
  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;
}

/** A plan row in the account's data export. */
export class ExportedPlanDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, nullable: true })
  coupleNames: string | null;

  @ApiProperty({ type: String, nullable: true })
  weddingDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  locationId: string | null;

  @ApiProperty({ type: Number, nullable: true })
  expectedGuests: number | null;

  @ApiProperty({ type: Number, nullable: true })
  totalBudget: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: string;

  @ApiProperty()
  weeklyDigest: boolean;

  @ApiProperty({ type: [Number], description: "The members' account ids" })
  memberUserIds: number[];

  @ApiProperty({ type: [ExportedPartnerInvitationDto], description: 'The partner invitations the account made (the e-mail it typed included)' })
  partnerInvitations: ExportedPartnerInvitationDto[];
}
