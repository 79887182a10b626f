import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';

export class InvoiceDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '2026000001' })
  number: string;

  @ApiProperty({ enum: ['invoice', 'credit_note'], enumName: 'InvoiceKind' })
  kind: 'invoice' | 'credit_note';

  @ApiProperty({ example: '2026-03-01T10:15:00.000Z' })
  issuedAt: string;

  @ApiProperty({ example: '2026-03-01', description: 'Datum uskutečnění zdanitelného plnění (Europe/Prague)' })
  taxableSupplyDate: string;

  @ApiProperty({ example: 119000, description: 'Haléře incl. VAT; negative on a credit note' })
  totalHalere: number;

  @ApiProperty({ example: '1 190 Kč' })
  formattedTotal: string;

  @ApiProperty({ example: 'Premium – měsíční předplatné' })
  description: string;

  @ApiProperty({ type: String, nullable: true, description: "A credit note's corrected invoice number" })
  correctedNumber: string | null;
}

export class InvoicePageDto {
  @ApiProperty({ type: [InvoiceDto] })
  items: InvoiceDto[];

  @ApiProperty()
  total: number;
}

export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the provider deleted the account' })
  providerId: number | null;

  @ApiProperty({ description: "The buyer's name as the invoice states it" })
  buyerName: string;

  @ApiProperty({ description: 'The subscription payment the document is for' })
  paymentId: number;

  @ApiProperty({ description: 'An invoice whose payment has no credit note yet: POST /api/admin/payments/{paymentId}/refund applies' })
  refundable: boolean;
}

export class AdminInvoicePageDto {
  @ApiProperty({ type: [AdminInvoiceDto] })
  items: AdminInvoiceDto[];

  @ApiProperty()
  total: number;
}

export class AdminInvoicesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "A number (or its start) or part of the buyer's name", maxLength: 100 })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Hledaný text musí být text' })
  @MaxLength(100, { message: 'Hledaný text může mít nejvýše 100 znaků' })
  q?: string;
}
