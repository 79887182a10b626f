import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A webhook event already applied; its id is inserted in the same transaction as its effects. */
@Entity('payment_gateway_events')
export class PaymentGatewayEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
