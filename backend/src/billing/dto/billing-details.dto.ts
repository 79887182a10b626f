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
  @ApiProperty({ example: 'Fotoateliér Novák s.r.o.', description: "The buyer's name on the next invoice." })
  companyName: string;

  @ApiProperty({ example: 'Dlouhá 12', description: 'Street and number.' })
  street: string;

  @ApiProperty({ example: 'Praha 1', description: 'City or municipality.' })
  city: string;

  @ApiProperty({ example: '110 00', description: 'Postal code (PSČ).' })
  postalCode: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '27082440',
    description: 'The company id (IČO, 8 digits); null for a person without one.',
  })
  ico: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'CZ27082440', description: 'The VAT id (DIČ); null when none.' })
  dic: string | null;

  @ApiProperty({ example: true, description: 'The buyer is a VAT payer.' })
  vatPayer: boolean;

  @ApiProperty({ description: 'The "Načíst z ARES" lookup works on this server; false: manual entry only.', example: true })
  aresAvailable: boolean;

  @ApiProperty({ description: 'The details are saved with a name and the full address (the next invoice uses them).', example: true })
  complete: boolean;
}

export class UpdateBillingDetailsDto {
  @ApiProperty({ maxLength: 200, example: 'Fotoateliér Světlo s.r.o.', description: "The buyer's name for the next invoice (required)." })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.companyName })
  @IsNotEmpty({ message: BILLING_MESSAGES.companyName })
  @MaxLength(200, { message: 'Název firmy může mít nejvýše 200 znaků' })
  companyName: string;

  @ApiProperty({ maxLength: 200, example: 'Na Příkopě 12', description: 'Street and number (required).' })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.street })
  @IsNotEmpty({ message: BILLING_MESSAGES.street })
  @MaxLength(200, { message: 'Ulice může mít nejvýše 200 znaků' })
  street: string;

  @ApiProperty({ maxLength: 100, example: 'Praha 1', description: 'City or municipality (required).' })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.city })
  @IsNotEmpty({ message: BILLING_MESSAGES.city })
  @MaxLength(100, { message: 'Obec může mít nejvýše 100 znaků' })
  city: string;

  @ApiProperty({ example: '110 00', pattern: '^\\d{3} ?\\d{2}$', description: 'Postal code (PSČ), 5 digits with an optional space.' })
  @Trim()
  @IsString({ message: BILLING_MESSAGES.postalCode })
  @Matches(/^\d{3} ?\d{2}$/, { message: BILLING_MESSAGES.postalCode })
  postalCode: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '27074358',
    description: 'The company id (IČO): 8 digits with a valid mod-11 check digit; empty or null clears it.',
  })
  @EmptyToNull()
  @IsOptional()
  @IsIco()
  ico?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'CZ27074358',
    pattern: '^CZ\\d{8,10}$',
    description: 'The VAT id (DIČ): CZ and 8–10 digits; empty or null clears it.',
  })
  @EmptyToNull()
  @IsOptional()
  @Matches(DIC_PATTERN, { message: DIC_MESSAGE })
  dic?: string | null;

  @ApiProperty({ example: false, description: 'The buyer is a VAT payer.' })
  @IsBoolean({ message: 'Plátce DPH musí být ano, nebo ne' })
  vatPayer: boolean;
}

/** A company found in ARES by IČO, to fill the form with. */
export class AresCompanyDto {
  @ApiProperty({ example: '27082440', description: 'The company id (IČO) looked up.' })
  ico: string;

  @ApiProperty({ example: 'Alza.cz a.s.', description: "The company's registered name." })
  companyName: string;

  @ApiProperty({ example: 'Jankovcova 1522/53', description: 'Street and number of the registered seat.' })
  street: string;

  @ApiProperty({ example: 'Praha', description: 'City of the registered seat.' })
  city: string;

  @ApiProperty({ example: '170 00', description: 'Postal code (PSČ) of the registered seat.' })
  postalCode: string;

  @ApiProperty({ type: String, nullable: true, example: 'CZ27082440', description: 'The VAT id (DIČ); null when ARES lists none.' })
  dic: string | null;
}

/** The operator (INVOICE_SELLER_*), as invoices and the legal pages name it. */
export class SellerDto {
  @ApiProperty({ example: 'Svatby s.r.o.', description: "The operator's company name." })
  name: string;

  @ApiProperty({ example: 'Vinohradská 12, 120 00 Praha 2', description: "The operator's registered address on one line." })
  address: string;

  @ApiProperty({ example: '12345679', description: "The operator's company id (IČO)." })
  ico: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'CZ12345679',
    description: "The operator's VAT id (DIČ); null when it is not a VAT payer.",
  })
  dic: string | null;

  @ApiProperty({ example: true, description: 'The operator is a VAT payer (invoices then show VAT).' })
  vatPayer: boolean;
}
