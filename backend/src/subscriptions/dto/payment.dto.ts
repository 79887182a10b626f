import { ApiProperty } from '@nestjs/swagger';

/** One row of the payment history. */
export class PaymentDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Whole Kč', example: 490 })
  amount: number;

  @ApiProperty({ example: '490 Kč' })
  formattedAmount: string;

  @ApiProperty({ description: 'Epoch seconds', example: 1795000000 })
  created: number;

  @ApiProperty({ example: '21. 11. 2026' })
  formattedDate: string;

  @ApiProperty({ example: 'Premium – měsíční předplatné' })
  description: string;

  @ApiProperty({ enum: ['succeeded', 'failed', 'pending'], description: "'succeeded' shows 'Uhrazeno', anything else 'Neuhrazeno'" })
  status: 'succeeded' | 'failed' | 'pending';

  @ApiProperty({ type: String, nullable: true, example: 'card' })
  paymentMethod: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'visa' })
  brand: string | null;

  @ApiProperty({ type: String, nullable: true, example: '4242' })
  last4: string | null;
}
