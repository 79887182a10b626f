import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { GUEST_FIELD_MAX, GUEST_RSVPS, type GuestRsvp } from '../guest-csv';
import { PARTY_SIZE_MAX } from '../planning-rules';

export const GUEST_PAGE_SIZE_DEFAULT = 50;
export const GUEST_PAGE_SIZE_MAX = 200;

const M = {
  name: 'Vyplňte jméno hosta.',
  nameLong: `Jméno může mít nejvýše ${GUEST_FIELD_MAX.name} znaků.`,
  group: `Skupina může mít nejvýše ${GUEST_FIELD_MAX.group} znaků.`,
  contact: `Kontakt může mít nejvýše ${GUEST_FIELD_MAX.contact} znaků.`,
  dietary: `Poznámka ke stravě může mít nejvýše ${GUEST_FIELD_MAX.dietary} znaků.`,
  table: `Stůl může mít nejvýše ${GUEST_FIELD_MAX.table} znaků.`,
  child: 'Zvolte, zda jde o dítě.',
  rsvp: 'Neplatná odpověď (pozván, potvrdil, omluvil se).',
  partySize: `Počet osob musí být celé číslo od 1 do ${PARTY_SIZE_MAX}.`,
  attending: 'Zvolte, zda přijdete.',
} as const;

/** How many guests the plan has and how they answered (the plan's header, the dashboard, the request form's guest count). */
export class GuestCountsDto {
  @ApiProperty({ example: 58, description: 'Guests on the list (rows)' })
  total: number;

  @ApiProperty({ example: 20, description: 'Not answered yet' })
  invited: number;

  @ApiProperty({ example: 34 })
  confirmed: number;

  @ApiProperty({ example: 4 })
  declined: number;

  @ApiProperty({ example: 6, description: 'Child guests who have not declined' })
  children: number;

  @ApiProperty({ example: 41, description: 'People coming: the sum of the confirmed answers\' party sizes' })
  people: number;
}

export class PlanGuestDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Žofie Šťastná' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Rodina nevěsty' })
  group: string | null;

  @ApiProperty({ example: false, description: 'A child (the counts and the request form count children apart)' })
  child: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'zofie@example.cz', description: 'E-mail or phone, as the couple wrote it' })
  contact: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'bezlepková' })
  dietary: string | null;

  @ApiProperty({ type: String, nullable: true, example: '3' })
  table: string | null;

  @ApiProperty({
    enum: GUEST_RSVPS,
    enumName: 'GuestRsvp',
    description: "'invited' (pozván, no answer yet), 'confirmed' (potvrdil), 'declined' (omluvil se)",
  })
  rsvp: GuestRsvp;

  @ApiProperty({ example: 2, description: 'People the answer counts (1–10)' })
  partySize: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the guest last answered through the RSVP link' })
  respondedAt: string | null;

  @ApiProperty({ example: true, description: 'The guest has a working RSVP link (created, not revoked, not expired)' })
  rsvpLinkActive: boolean;
}

export class PlanGuestPageDto {
  @ApiProperty({ type: [PlanGuestDto], description: 'By group (ungrouped last), then name (Czech order)' })
  items: PlanGuestDto[];

  @ApiProperty({ example: 58, description: 'Guests matching the filters, over every page' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: GUEST_PAGE_SIZE_DEFAULT })
  pageSize: number;

  @ApiProperty({ type: GuestCountsDto, description: 'Over the whole list, whatever the filters' })
  counts: GuestCountsDto;

  @ApiProperty({ type: [String], example: ['Přátelé', 'Rodina nevěsty'], description: 'Every group on the list (the filter\'s choices)' })
  groups: string[];
}

/** GET /api/plan/guests: page, filters. */
export class ListPlanGuestsQueryDto extends OmitType(PageQueryDto, ['pageSize'] as const) {
  // Larger pages than the public lists': a couple scrolls their own list of up to 2 000.
  @ApiPropertyOptional({ minimum: 1, maximum: GUEST_PAGE_SIZE_MAX, default: GUEST_PAGE_SIZE_DEFAULT })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Velikost stránky musí být celé číslo' })
  @Min(1, { message: 'Velikost stránky musí být alespoň 1' })
  @Max(GUEST_PAGE_SIZE_MAX, { message: `Velikost stránky může být nejvýše ${GUEST_PAGE_SIZE_MAX}` })
  pageSize?: number;

