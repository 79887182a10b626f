import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

export class RefundPaymentDto {
  @ApiPropertyOptional({ maxLength: 500, example: 'Dvojí platba omylem', description: 'Why (kept in the audit log)' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Důvod musí být text' })
  @MaxLength(500, { message: 'Důvod může mít nejvýše 500 znaků' })
  reason?: string;
}

export class RefundResultDto {
  @ApiProperty({ type: String, nullable: true, example: '2026000002', description: 'The credit note issued; null for a payment that had no invoice' })
  creditNoteNumber: string | null;
}
