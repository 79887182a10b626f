import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { UnquotedEmail } from '../../common/mailbox/mailbox-key';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';
import type { RequestDetailValue } from '../../catalog/catalog.api';
import { COUPLE_PHONE_PREFIXES, NO_DATE_TEXT } from '../request-constants';

/** The phone input keeps only digits and spaces (spec); runs of spaces collapse. */
const DigitsAndSpaces = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[^\d ]/g, '').replace(/ {2,}/g, ' ').trim() : value,
  );

export class CreateServiceRequestDto {
  @ApiProperty({ example: 'Jana a Petr', minLength: 2, maxLength: 200, description: "The couple's names, shown to providers, trimmed" })
  @Trim()
  @IsString({ message: 'Jména páru jsou povinná' })
  @MinLength(2, { message: 'Jména páru jsou povinná' })
  @MaxLength(200, { message: 'Jména páru mohou mít nejvýše 200 znaků' })
  coupleName: string;

  @ApiPropertyOptional({
    example: '2026-09-12',
    description: `YYYY-MM-DD, or '${NO_DATE_TEXT}' (also implied by noDateSelected)`,
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatné datum svatby' })
  @MaxLength(50, { message: 'Neplatné datum svatby' })
  weddingDate?: string;

  @ApiPropertyOptional({ example: false, description: 'The form\'s "no date chosen yet" box; the date is then ignored' })
  @IsOptional()
  @IsBoolean({ message: 'Neplatná hodnota pole noDateSelected' })
  noDateSelected?: boolean;

  @ApiProperty({ type: [String], example: ['photography', 'catering'], description: 'Category ids, at least one' })
  @IsArray({ message: 'Vyberte alespoň jednu službu' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednu službu' })
  @ArrayMaxSize(40, { message: 'Vyberte nejvýše 40 služeb' })
  @IsString({ each: true, message: 'Vyberte alespoň jednu službu' })
  @MaxLength(64, { each: true, message: 'Neznámá služba' })
  services: string[];

  @ApiPropertyOptional({
    example: 'Hledáme fotografa na celý den...',
    maxLength: 5000,
    default: '',
    description: 'What the couple wishes, plain text, trimmed',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Popis musí být text' })
  @MaxLength(5000, { message: 'Popis může mít nejvýše 5000 znaků' })
  description?: string;

  @ApiProperty({
    example: '100000',
    description:
      "One of the form's choices (BudgetChoice; stored and shown as its label, e.g. '100000' as '50 000 – 100 000 Kč') " +
      "or the couple's own words, which are stored as written and read into a band ('kolem 80 tisíc')",
    anyOf: [{ $ref: '#/components/schemas/BudgetChoice' }, { type: 'string', minLength: 1, maxLength: 100 }],
  })
  @Trim()
  @IsString({ message: 'Vyberte rozpočet' })
  @MinLength(1, { message: 'Vyberte rozpočet' })
  @MaxLength(100, { message: 'Rozpočet může mít nejvýše 100 znaků' })
  budget: string;

  @ApiProperty({
    example: 'praha',
    minLength: 2,
    maxLength: 200,
    description: "A location id from GET /api/locations ('hradec-kralove', stored with its name) or a place name",
  })
  @Trim()
  @IsString({ message: 'Lokalita je povinná' })
  @MinLength(2, { message: 'Lokalita je povinná' })
  @MaxLength(200, { message: 'Lokalita může mít nejvýše 200 znaků' })
  location: string;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: 'Without a quoted local part (\'"jana"@example.cz\' is refused)' })
  @NormalizeEmail()
  @UnquotedEmail()
  @IsString({ message: 'Neplatný email' })
  @MaxLength(254, { message: 'Neplatný email' })
  @IsEmail({}, { message: 'Neplatný email' })
  contactEmail: string;

  @ApiPropertyOptional({ enum: COUPLE_PHONE_PREFIXES, default: '+420', description: 'International dialling prefix of contactPhone' })
  @IsOptional()
  @IsIn(COUPLE_PHONE_PREFIXES, { message: 'Neplatná telefonní předvolba' })
  phoneCountryCode?: string;

  @ApiPropertyOptional({ example: '777 123 456', description: 'Digits and spaces only; other characters are removed' })
  @DigitsAndSpaces()
  @IsOptional()
  @IsString({ message: 'Neplatné telefonní číslo' })
  @MaxLength(20, { message: 'Telefonní číslo může mít nejvýše 20 znaků' })
  contactPhone?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    example: { photoHours: 8, photoSecondShooter: true, cateringMenu: 'buffet', flowersItems: ['bouquet', 'tables'] },
    description:
      "Answers to the questions of the selected services (GET /api/catalog/request-questions), by question key: number → a whole number " +
      "within min..max, boolean → true / false, choice → an option's value, multi → a list of options' values. Every answer is optional; " +
      "an empty one (null, '', []) is left out. A key that is not a question of the selected services, or a value breaking its " +
      "question's rule, is a 400 with a field error 'details.<key>'",
  })
  @IsOptional()
  @IsObject({ message: 'Upřesňující odpovědi mají neplatný formát' })
  details?: Record<string, RequestDetailValue>;
}

export class CreateServiceRequestResponseDto {
  @ApiProperty({ example: 40, description: "The new request's id" })
  id: number;

  @ApiProperty({
    enum: ['unconfirmed', 'active'],
    description:
      "'unconfirmed' until the couple opens the link sent to the contact e-mail; 'active' (listed at once) " +
      'for a signed-in couple whose verified account e-mail is the contact e-mail',
  })
  status: 'unconfirmed' | 'active';

  @ApiProperty({
    example: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
    description: 'Czech confirmation, ready to show',
  })
  message: string;

  @ApiProperty({
    example: 'Na jana.novakova@example.cz jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí 48 hodin).',
    description: 'Czech text saying where the confirmation link went, ready to show',
  })
  emailInfo: string;

  @ApiPropertyOptional({
    example: 'http://localhost:3000/poptavka/potvrdit?token=q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The confirmation link, returned only outside production when no mail service is configured (as devResetLink)',
  })
  devConfirmLink?: string;
}
