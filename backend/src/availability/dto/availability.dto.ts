import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import {
  AVAILABILITY_BULK_MAX,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_NOTES_MAX,
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  DAY_PATTERN,
} from '../availability-rules';

/** One day of the calendar. */
export class AvailabilityDayDto {
  @ApiProperty({ example: '2026-06-13', description: 'YYYY-MM-DD' })
  date: string;

  @ApiProperty({
    enum: AVAILABILITY_STATUSES,
    description: "'Volno', 'Na dotaz', 'Obsazeno' (a day without an entry is unknown: 'Neuvedeno')",
  })
  status: AvailabilityStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Svatba Novákovi, Zámek Hluboká',
    description: "The provider's private note; null without one, and always null on the public calendar",
  })
  notes: string | null;
}

export class AvailabilityRangeQueryDto {
  @ApiPropertyOptional({ example: '2026-06-01', description: 'YYYY-MM-DD, default today' })
  @Trim()
  @IsOptional()
  @IsString({ message: AVAILABILITY_MESSAGES.dayFormat })
  @Matches(DAY_PATTERN, { message: AVAILABILITY_MESSAGES.dayFormat })
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-08-30', description: 'YYYY-MM-DD, default startDate + 90 days (the first view); at most 366 days after startDate' })
  @Trim()
  @IsOptional()
  @IsString({ message: AVAILABILITY_MESSAGES.dayFormat })
  @Matches(DAY_PATTERN, { message: AVAILABILITY_MESSAGES.dayFormat })
  endDate?: string;
}

export class SetAvailabilityDto {
  @ApiProperty({ example: '2026-06-13', description: 'YYYY-MM-DD, today to 24 months ahead' })
  @IsString({ message: AVAILABILITY_MESSAGES.dayFormat })
  @Matches(DAY_PATTERN, { message: AVAILABILITY_MESSAGES.dayFormat })
  date: string;

  @ApiProperty({ enum: AVAILABILITY_STATUSES, description: "The day's state: 'Volno', 'Na dotaz' or 'Obsazeno'" })
  @IsIn(AVAILABILITY_STATUSES, { message: AVAILABILITY_MESSAGES.status })
  status: AvailabilityStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: AVAILABILITY_NOTES_MAX,
    example: 'Svatba Novákovi, Zámek Hluboká',
    description: 'Private note, trimmed; empty = no note',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: AVAILABILITY_MESSAGES.notes })
  @MaxLength(AVAILABILITY_NOTES_MAX, { message: AVAILABILITY_MESSAGES.notes })
  notes?: string | null;
}

export class SetAvailabilityBulkDto {
  @ApiProperty({
    type: [String],
    example: ['2026-06-13', '2026-06-14'],
    minItems: 1,
    maxItems: AVAILABILITY_BULK_MAX,
    description: 'Distinct YYYY-MM-DD days, today to 24 months ahead; all are set or none',
  })
  @IsArray({ message: AVAILABILITY_MESSAGES.noDays })
  @ArrayMinSize(1, { message: AVAILABILITY_MESSAGES.noDays })
  @ArrayMaxSize(AVAILABILITY_BULK_MAX, { message: AVAILABILITY_MESSAGES.tooManyDays })
  @ArrayUnique({ message: AVAILABILITY_MESSAGES.repeatedDay })
  // Matches refuses non-strings too (an IsString here would outrank IsArray for a missing list).
  @Matches(DAY_PATTERN, { each: true, message: AVAILABILITY_MESSAGES.dayFormat })
  dates: string[];

  @ApiProperty({ enum: AVAILABILITY_STATUSES, description: "The state set on every day: 'Volno', 'Na dotaz' or 'Obsazeno'" })
  @IsIn(AVAILABILITY_STATUSES, { message: AVAILABILITY_MESSAGES.status })
  status: AvailabilityStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: AVAILABILITY_NOTES_MAX,
    example: 'Dovolená',
    description: 'Private note, trimmed; empty = no note; the same for every day',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: AVAILABILITY_MESSAGES.notes })
  @MaxLength(AVAILABILITY_NOTES_MAX, { message: AVAILABILITY_MESSAGES.notes })
  notes?: string | null;
}
