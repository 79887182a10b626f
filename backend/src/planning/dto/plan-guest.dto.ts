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
  @ApiProperty({ example: 58, description: 'Guests on the list (rows), whatever their answer.' })
  total: number;

  @ApiProperty({ example: 20, description: 'Guests who have not answered yet (rsvp invited).' })
  invited: number;

  @ApiProperty({ example: 34, description: 'Guests who said they are coming (rsvp confirmed).' })
  confirmed: number;

  @ApiProperty({ example: 4, description: 'Guests who said they are not coming (rsvp declined).' })
  declined: number;

  @ApiProperty({ example: 6, description: 'Child guests who have not declined.' })
  children: number;

  @ApiProperty({ example: 41, description: "People coming: the sum of the confirmed guests' party sizes." })
  people: number;
}

export class PlanGuestDto {
  @ApiProperty({ example: 12, description: "The guest's id within the plan." })
  id: number;

  @ApiProperty({ example: 'Žofie Šťastná', description: "The guest's name as the couple wrote it." })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Rodina nevěsty',
    description: 'The group the couple put the guest in (e.g. a family or friends); null when ungrouped.',
  })
  group: string | null;

  @ApiProperty({ example: false, description: 'The guest is a child (the counts and the request form count children apart).' })
  child: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'zofie@example.cz',
    description: 'E-mail or phone as the couple wrote it; null when not given.',
  })
  contact: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'bezlepková', description: 'Dietary needs (free text); null when none.' })
  dietary: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '3',
    description: 'The table the guest sits at (free text, e.g. a number or a name); null when not seated yet.',
  })
  table: string | null;

  @ApiProperty({
    enum: GUEST_RSVPS,
    enumName: 'GuestRsvp',
    description: "'invited' (pozván, no answer yet), 'confirmed' (potvrdil), 'declined' (omluvil se)",
  })
  rsvp: GuestRsvp;

  @ApiProperty({ example: 2, description: "People this guest's answer counts (1–10), the guest included." })
  partySize: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the guest last answered through the RSVP link (ISO date-time); null when they have not.',
    example: '2026-08-14T18:32:05.000Z',
  })
  respondedAt: string | null;

  @ApiProperty({ example: true, description: 'The guest has a working RSVP link (created, not revoked, not expired).' })
  rsvpLinkActive: boolean;
}

export class PlanGuestPageDto {
  @ApiProperty({ type: [PlanGuestDto], description: 'The page of guests, by group (ungrouped last), then by name in Czech order.' })
  items: PlanGuestDto[];

  @ApiProperty({ example: 58, description: 'Guests matching the filters, over every page.' })
  total: number;

  @ApiProperty({ example: 1, description: 'The page number returned, from 1.' })
  page: number;

  @ApiProperty({ example: GUEST_PAGE_SIZE_DEFAULT, description: 'Guests per page.' })
  pageSize: number;

  @ApiProperty({ type: GuestCountsDto, description: 'Counts over the whole list, whatever the filters.' })
  counts: GuestCountsDto;

  @ApiProperty({
    type: [String],
    example: ['Přátelé', 'Rodina nevěsty'],
    description: "Every group on the list, in Czech order (the group filter's choices).",
  })
  groups: string[];
}

/** GET /api/plan/guests: page, filters. */
export class ListPlanGuestsQueryDto extends OmitType(PageQueryDto, ['pageSize'] as const) {
  // Larger pages than the public lists': a couple scrolls their own list of up to 2 000.
  @ApiPropertyOptional({
    minimum: 1,
    maximum: GUEST_PAGE_SIZE_MAX,
    default: GUEST_PAGE_SIZE_DEFAULT,
    example: 50,
    description: 'Guests per page (1–200, default 50).',
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Velikost stránky musí být celé číslo' })
  @Min(1, { message: 'Velikost stránky musí být alespoň 1' })
  @Max(GUEST_PAGE_SIZE_MAX, { message: `Velikost stránky může být nejvýše ${GUEST_PAGE_SIZE_MAX}` })
  pageSize?: number;

  @ApiPropertyOptional({
    example: 'novák',
    description: 'Text to find in the name, group, contact or table (case and diacritics ignored).',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ enum: GUEST_RSVPS, enumName: 'GuestRsvp', description: 'Only guests with this answer.' })
  @IsOptional()
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({ example: 'Rodina nevěsty', description: 'Only guests in exactly this group.' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string;
}

/** POST /api/plan/guests. Empty texts are stored as none. */
export class CreatePlanGuestDto {
  @ApiProperty({ minLength: 1, maxLength: GUEST_FIELD_MAX.name, example: 'Žofie Šťastná', description: "The guest's name (required)." })
  @Trim()
  @IsString({ message: M.name })
  @IsNotEmpty({ message: M.name })
  @MaxLength(GUEST_FIELD_MAX.name, { message: M.nameLong })
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.group,
    example: 'Rodina nevěsty',
    description: 'The group to put the guest in; empty or null for none.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string | null;

  @ApiPropertyOptional({ example: false, default: false, description: 'The guest is a child (default false).' })
  @IsOptional()
  @IsBoolean({ message: M.child })
  child?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.contact,
    example: '+420 777 123 456',
    description: "The guest's e-mail or phone (free text); empty or null for none.",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.contact })
  @MaxLength(GUEST_FIELD_MAX.contact, { message: M.contact })
  contact?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.dietary,
    example: 'bezlepková',
    description: 'Dietary needs (free text); empty or null for none.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.table,
    example: '3',
    description: 'The table the guest sits at (free text); empty or null for none.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.table })
  @MaxLength(GUEST_FIELD_MAX.table, { message: M.table })
  table?: string | null;

  @ApiPropertyOptional({
    enum: GUEST_RSVPS,
    enumName: 'GuestRsvp',
    default: 'invited',
    description: "The guest's answer so far (default invited: no answer yet).",
  })
  @IsOptional()
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PARTY_SIZE_MAX,
    default: 1,
    example: 2,
    description: 'People this guest stands for, the guest included (1–10, default 1).',
  })
  @IsOptional()
  @IsInt({ message: M.partySize })
  @Min(1, { message: M.partySize })
  @Max(PARTY_SIZE_MAX, { message: M.partySize })
  partySize?: number;
}

