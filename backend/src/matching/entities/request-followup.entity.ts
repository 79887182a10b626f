import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The 48-hour follow-up ran for this request (once per request), inviting `invitedCount` providers. */
@Entity('request_followups')
export class RequestFollowup {
  @PrimaryColumn({ type: 'integer' })
  requestId: number;

  @Column({ type: 'timestamptz' })
  ranAt: Date;

  @Column({ type: 'integer' })
  invitedCount: number;
}
