import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';

export class InvoiceDto {
  @ApiProperty({ example: 17, description: "The document's id." })
  id: number;

  @ApiProperty({ example: '2026000001', description: "The document's number (year and sequence)." })
  number: string;

  @ApiProperty({
    enum: ['invoice', 'credit_note'],
    enumName: 'InvoiceKind',
    description: 'invoice, or credit_note (a refund correcting an invoice).',
  })
  kind: 'invoice' | 'credit_note';

  @ApiProperty({ example: '2026-03-01T10:15:00.000Z', description: 'When it was issued (ISO date-time).' })
  issuedAt: string;

  @ApiProperty({
    example: '2026-03-01',
    description: 'The taxable supply date (datum uskutečnění zdanitelného plnění, YYYY-MM-DD, Europe/Prague).',
  })
  taxableSupplyDate: string;

  @ApiProperty({ example: 119000, description: 'The total in haléře (1/100 Kč) including VAT; negative on a credit note.' })
  totalHalere: number;

  @ApiProperty({ example: '1 190 Kč', description: 'The total formatted in Czech for display.' })
  formattedTotal: string;

  @ApiProperty({ example: 'Premium – měsíční předplatné', description: 'What the document is for.' })
  description: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A credit note's corrected invoice number; null on an invoice.",
    example: '2026000001',
  })
  correctedNumber: string | null;
}

export class InvoicePageDto {
  @ApiProperty({ type: [InvoiceDto], description: 'The documents of this page, newest first.' })
  items: InvoiceDto[];

  @ApiProperty({ example: 12, description: 'Number of documents over every page.' })
  total: number;
}

export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The provider billed; null once the provider deleted the account.',
    example: 12,
  })
  providerId: number | null;

  @ApiProperty({ description: "The buyer's name as the document states it.", example: 'Fotoateliér Světlo s.r.o.' })
  buyerName: string;

  @ApiProperty({ description: 'The subscription payment the document is for.', example: 21 })
  paymentId: number;

  @ApiProperty({
    description: 'An invoice whose payment has no credit note yet: POST /api/admin/payments/{paymentId}/refund applies.',
    example: true,
  })
  refundable: boolean;
}

export class AdminInvoicePageDto {
  @ApiProperty({ type: [AdminInvoiceDto], description: 'The documents of this page, newest first.' })
  items: AdminInvoiceDto[];

  @ApiProperty({ example: 240, description: 'Number of documents over every page.' })
  total: number;
}

export class AdminInvoicesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "A document number (or its start) or part of the buyer's name.", maxLength: 100, example: 'Světlo' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Hledaný text musí být text' })
  @MaxLength(100, { message: 'Hledaný text může mít nejvýše 100 znaků' })
  q?: string;
}
