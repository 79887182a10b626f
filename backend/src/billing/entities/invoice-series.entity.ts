import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One yearly series of invoice numbers (invoices and credit notes share it): the last number given. */
@Entity('invoice_series')
export class InvoiceSeries {
  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  lastNumber: number;
}