/** PATCH /api/plan/guests/{id}: each field optional; null clears the optional texts (never the name or the flags). */
export class UpdatePlanGuestDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: GUEST_FIELD_MAX.name,
    example: 'Žofie Šťastná',
    description: "The guest's new name; omit to keep it (cannot be cleared).",
  })
  @Trim()
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: M.name })
  @IsNotEmpty({ message: M.name })
  @MaxLength(GUEST_FIELD_MAX.name, { message: M.nameLong })
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.group,
    example: 'Přátelé',
    description: 'The new group; omit to keep it, empty or null to ungroup.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.group })
  @MaxLength(GUEST_FIELD_MAX.group, { message: M.group })
  group?: string | null;

  @ApiPropertyOptional({ example: true, description: 'Whether the guest is a child; omit to keep it.' })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: M.child })
  child?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.contact,
    example: 'zofie@example.cz',
    description: "The guest's e-mail or phone; omit to keep it, empty or null to clear it.",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.contact })
  @MaxLength(GUEST_FIELD_MAX.contact, { message: M.contact })
  contact?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.dietary,
    example: 'vegetariánská',
    description: 'Dietary needs; omit to keep them, empty or null to clear them.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.table,
    example: '5',
    description: 'The table; omit to keep it, empty or null to clear it.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.table })
  @MaxLength(GUEST_FIELD_MAX.table, { message: M.table })
  table?: string | null;

  @ApiPropertyOptional({ enum: GUEST_RSVPS, enumName: 'GuestRsvp', description: "The guest's answer; omit to keep it." })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(GUEST_RSVPS, { message: M.rsvp })
  rsvp?: GuestRsvp;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PARTY_SIZE_MAX,
    example: 2,
    description: 'People this guest stands for (1–10); omit to keep it.',
  })
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
    example: 'hoste.csv',
  })
  file: unknown;
}

export class GuestImportErrorDto {
  @ApiProperty({ example: 7, description: "The file's line the error is on (1 = the header row)." })
  line: number;

  @ApiProperty({ example: 'Chybí jméno.', description: 'Why the row was left out, in Czech.' })
  message: string;
}

export class GuestImportResultDto {
  @ApiProperty({ example: 56, description: 'Guests added (the good rows, in one transaction).' })
  imported: number;

  @ApiProperty({ type: [GuestImportErrorDto], description: 'Rows left out with the reason, the rows over the 2 000 guest cap included.' })
  errors: GuestImportErrorDto[];
}

export class RsvpLinkDto {
  @ApiProperty({ example: 'https://svatby.cz/rsvp/4Jd9…', description: "The guest's RSVP page; shown only now (only its hash is stored)." })
  url: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When the link stops working (ISO date-time): the day after the wedding, or a year from now without a date.',
    example: '2026-09-13T22:00:00.000Z',
  })
  expiresAt: string;
}

/** What the guest's RSVP page shows: the couple's names and date and the guest's own answer, nothing else of the plan. */
export class RsvpDto {
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
    description: 'The wedding day (YYYY-MM-DD); null while the couple has no date.',
  })
  weddingDate: string | null;

  @ApiProperty({ example: 'Žofie Šťastná', description: "The guest's name as on the couple's list." })
  guestName: string;

  @ApiProperty({ enum: GUEST_RSVPS, enumName: 'GuestRsvp', description: "The guest's current answer." })
  rsvp: GuestRsvp;

  @ApiProperty({ example: 2, description: "People the guest's answer counts, the guest included." })
  partySize: number;

  @ApiProperty({ type: String, nullable: true, example: 'bezlepková', description: "The guest's dietary needs; null when none." })
  dietary: string | null;
}

/** POST /api/rsvp/{token}: the guest's answer. */
export class AnswerRsvpDto {
  @ApiProperty({ example: true, description: 'true: coming (potvrdil), false: not coming (omluvil se).' })
  @IsBoolean({ message: M.attending })
  attending: boolean;

  @ApiProperty({
    minimum: 1,
    maximum: PARTY_SIZE_MAX,
    example: 2,
    description: 'People coming with this invitation, the guest included (1–10).',
  })
  @IsInt({ message: M.partySize })
  @Min(1, { message: M.partySize })
  @Max(PARTY_SIZE_MAX, { message: M.partySize })
  partySize: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GUEST_FIELD_MAX.dietary,
    example: 'bezlepková',
    description: 'Dietary needs: omitted keeps them, empty or null clears them.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.dietary })
  @MaxLength(GUEST_FIELD_MAX.dietary, { message: M.dietary })
  dietary?: string | null;
}
