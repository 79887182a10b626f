import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider the couple saved ("Uložit do výběru"): at most SHORTLIST_MAX per account. */
@Entity('shortlist_entries')
export class ShortlistEntry {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