  @ApiPropertyOptional({ example: 'novák', description: 'In the name, group, contact or table (case and diacritics ignored)' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ enum: GUEST_RSVPS, enumName: 'GuestRsvp' })
  @IsOptional()
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({ example: 'Rodina nevěsty', description: 'Exactly this group' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string;
}

/** POST /api/plan/guests. Empty texts are stored as none. */
export class CreatePlanGuestDto {
  @ApiProperty({ minLength: 1, maxLength: GUEST_FIELD_MAX.name, example: 'Žofie Šťastná' })
  @Trim()
  @IsString({ message: M.name })
  @IsNotEmpty({ message: M.name })
  @MaxLength(GUEST_FIELD_MAX.name, { message: M.nameLong })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.group, example: 'Rodina nevěsty' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string | null;

  @ApiPropertyOptional({ example: false, default: false })
  @IsOptional()
  @IsBoolean({ message: M.child })
  child?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.contact, example: '+420 777 123 456' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.contact })
  @MaxLength(GUEST_FIELD_MAX.contact, { message: M.contact })
  contact?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.dietary, example: 'bezlepková' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.table, example: '3' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.table })
  @MaxLength(GUEST_FIELD_MAX.table, { message: M.table })
  table?: string | null;

  @ApiPropertyOptional({ enum: GUEST_RSVPS, enumName: 'GuestRsvp', default: 'invited' })
  @IsOptional()
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({ minimum: 1, maximum: PARTY_SIZE_MAX, default: 1, example: 2 })
  @IsOptional()
  @IsInt({ message: M.partySize })
  @Min(1, { message: M.partySize })
  @Max(PARTY_SIZE_MAX, { message: M.partySize })
  partySize?: number;
}

/** PATCH /api/plan/guests/{id}: each field optional; null clears the optional texts (never the name or the flags). */
export class UpdatePlanGuestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: GUEST_FIELD_MAX.name, example: 'Žofie Šťastná' })
  @Trim()
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: M.name })
  @IsNotEmpty({ message: M.name })
  @MaxLength(GUEST_FIELD_MAX.name, { message: M.nameLong })
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.group, example: 'Přátelé' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string | null;

  @ApiPropertyOptional({ example: true })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: M.child })
  child?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.contact })
  @Trim()
  @IsOptional()
  @IsString({ message: M.contact })
  @MaxLength(GUEST_FIELD_MAX.contact, { message: M.contact })
  contact?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.dietary })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_FIELD_MAX.table })
  @Trim()
  @IsOptional()
  @IsString({ message: M.table })
  @MaxLength(GUEST_FIELD_MAX.table, { message: M.table })
  table?: string | null;

  @ApiPropertyOptional({ enum: GUEST_RSVPS, enumName: 'GuestRsvp' })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({ minimum: 1, maximum: PARTY_SIZE_MAX, example: 2 })
  @ValidateIf((_, value) => value !== undefined)
  @IsInt({ message: M.partySize })
  @Min(1, { message: M.partySize })
  @Max(PARTY_SIZE_MAX, { message: M.partySize })
  partySize?: number;
}

/** POST /api/plan/guests/import: the form (multipart/form-data). */
export class GuestImportFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'CSV up to 2 MB: UTF-8 (with or without BOM) or Windows-1250, `;` or `,` between values, the first row names the columns ' +
      '(Jméno – required, Skupina, Dítě ano/ne, Kontakt, Dieta/Strava, Stůl, RSVP/Odpověď pozván/potvrdil/omluvil se, Počet osob; ' +
      'English names too)',
  })
  file: unknown;
}

export class GuestImportErrorDto {
  @ApiProperty({ example: 7, description: "The file's line (1 = the header row)" })
  line: number;

  @ApiProperty({ example: 'Chybí jméno.' })
  message: string;
}

export class GuestImportResultDto {
  @ApiProperty({ example: 56, description: 'Guests added (the good rows, in one transaction)' })
  imported: number;

  @ApiProperty({ type: [GuestImportErrorDto], description: 'Rows left out, with the reason (also the rows over the 2 000 cap)' })
  errors: GuestImportErrorDto[];
}

export class RsvpLinkDto {
  @ApiProperty({ example: 'https://svatby.cz/rsvp/4Jd9…', description: "The guest's page; shown once (only its hash is stored)" })
  url: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'The day after the wedding ends; a year without a date' })
  expiresAt: string;
}

/** What the guest's RSVP page shows: the couple's names and date and the guest's own answer, nothing else of the plan. */
export class RsvpDto {
  @ApiProperty({ type: String, nullable: true, example: 'Jana a Petr' })
  coupleNames: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: 'YYYY-MM-DD; null while the couple has no date' })
  weddingDate: string | null;

  @ApiProperty({ example: 'Žofie Šťastná' })
  guestName: string;

  @ApiProperty({ enum: GUEST_RSVPS, enumName: 'GuestRsvp' })
  rsvp: GuestRsvp;

  @ApiProperty({ example: 2 })
  partySize: number;

  @ApiProperty({ type: String, nullable: true, example: 'bezlepková' })
  dietary: string | null;
}

/** POST /api/rsvp/{token}: the guest's answer. */
export class AnswerRsvpDto {
  @ApiProperty({ example: true, description: 'true: coming (potvrdil), false: not (omluvil se)' })
  @IsBoolean({ message: M.attending })
  attending: boolean;

  @ApiProperty({ minimum: 1, maximum: PARTY_SIZE_MAX, example: 2, description: 'People coming with this invitation' })
  @IsInt({ message: M.partySize })
  @Min(1, { message: M.partySize })
  @Max(PARTY_SIZE_MAX, { message: M.partySize })
  partySize: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.dietary,
    example: 'bezlepková',
    description: 'Omitted: kept; empty or null: cleared',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;
}
