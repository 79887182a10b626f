import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentStatus = 'succeeded' | 'failed' | 'pending';

/** One charge (or failed attempt) for a subscription, mirrored from the gateway's invoice. */
@Entity('subscription_payments')
export class SubscriptionPayment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** Null once the provider is deleted: the payment stays, anonymised, for the accounts (KeepAnonymisedPayments1763704001300). */
  @Column({ type: 'integer', nullable: true })
  providerId: number | null;

  @Column({ type: 'integer', nullable: true })
  subscriptionId: number | null;

  /** Whole Kč. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'CZK' })
  currency: string;

  @Column({ type: 'varchar', length: 24 })
  status: PaymentStatus;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** 'card', or 'test' for the offline gateway. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  brand: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  last4: string | null;

  /** The gateway invoice this payment mirrors (unique: an invoice is recorded once). */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  gatewayInvoiceId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  gatewayPaymentIntentId: string | null;

  /** When the payment was given back (PaymentRefunds1763709000150); null = not refunded. */
  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Whole Kč returned. */
  @Column({ type: 'integer', nullable: true })
  refundedAmount: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
