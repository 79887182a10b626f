import { ApiProperty } from '@nestjs/swagger';

/** One row of the payment history. */
export class PaymentDto {
  @ApiProperty({ example: 88, description: "The payment's id" })
  id: number;

  @ApiProperty({ description: 'Whole Kč', example: 490 })
  amount: number;

  @ApiProperty({ example: '490 Kč', description: 'The amount as Czech display text' })
  formattedAmount: string;

  @ApiProperty({ description: 'Epoch seconds', example: 1795000000 })
  created: number;

  @ApiProperty({ example: '21. 11. 2026', description: 'The date as Czech display text (Europe/Prague)' })
  formattedDate: string;

  @ApiProperty({ example: 'Premium – měsíční předplatné', description: 'What was paid for, in Czech' })
  description: string;

  @ApiProperty({ enum: ['succeeded', 'failed', 'pending'], description: "'succeeded' shows 'Uhrazeno', anything else 'Neuhrazeno'" })
  status: 'succeeded' | 'failed' | 'pending';

  @ApiProperty({ type: String, nullable: true, example: 'card', description: 'How it was paid; null when unknown' })
  paymentMethod: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'visa', description: "The card's brand; null for other methods" })
  brand: string | null;

  @ApiProperty({ type: String, nullable: true, example: '4242', description: "The card number's last 4 digits; null for other methods" })
  last4: string | null;
}
