import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DIC_MESSAGE, DIC_PATTERN, IsIco } from '../../common/validation/ico';
import { Trim } from '../../common/validation/transforms';
import { BILLING_MESSAGES } from '../billing-rules';

/** '' and null clear an optional field. */
const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value));

/** The provider's billing details: the buyer on its next invoice (issued invoices keep theirs). */
export class BillingDetailsDto {
  @ApiProperty({ example: 'Fotoateliér Novák s.r.o.' })
  companyName: string;

  @ApiProperty({ example: 'Dlouhá 12' })
  street: string;

  @ApiProperty({ example: 'Praha 1' })
  city: string;

  @ApiProperty({ example: '110 00' })
  postalCode: string;

  @ApiProperty({ type: String, nullable: true, example: '27082440' })
  ico: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'CZ27082440' })
  dic: string | null;

  @ApiProperty()
  vatPayer: boolean;

  @ApiProperty({ description: 'Whether the "Načíst z ARES" lookup works on this server (ARES_API_URL); otherwise manual entry only' })
  aresAvailable: boolean;

  @ApiProperty({ description: 'Whether the details were saved with a name and the full address (the next invoice uses them)' })
  complete: boolean;
}

export class UpdateBillingDetailsDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.companyName })
  @IsNotEmpty({ message: BILLING_MESSAGES.companyName })
  @MaxLength(200, { message: 'Název firmy může mít nejvýše 200 znaků' })
  companyName: string;

  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.street })
  @IsNotEmpty({ message: BILLING_MESSAGES.street })
  @MaxLength(200, { message: 'Ulice může mít nejvýše 200 znaků' })
  street: string;

  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.city })
  @IsNotEmpty({ message: BILLING_MESSAGES.city })
  @MaxLength(100, { message: 'Obec může mít nejvýše 100 znaků' })
  city: string;

  @ApiProperty({ example: '110 00', pattern: '^\\d{3} ?\\d{2}$' })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.postalCode })
  @Matches(/^\d{3} ?\d{2}$/, { message: BILLING_MESSAGES.postalCode })
  postalCode: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '27082440', description: '8 digits with a valid mod-11 check digit' })
  @EmptyToNull()
  @IsOptional()
  @IsIco()
  ico?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'CZ27082440', pattern: '^CZ\\d{8,10}$' })
  @EmptyToNull()
  @IsOptional()
  @Matches(DIC_PATTERN, { message: DIC_MESSAGE })
  dic?: string | null;

  @ApiProperty()
  @IsBoolean({ message: 'Plátce DPH musí být ano, nebo ne' })
  vatPayer: boolean;
}

/** A company found in ARES by IČO, to fill the form with. */
export class AresCompanyDto {
  @ApiProperty({ example: '27082440' })
  ico: string;

  @ApiProperty({ example: 'Alza.cz a.s.' })
  companyName: string;

  @ApiProperty({ example: 'Jankovcova 1522/53' })
  street: string;

  @ApiProperty({ example: 'Praha' })
  city: string;

  @ApiProperty({ example: '170 00' })
  postalCode: string;

  @ApiProperty({ type: String, nullable: true, example: 'CZ27082440' })
  dic: string | null;
}

/** The operator (INVOICE_SELLER_*), as invoices and the legal pages name it. */
export class SellerDto {
  @ApiProperty({ example: 'Svatby s.r.o.' })
  name: string;

  @ApiProperty({ example: 'Vinohradská 12, 120 00 Praha 2' })
  address: string;

  @ApiProperty({ example: '12345679' })
  ico: string;

  @ApiProperty({ type: String, nullable: true, example: 'CZ12345679' })
  dic: string | null;

  @ApiProperty()
  vatPayer: boolean;
}
