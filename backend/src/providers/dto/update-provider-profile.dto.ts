import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';
import { PRICE_MAX, PROVIDER_PHONE_PREFIXES, YEARS_EXPERIENCE_MAX } from '../provider-constants';
import { JsonListInput, OptionalNumberInput, PRICE_TOO_HIGH, PriceInput } from './provider-form-inputs';

const LINK_TOO_LONG = 'Odkaz může mít nejvýše 500 znaků';

/** A form's optional text: trimmed, and empty counts as not sent. */
const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** Digits and spaces only (runs of spaces collapse); empty counts as not sent. */
const OptionalPhone = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value === null ? undefined : value;
    const phone = value.replace(/[^\d ]/g, '').replace(/ {2,}/g, ' ').trim();
    return phone === '' ? undefined : phone;
  });

/**
 * The profile settings form (PUT /api/provider/profile, multipart/form-data, the spec's fields).
 * It replaces the profile: an optional field left empty clears it. phonePrefix, priceFrom and
 * priceTo, which the spec's form does not send, stay as they are when omitted.
 */
export class UpdateProviderProfileDto {
  @ApiProperty({ example: 'Fotoateliér Světlo s.r.o.', minLength: 2, maxLength: 200, description: 'The public business name, trimmed' })
  @Trim()
  @IsString({ message: 'Název společnosti je povinný' })
  @MinLength(2, { message: 'Název společnosti je povinný' })
  @MaxLength(200, { message: 'Název společnosti může mít nejvýše 200 znaků' })
  businessName: string;

  @ApiProperty({
    example: 'Fotíme svatby od roku 2012, reportážně a bez stresu...',
    minLength: 20,
    maxLength: 5000,
    description: 'The public description of the services, trimmed',
  })
  @Trim()
  @IsString({ message: 'Popis služeb musí mít alespoň 20 znaků' })
  @MinLength(20, { message: 'Popis služeb musí mít alespoň 20 znaků' })
  @MaxLength(5000, { message: 'Popis služeb může mít nejvýše 5000 znaků' })
  description: string;

  @ApiProperty({ type: String, example: '["photography","video"]', description: 'A JSON list of category ids, at least one' })
  @JsonListInput()
  @IsArray({ message: 'Vyberte alespoň jednu kategorii služeb' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednu kategorii služeb' })
  @ArrayMaxSize(40, { message: 'Vyberte nejvýše 40 kategorií služeb' })
  @IsString({ each: true, message: 'Vyberte alespoň jednu kategorii služeb' })
  @MaxLength(64, { each: true, message: 'Neznámá kategorie služeb' })
  services: string[];

  @ApiProperty({
    type: String,
    example: 'praha,okoli-prahy',
    description: "Location ids joined by commas, at least one; 'cela-cr' (the whole country) replaces the others",
  })
  @JsonListInput()
  @IsArray({ message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @ArrayMaxSize(40, { message: 'Vyberte nejvýše 40 oblastí' })
  @IsString({ each: true, message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @MaxLength(64, { each: true, message: 'Neznámá oblast' })
  location: string[];

  @ApiPropertyOptional({ example: '777 123 456', description: 'Only digits and spaces are kept; empty = none; else at least 9 digits' })
  @OptionalPhone()
  @IsOptional()
  @IsString({ message: 'Zadejte platné telefonní číslo' })
  @Matches(/^(?:\D*\d){9}/, { message: 'Zadejte platné telefonní číslo' })
  @MaxLength(20, { message: 'Telefonní číslo může mít nejvýše 20 znaků' })
  phone?: string;

  @ApiPropertyOptional({ enum: PROVIDER_PHONE_PREFIXES, description: 'International dialling prefix of the phone; unchanged when omitted' })
  @OptionalText()
  @IsOptional()
  @IsIn(PROVIDER_PHONE_PREFIXES, { message: 'Neplatná telefonní předvolba' })
  phonePrefix?: string;

  @ApiProperty({ example: 'info@fotoateliersvetlo.cz', maxLength: 254, description: 'The public contact e-mail' })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;

  @ApiPropertyOptional({ example: 'www.fotoateliersvetlo.cz', description: "'https://' is added when missing; dropped when it is not a web address" })
  @OptionalText()
  @IsOptional()
  @IsString({ message: LINK_TOO_LONG })
  @MaxLength(500, { message: LINK_TOO_LONG })
  website?: string;

  @ApiPropertyOptional({ example: 'instagram.com/fotoateliersvetlo', description: 'Kept only on instagram.com, www.instagram.com' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: LINK_TOO_LONG })
  @MaxLength(500, { message: LINK_TOO_LONG })
  instagramUrl?: string;

  @ApiPropertyOptional({
    example: 'https://www.facebook.com/fotoateliersvetlo',
    description: 'Facebook page address, kept only on facebook.com, www.facebook.com, m.facebook.com',
  })
  @OptionalText()
  @IsOptional()
  @IsString({ message: LINK_TOO_LONG })
  @MaxLength(500, { message: LINK_TOO_LONG })
  facebookUrl?: string;

  @ApiPropertyOptional({
    example: 'https://www.tiktok.com/@fotoateliersvetlo',
    description: 'TikTok profile address, kept only on tiktok.com, www.tiktok.com',
  })
  @OptionalText()
  @IsOptional()
  @IsString({ message: LINK_TOO_LONG })
  @MaxLength(500, { message: LINK_TOO_LONG })
  tiktokUrl?: string;

  @ApiPropertyOptional({
    example: 'https://www.linkedin.com/company/fotoateliersvetlo',
    description: 'LinkedIn page address, kept only on linkedin.com, www.linkedin.com',
  })
  @OptionalText()
  @IsOptional()
  @IsString({ message: LINK_TOO_LONG })
  @MaxLength(500, { message: LINK_TOO_LONG })
  linkedinUrl?: string;

  @ApiPropertyOptional({ type: String, example: '8', description: `0–${YEARS_EXPERIENCE_MAX}; empty = not given` })
  @OptionalNumberInput()
  @IsOptional()
  @IsInt({ message: 'Roky praxe musí být kladné číslo' })
  @Min(0, { message: 'Roky praxe musí být kladné číslo' })
  @Max(YEARS_EXPERIENCE_MAX, { message: 'Maximálně 50 let praxe' })
  yearsExperience?: number;

  @ApiPropertyOptional({ type: String, example: '15 000', description: 'Kč; non-digits are stripped; unchanged when omitted or empty' })
  @PriceInput()
  @IsOptional()
  @IsInt({ message: 'Zadejte minimální cenu' })
  @Min(0, { message: 'Zadejte minimální cenu' })
  @Max(PRICE_MAX, { message: PRICE_TOO_HIGH })
  priceFrom?: number;

  @ApiPropertyOptional({ type: String, example: '45 000', description: 'Kč, at least priceFrom; unchanged when omitted or empty' })
  @PriceInput()
  @IsOptional()
  @IsInt({ message: 'Zadejte maximální cenu' })
  @Min(0, { message: 'Zadejte maximální cenu' })
  @Max(PRICE_MAX, { message: PRICE_TOO_HIGH })
  priceTo?: number;
}

/**
 * The multipart form of PUT /api/provider/profile: the fields plus an optional `profileImage`
 * (JPG, PNG or WebP, 5 MB), stored as a 400 × 400 WebP. Only the API description uses this class
 * (the file arrives through multer, not in the validated body).
 */
export class ProviderProfileFormDto extends UpdateProviderProfileDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    example: 'profil.jpg',
    description: 'The profile image file: JPG, PNG or WebP, at most 5 MB; replaces the current image',
  })
  profileImage?: unknown;
}
