import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { PageOf } from '../../common/http/page.dto';
import { REQUEST_STATUSES } from '../../requests/requests.api';

export const ADMIN_REQUEST_STATUSES = REQUEST_STATUSES;
export const ADMIN_REQUEST_SORTS = ['newest', 'oldest', 'wedding-date', 'couple-name'] as const;
export type AdminRequestSort = (typeof ADMIN_REQUEST_SORTS)[number];

const toBoolean = ({ value }: { value: unknown }): unknown => (value === 'true' ? true : value === 'false' ? false : value);

/** GET /api/admin/service-requests: every request (any status), filtered, sorted and paged in SQL. */
export class AdminRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    example: 'Nováková',
    description: "Text in the couple's name, e-mail, phone, title, description or place (case and diacritics ignored)",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ enum: ADMIN_REQUEST_STATUSES, description: 'Only requests in this state' })
  @IsOptional()
  @IsIn(ADMIN_REQUEST_STATUSES, { message: 'Neplatný stav poptávky' })
  status?: (typeof ADMIN_REQUEST_STATUSES)[number];

  @ApiPropertyOptional({ example: true, description: 'true: only requests marked for deletion; false: only unmarked' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'Parametr marked musí být true nebo false' })
  marked?: boolean;

  @ApiPropertyOptional({ example: true, description: 'true: only requests older than one month' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'Parametr olderThanMonth musí být true nebo false' })
  olderThanMonth?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_REQUEST_SORTS, default: 'newest', description: 'Order of the list' })
  @IsOptional()
  @IsIn(ADMIN_REQUEST_SORTS, { message: 'Neplatné řazení' })
  sort?: AdminRequestSort;
}

/** A request as the admin panel shows it, contacts included. */
export class AdminRequestDto {
  @ApiProperty({ example: 40, description: "The request's id" })
  id: number;

  @ApiProperty({ example: 'Tereza a Jakub', description: "The couple's names as they wrote them" })
  coupleName: string;

  @ApiProperty({ example: 'Svatební fotograf na celý den', description: "The request's title" })
  title: string;

  @ApiProperty({ enum: ADMIN_REQUEST_STATUSES, description: "The request's state" })
  status: (typeof ADMIN_REQUEST_STATUSES)[number];

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-10T17:45:00.000Z',
    description: 'When it was created (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: "YYYY-MM-DD or null ('Datum nevybráno')" })
  weddingDate: string | null;

  @ApiProperty({ example: 'Zámek Hluboká', description: 'Where the wedding takes place, as the couple wrote it' })
  location: string;

  @ApiProperty({ example: 'tereza.jakub@example.cz', description: "The couple's contact e-mail" })
  contactEmail: string;

  @ApiProperty({ type: String, nullable: true, example: '+420 777 123 456', description: "The couple's phone; null when not given" })
  contactPhone: string | null;

  @ApiProperty({ example: '50 000 – 100 000 Kč', description: 'The budget as Czech display text' })
  budget: string;

  @ApiProperty({
    example: 'Hledáme fotografa na celý den, od příprav po první tanec. Obřad bude venku v zámecké zahradě.',
    description: "The couple's description, plain text",
  })
  description: string;

  @ApiProperty({ type: [String], example: ['photography', 'video'], description: 'Requested category ids' })
  services: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Volali jsme s nevěstou, termín potvrzen.',
    description: "Admins' internal notes; null when none",
  })
  adminNotes: string | null;

  @ApiProperty({ example: false, description: 'An admin marked it for deletion' })
  markedForDeletion: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-04-12T08:00:00.000Z',
    description: 'When it was first marked for deletion (ISO 8601, UTC); null when not marked',
  })
  markedForDeletionAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Starší než měsíc',
    description: 'Why it was marked for deletion; null when not marked',
  })
  deletionReason: string | null;

  @ApiProperty({ example: false, description: "Created more than a month ago (the orange 'Starší než měsíc' badge)" })
  olderThanMonth: boolean;

  @ApiProperty({ example: false, description: "A demo request (the 'Ukázka' tag, as demo providers are marked)" })
  isDemo: boolean;
}

export class AdminRequestPageDto extends PageOf(AdminRequestDto, 20) {}

export class AdminNotesDto {
  @ApiProperty({
    description: 'Internal notes; an empty text clears them',
    maxLength: 5000,
    example: 'Volali jsme s nevěstou, termín potvrzen.',
  })
  @Trim()
  @IsString({ message: 'Poznámky musí být text' })
  @MaxLength(5000, { message: 'Poznámky mohou mít nejvýše 5000 znaků' })
  notes: string;
}

export class MarkForDeletionDto {
  @ApiProperty({ description: 'Why the request should go (non-blank)', maxLength: 1000, example: 'Starší než měsíc' })
  @Trim()
  @IsString({ message: 'Zadejte důvod smazání' })
  @IsNotEmpty({ message: 'Zadejte důvod smazání' })
  @MaxLength(1000, { message: 'Důvod může mít nejvýše 1000 znaků' })
  reason: string;
}
