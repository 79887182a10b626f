import { Column, Entity, PrimaryColumn } from 'typeorm';

export type LocationType = 'city' | 'region' | 'country';

@Entity('locations')
export class Location {
  /** Lower-case slug without diacritics, e.g. `hradec-kralove`, `cela-cr`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  type: LocationType;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}
