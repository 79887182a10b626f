import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
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
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { NewPassword } from '../../auth/auth.api';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';
import { JsonListInput, OptionalNumberInput, PhoneInput, PRICE_TOO_HIGH, PriceInput } from './provider-form-inputs';
import { PRICE_MAX, PROVIDER_PHONE_PREFIXES, YEARS_EXPERIENCE_MAX } from '../provider-constants';

/** The number must not be lower than another numeric property of the same object (priceTo ≥ priceFrom). */
function NotLessThan(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'notLessThan',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const [other] = args.constraints as [string];
          const otherValue = (args.object as Record<string, unknown>)[other];
          return typeof value !== 'number' || typeof otherValue !== 'number' || value >= otherValue;
        },
      },
    });
  };
}

/** The spec's provider registration payload (seed 000 sections 3 and 5). */
export class RegisterProviderDto {
  @ApiProperty({ example: 'Fotoateliér Světlo s.r.o.', minLength: 2, maxLength: 200, description: 'The public business name, trimmed' })
  @Trim()
  @IsString({ message: 'Název společnosti je povinný' })
  @MinLength(2, { message: 'Název společnosti je povinný' })
  @MaxLength(200, { message: 'Název společnosti může mít nejvýše 200 znaků' })
  companyName: string;

  @ApiProperty({ example: 'photography,video', description: 'Category ids joined by commas, at least one' })
  @Trim()
  @IsString({ message: 'Vyberte alespoň jednu kategorii služeb' })
  @Matches(/[^,\s]/, { message: 'Vyberte alespoň jednu kategorii služeb' })
  @MaxLength(2000, { message: 'Vyberte nejvýše 40 kategorií služeb' })
  serviceType: string;

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

  @ApiProperty({
    type: String,
    example: '["praha","okoli-prahy"]',
    description: "A JSON list of location ids, at least one ('cela-cr' = the whole country, replacing the others); a list is accepted too",
  })
  @JsonListInput()
  @IsArray({ message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @ArrayMaxSize(40, { message: 'Vyberte nejvýše 40 oblastí' })
  @IsString({ each: true, message: 'Vyberte alespoň jednu oblast poskytování služeb' })
  @MaxLength(64, { each: true, message: 'Neznámá oblast' })
  serviceAreas: string[];

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: YEARS_EXPERIENCE_MAX,
    example: 8,
    nullable: true,
    description: 'Years in business; omitted or null: not stated',
  })
  @OptionalNumberInput()
  @IsOptional()
  @IsInt({ message: 'Roky praxe musí být kladné číslo' })
  @Min(0, { message: 'Roky praxe musí být kladné číslo' })
  @Max(YEARS_EXPERIENCE_MAX, { message: 'Maximálně 50 let praxe' })
  yearsExperience?: number;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: '15 000',
    description: 'Kč; a number, or text whose non-digits are stripped; at most 99 999 999',
  })
  @PriceInput()
  @IsDefined({ message: 'Zadejte minimální cenu' })
  @IsInt({ message: 'Zadejte minimální cenu' })
  @Min(0, { message: 'Zadejte minimální cenu' })
  @Max(PRICE_MAX, { message: PRICE_TOO_HIGH })
  priceFrom: number;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: '45 000',
    description: 'Kč, at least priceFrom; a number, or text whose non-digits are stripped; at most 99 999 999',
  })
  @PriceInput()
  @IsDefined({ message: 'Zadejte maximální cenu' })
  @IsInt({ message: 'Zadejte maximální cenu' })
  @Min(0, { message: 'Zadejte maximální cenu' })
  @Max(PRICE_MAX, { message: PRICE_TOO_HIGH })
  @NotLessThan('priceFrom', { message: 'Maximální cena musí být alespoň minimální' })
  priceTo: number;

  @ApiProperty({
    example: 'info@fotoateliersvetlo.cz',
    maxLength: 254,
    description: 'Sign-in e-mail, also the public contact e-mail at first',
  })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;

  @NewPassword()
  password: string;

  @ApiPropertyOptional({ enum: PROVIDER_PHONE_PREFIXES, default: '+420', description: 'International dialling prefix of the phone number' })
  @IsOptional()
  @IsIn(PROVIDER_PHONE_PREFIXES, { message: 'Neplatná telefonní předvolba' })
  phonePrefix?: string;

  @ApiProperty({ example: '777 123 456', description: 'At least 9 digits; only digits and spaces are kept' })
  @PhoneInput()
  @IsString({ message: 'Zadejte telefonní číslo' })
  @Matches(/^(?:\D*\d){9}/, { message: 'Zadejte telefonní číslo' })
  @MaxLength(20, { message: 'Telefonní číslo může mít nejvýše 20 znaků' })
  phone: string;
}

/**
 * Becoming a provider on the signed-in account (signed up with Google, or a couple's account): the
 * registration form without e-mail and password, under the same rules. The profile's contact
 * e-mail starts as the account's.
 */
export class BecomeProviderDto extends OmitType(RegisterProviderDto, ['email', 'password'] as const) {}

export class RegisterProviderResponseDto {
  @ApiProperty({ example: true, description: 'True: the new provider is signed in (the session cookie is set)' })
  autoLogin: boolean;

  @ApiProperty({ example: 'Registrace dodavatele proběhla úspěšně', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ example: 12, description: "The new provider profile's id" })
  providerId: number;
}
