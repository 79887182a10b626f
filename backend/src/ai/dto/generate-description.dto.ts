import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Trim } from '../../common/validation/transforms';

/** Trims a string; a blank one counts as not given (the form sends '' for an untouched field). */
const TrimToUndefined = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** Trims every item of a list of strings; other shapes are left for the validators to reject. */
const TrimEach = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value,
  );

export const DESCRIPTION_SOURCES = ['openai', 'offline'] as const;
export type DescriptionSource = (typeof DESCRIPTION_SOURCES)[number];

/** The request form's data the AI helper drafts the description from (no contact fields: they are refused as unknown). */
export class GenerateDescriptionDto {
  @ApiProperty({
    example: 'Jana a Petr',
    minLength: 2,
    maxLength: 200,
    description:
      'Names of the couple: required as on the form, but never put into the draft nor sent to the AI service (the draft is public, ' +
      'the names are a contact field); a free-text field or sentence that carries one of them, or an e-mail, phone or web address, is left out',
  })
  @Trim()
  @IsString({ message: 'Jména páru jsou povinná' })
  @MinLength(2, { message: 'Jména páru jsou povinná' })
  @MaxLength(200, { message: 'Jména páru mohou mít nejvýše 200 znaků' })
  coupleName: string;

  @ApiPropertyOptional({
    example: '2026-09-12',
    maxLength: 50,
    description: "The wedding date as YYYY-MM-DD, or free text such as 'ještě nemám vybráno datum'",
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Datum svatby musí být text' })
  @MaxLength(50, { message: 'Datum svatby může mít nejvýše 50 znaků' })
  weddingDate?: string;

  @ApiProperty({
    type: [String],
    example: ['photography', 'catering', 'dj'],
    minItems: 1,
    maxItems: 30,
    description: 'Selected service category ids (GET /api/service-categories); each at most 64 characters',
  })
  @TrimEach()
  @IsDefined({ message: 'Vyberte alespoň jednu službu' })
  @IsArray({ message: 'Vyberte alespoň jednu službu' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednu službu' })
  @ArrayMaxSize(30, { message: 'Vyberte nejvýše 30 služeb' })
  @IsString({ each: true, message: 'Neplatná služba' })
  @MinLength(1, { each: true, message: 'Neplatná služba' })
  @MaxLength(64, { each: true, message: 'Neplatná služba' })
  services: string[];

  @ApiPropertyOptional({ example: 'Praha', maxLength: 200, description: 'Place of the wedding: a location id from GET /api/locations or free text' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Lokalita musí být text' })
  @MaxLength(200, { message: 'Lokalita může mít nejvýše 200 znaků' })
  location?: string;

  @ApiPropertyOptional({ example: '150 000 Kč', maxLength: 100, description: "Budget: one of the request form's choices (BudgetChoice) or free text" })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Rozpočet musí být text' })
  @MaxLength(100, { message: 'Rozpočet může mít nejvýše 100 znaků' })
  budget?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    example: { photoHours: 8, cateringMenu: 'buffet' },
    description:
      "The answers to the selected services' questions, as CreateServiceRequestDto.details (validated the same way: a 400 with " +
      "'details.<key>' for a wrong one); the draft mentions them",
  })
  @IsOptional()
  @IsObject({ message: 'Upřesňující odpovědi mají neplatný formát' })
  details?: Record<string, number | boolean | string | string[]>;
}

export class GeneratedDescriptionDto {
  @ApiProperty({
    example:
      'Svatbu plánujeme na 12. září 2026. Svatba se uskuteční v Praze. Hledáme fotografa, catering a DJe. ...',
    description: 'The drafted description, plain Czech text for the description field',
  })
  generatedText: string;

  @ApiProperty({
    enum: DESCRIPTION_SOURCES,
    description: "'openai' when drafted by the AI model, 'offline' for the built-in template (no OPENAI_API_KEY)",
  })
  source: DescriptionSource;
}
