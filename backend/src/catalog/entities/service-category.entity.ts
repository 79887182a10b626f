import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('service_categories')
export class ServiceCategory {
  /** The spec's slug, e.g. `photography`, `partial_planning`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** The providers' plural as a page title ('Svatební fotografové'). */
  @Column({ type: 'text', default: '' })
  providersTitle: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'group_name', type: 'varchar', length: 120 })
  group: string;

  /** A lucide icon name in kebab-case; the frontend maps it to a component. */
  @Column({ type: 'varchar', length: 64 })
  icon: string;

  @Column({ type: 'varchar', length: 120 })
  priceRange: string;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}
