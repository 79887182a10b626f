import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { plainText } from '../../common/text/plain-text';
import { Trim } from '../../common/validation/transforms';
import { CANCELLATION_TERMS_MAX, DEFAULT_CANCELLATION_TERMS, EVENTS_PER_DAY_MAX } from '../booking-rules';
import {
  BANK_ACCOUNT_INPUT_MAX,
  BOOKING_SETTINGS_MESSAGES as M,
  DEPOSIT_PERCENT_MAX,
  DEPOSIT_PERCENT_MIN,
  EVENTS_PER_DAY_MIN,
} from '../booking-settings.rules';

/** A blank text (or an empty field of the form) means "none". */
const blankToNull = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PUT /api/provider/booking-settings: the whole settings ("Rezervace a zálohy"); what is left out or null is cleared. */
export class BookingSettingsDto {
  @ApiProperty({
    maxLength: CANCELLATION_TERMS_MAX,
    description: "The cancellation terms (plain text) every confirmed booking's document carries.",
    example: DEFAULT_CANCELLATION_TERMS,
  })
  @Transform(({ value }: { value: unknown }) => plainText(value))
  @IsString({ message: M.termsText })
  @IsNotEmpty({ message: M.termsRequired })
  @MaxLength(CANCELLATION_TERMS_MAX, { message: M.termsMax })
  cancellationTerms: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    minimum: DEPOSIT_PERCENT_MIN,
    maximum: DEPOSIT_PERCENT_MAX,
    example: 30,
    description: "The default deposit in percent of the offer's price (an offer may set its own amount); null: no deposit.",
  })
  @Transform(blankToNull)
  @IsOptional()
  @IsInt({ message: M.depositPercent })
  @Min(DEPOSIT_PERCENT_MIN, { message: M.depositPercent })
  @Max(DEPOSIT_PERCENT_MAX, { message: M.depositPercent })
  depositPercent?: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: BANK_ACCOUNT_INPUT_MAX,
    example: '19-2000145399/0800',
    description: "Where couples send the deposit: an IBAN or a Czech account 'předčíslí-číslo/kód banky' (checked); null: none.",
  })
  @Transform(blankToNull)
  @Trim()
  @IsOptional()
  @IsString({ message: M.bankAccountText })
  @MaxLength(BANK_ACCOUNT_INPUT_MAX, { message: M.bankAccountMax })
  bankAccount?: string | null;

  @ApiProperty({
    minimum: EVENTS_PER_DAY_MIN,
    maximum: EVENTS_PER_DAY_MAX,
    example: 1,
    description: 'How many events the provider takes on one day; confirming more answers 409.',
  })
  @IsInt({ message: M.eventsPerDay })
  @Min(EVENTS_PER_DAY_MIN, { message: M.eventsPerDay })
  @Max(EVENTS_PER_DAY_MAX, { message: M.eventsPerDay })
  eventsPerDay: number;
}

/** The provider's booking settings as saved (the defaults when it never saved any). */
export class BookingSettingsViewDto {
  @ApiProperty({
    maxLength: CANCELLATION_TERMS_MAX,
    example: DEFAULT_CANCELLATION_TERMS,
    description: "The cancellation terms every confirmed booking's document carries.",
  })
  cancellationTerms: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 30,
    description: "The default deposit in percent of the offer's price; null: no deposit.",
  })
  depositPercent: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '19-2000145399/0800',
    description: 'The deposit account as Czech users write it (same as bankAccountDisplay), for the form; null: none.',
  })
  bankAccount: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'CZ6508000000192000145399',
    description: 'The deposit account as an IBAN (the QR payment uses it); null: none.',
  })
  bankAccountIban: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '19-2000145399/0800',
    description: "A Czech IBAN as 'předčíslí-číslo/kód banky', any other IBAN in groups of four; null: none.",
  })
  bankAccountDisplay: string | null;

  @ApiProperty({ example: 1, description: 'How many events the provider takes on one day.' })
  eventsPerDay: number;

  @ApiProperty({ description: 'false until the provider saves its settings (the values shown are the defaults).', example: true })
  saved: boolean;
}
