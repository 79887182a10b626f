import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const INVITATION_SOURCES = ['couple', 'system'] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];

/** An invitation to quote: the couple's (invited_by = their account) or the 48-hour job's ('system'). One per request and provider. */
@Entity('request_invitations')
export class RequestInvitation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  requestId: number;

  @Column({ type: 'integer' })
  providerId: number;

  @Column({ type: 'varchar', length: 8 })
  source: InvitationSource;

  @Column({ type: 'integer', nullable: true })
  invitedBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
