import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A personal API token (issue 50): a provider's or an admin's second way into the API, with scopes.
 * The secret itself is never stored: its SHA-256 (a 32-byte random secret needs no slow hash) finds
 * the row, its first 12 characters tell the tokens apart in the list. Revoked rows stay (the list
 * shows them) until the account goes.
 */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** svt_ and the next 8 characters of the secret. */
  @Column({ type: 'varchar', length: 12 })
  tokenPrefix: string;

  /** SHA-256 of the whole secret, hex. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Noted at most once a minute per token. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
